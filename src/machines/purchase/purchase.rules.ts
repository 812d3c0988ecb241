import type { PurchaseItem } from "#src/services/api/purchases-api.ts";

type Status = PurchaseItem["status"];

/** States a person may cancel from (spec §4): not paid yet, or paid; §9 decides what the refund is. */
export const cancellableStatuses: ReadonlySet<Status> = new Set([
  "awaiting-payment",
  "payment-pending",
  "payment-confirmed",
]);

/** States the server moves on its own (payment arriving, support confirming): worth reading again. */
export const refreshableStatuses: ReadonlySet<Status> = new Set([
  "awaiting-payment",
  "payment-pending",
  "awaiting-cancellation",
  "cancellation-requested",
]);

const blocked: ReadonlySet<Status> = new Set([
  "awaiting-cancellation",
  "cancellation-requested",
  "cancellation-confirmed",
]);

/** Course access: open when paid, blocked from the moment a cancellation is asked for, none if never paid. */
export const accessOf = (status: Status): "open" | "blocked" | "none" =>
  status === "payment-confirmed" ? "open" : blocked.has(status) ? "blocked" : "none";

/** A slip purchase not yet paid: its slip can be opened. */
export const slipOpen = (purchase: PurchaseItem) =>
  purchase.paymentMethod === "boleto" &&
  (purchase.status === "awaiting-payment" || purchase.status === "payment-pending");
