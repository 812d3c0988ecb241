/**
 * The words for a purchase's state (issue 28): "em análise" says the money was sent and is being checked, which is
 * true only of a card under the gateway's review. A Pix code or a slip that exists but is unpaid awaits payment.
 */
export type PurchaseStatusKey = `status.${string}`;

export function purchaseStatusKey(purchase: {
  status: string;
  paymentMethod: "pix" | "boleto" | "card" | "credit" | null;
}): PurchaseStatusKey {
  if (
    purchase.status === "payment-pending" &&
    (purchase.paymentMethod === "pix" || purchase.paymentMethod === "boleto")
  )
    return `status.awaiting-${purchase.paymentMethod}`;
  return `status.${purchase.status}`;
}

/** How a state looks (issue 28): a colour and an icon beside the words, never the colour alone. */
export type PurchaseStatusTone = "waiting" | "review" | "paid" | "cancelling" | "cancelled";

export function purchaseStatusTone(status: string): PurchaseStatusTone {
  switch (status) {
    case "payment-confirmed":
      return "paid";
    case "payment-pending":
      return "review";
    case "awaiting-cancellation":
    case "cancellation-requested":
      return "cancelling";
    case "cancellation-confirmed":
    case "purchase-canceled":
      return "cancelled";
    default:
      return "waiting";
  }
}
