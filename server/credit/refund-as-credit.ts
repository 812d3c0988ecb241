/**
 * How much of a confirmed refund comes back as credit (the rest, if any, goes back as money through the payment
 * provider). The one place that decides it (ADR 047):
 * - proportional (after the 7-day withdrawal period): all of it, as credit valid 6 months (spec §9);
 * - full (within the 7 days): credit too, for now — when full refunds go back as money (Pix devolução), this
 *   answers only what the purchase paid with credit, `Math.min(refund, creditUsed)`;
 * - unpaid / anything else: nothing.
 * Amounts in cents.
 */
export function refundsAsCredit(
  cancellation: { kind: string; refundCents: number },
  _purchase: { paymentMethod: string | null; creditUsedCents: number },
): number {
  const refund = Math.max(0, cancellation.refundCents);
  switch (cancellation.kind) {
    case "proportional":
      return refund;
    case "full":
      return refund;
    default:
      return 0;
  }
}
