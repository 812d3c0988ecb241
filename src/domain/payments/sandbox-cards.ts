/**
 * The sandbox acquirer's test cards — one source of truth for the server's sandbox gateway, the e2e tests and the
 * demo instructions. Like real acquirers' sandboxes, the outcome is decided by the number alone.
 */
import { digitsOnly, luhnValid } from "./card.ts";

export const sandboxCards = {
  approve: "4111111111111111",
  approveMastercard: "5555555555554444",
  approveElo: "6362970000457013",
  deny: "4000000000000002",
  pending: "4000000000000077",
} as const;

export type SandboxCardOutcome = "approved" | "denied" | "pending";

/**
 * deny → denied, pending → pending (waits for the operator), any other Luhn-valid number → approved. A number
 * that fails Luhn is denied, as an issuer would; the checkout refuses it before it gets here anyway.
 */
export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  const digits = digitsOnly(number);
  if (digits === sandboxCards.deny) return "denied";
  if (digits === sandboxCards.pending) return "pending";
  return luhnValid(number) ? "approved" : "denied";
}
