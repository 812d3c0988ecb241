import { randomBytes, randomInt } from "node:crypto";
import { addBankingBusinessDays } from "#src/domain/payments/business-days.ts";
import { boletoBarcode, digitableLine } from "#src/domain/payments/boleto.ts";
import { brandOfPaymentMethod, readSandboxCardToken } from "#src/domain/payments/card-token.ts";
import { pixPayload } from "#src/domain/payments/pix-br-code.ts";
import { invalid } from "./checkout-refused.ts";
import type { PaymentGateway } from "./payment-gateway.ts";

/** The marketplace's Pix receiver in the sandbox: a random (EVP) key, name and city as the BR Code carries them. */
export const sandboxPixReceiver = {
  key: "7d9f0335-8dcc-4054-9bf9-0dbd61c2f2b5",
  merchantName: "SABIA EDUCACAO",
  merchantCity: "SAO PAULO",
} as const;

/** COMPE code of the sandbox bank: no real bank has it (getBankByCode answers null), yet the slip validates. */
export const sandboxBankCode = "999";

/** Spec §9: a Pix code is valid 3 minutes. */
export const pixValidityMinutes = 3;
/** A slip is due 3 banking business days after it is issued. */
export const slipDueBusinessDays = 3;
/** Spec §9: a slip paid at the bank is approved (clears) within 2 banking business days. */
export const slipClearingBusinessDays = 2;

export const sandboxBusinessDaysAhead = (today: string, days: number): string =>
  addBankingBusinessDays(today, days);
export const slipDueDate = (today: string) => sandboxBusinessDaysAhead(today, slipDueBusinessDays);
export const slipClearingDay = (today: string) => sandboxBusinessDaysAhead(today, slipClearingBusinessDays);

const alphanumeric = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const randomAlphanumeric = (length: number) =>
  Array.from({ length }, () => alphanumeric[randomInt(alphanumeric.length)]).join("");

/**
 * The sandbox provider: standards-exact Pix BR Codes and FEBRABAN slips, and cards decided by the sandbox's card
 * token, which the browser's sandbox tokenizer made from the test numbers (src/domain/payments/card-token.ts,
 * sandbox-cards.ts; ADR 059) — the card number never reaches the server. It keeps nothing: the checkout stores what
 * it answers. Refunds are immediate (nothing moved).
 */
export function sandboxGateway(): PaymentGateway {
  return {
    provider: "sandbox",
    providerFor: () => "sandbox",

    async pix({ amount, reference, now }) {
      // BR Code txid: up to 25 letters and digits; the purchase's number plus a random tail, unique per code.
      const txid = `${reference.replace(/[^A-Za-z0-9]/g, "")}${randomAlphanumeric(25)}`.slice(0, 25);
      return {
        copyPaste: pixPayload({ ...sandboxPixReceiver, amount, txid }),
        location: null,
        txid,
        validationKey: randomBytes(18).toString("base64url"),
        expiresAt: new Date(now.getTime() + pixValidityMinutes * 60_000),
      };
    },

    // A static code cannot be withdrawn: the sandbox simply stops accepting it (the payment row is cancelled).
    async withdrawPix() {},

    async slip({ amount, reference, today }) {
      const dueDate = slipDueDate(today);
      // Free field (25 digits): 8 random digits, then the purchase's number, as a bank's "nosso número" would.
      const ours = reference.replace(/\D/g, "").slice(-17).padStart(17, "0");
      const freeField = `${String(randomInt(0, 100_000_000)).padStart(8, "0")}${ours}`;
      const barcode = boletoBarcode({ bankCode: sandboxBankCode, dueDate, amount, freeField });
      return {
        barcode,
        digitableLine: digitableLine(barcode),
        dueDate,
        url: null,
        gatewayPaymentId: null,
      };
    },

    async card({ token, paymentMethodId }) {
      const read = readSandboxCardToken(token);
      if (!read || read.paymentMethodId !== paymentMethodId)
        throw invalid("token", "This is not a card token of the payments sandbox.");
      const common = {
        brand: brandOfPaymentMethod(read.paymentMethodId),
        last4: read.last4,
        gatewayPaymentId: null,
      };
      return read.outcome === "denied"
        ? { ...common, outcome: "denied", reason: "other" }
        : { ...common, outcome: read.outcome };
    },

    async refund() {
      return { status: "refunded" };
    },

    status(attempt, now, today) {
      if (attempt.status !== "pending") return attempt.status as ReturnType<PaymentGateway["status"]>;
      if (attempt.method === "pix")
        return attempt.pixExpiresAt !== null && attempt.pixExpiresAt.getTime() <= now.getTime()
          ? "expired"
          : "pending";
      if (attempt.method === "boleto")
        return attempt.slipPaidAt !== null && attempt.slipClearsOn !== null && attempt.slipClearsOn <= today
          ? "paid"
          : "pending";
      return "pending";
    },
  };
}
