/**
 * Which payment provider PAYMENT_PROVIDER chooses. Shared by the server (which refuses to start without a valid
 * choice in production, server/payments/payment-provider-config.ts) and the web tier's root loader (which shows
 * the demo ribbon when the sandbox runs), so both read the one setting the same way (ADR 046).
 */
export const paymentProviderKinds = ["sandbox", "pix"] as const;
export type PaymentProviderKind = (typeof paymentProviderKinds)[number];

/**
 * `sandbox` or `pix` as set; unset outside production means the sandbox (developers, unit tests); `missing` in
 * production (no accidental sandbox there); `unknown` for any other value.
 */
export function paymentProviderChoice(
  value: string | undefined,
  nodeEnv: string | undefined,
): PaymentProviderKind | "missing" | "unknown" {
  const chosen = value?.trim() ?? "";
  if (chosen === "") return nodeEnv === "production" ? "missing" : "sandbox";
  return (paymentProviderKinds as readonly string[]).includes(chosen)
    ? (chosen as PaymentProviderKind)
    : "unknown";
}
