/**
 * How much of a confirmed refund comes back as credit (the rest, if any, goes back as money through the payment
 * provider). The one place that decides it (ADR 047):
 * - proportional (after the 7-day withdrawal period): all of it, as credit valid 6 months (spec §9);
 * - full (within the 7 days): when the money went back through the provider (a Pix devolução, ADR 048), only
 *   what the purchase paid with credit, `Math.min(refund, creditUsed)`; otherwise (the sandbox) all of it;
 * - unpaid / anything else: nothing.
 * Amounts in cents.
 */
export function refundsAsCredit(
  cancellation: { kind: string; refundCents: number },
  purchase: { paymentMethod: string | null; creditUsedCents: number; returnedAsMoney?: boolean },
): number {
  const refund = Math.max(0, cancellation.refundCents);
  switch (cancellation.kind) {
    case "proportional":
      return refund;
    case "full":
      return purchase.returnedAsMoney ? Math.min(refund, Math.max(0, purchase.creditUsedCents)) : refund;
    default:
      return 0;
  }
}
