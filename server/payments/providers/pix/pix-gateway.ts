import { randomBytes, randomInt } from "node:crypto";
import { CheckoutRefused, paymentInProgress } from "#server/payments/checkout-refused.ts";
import type { PaymentGateway } from "#server/payments/payment-gateway.ts";
import { pixValidityMinutes } from "#server/payments/sandbox-gateway.ts";
import { pixAmount } from "./pix-api-answers.ts";
import { PixRefused, type PixApiClient } from "./pix-api-client.ts";

const alphanumeric = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A `cob` txid is ours to choose: 26 to 35 letters and digits, unique per charge. The purchase's number comes
 * first (support can read it), a random tail makes every renewal a new charge.
 */
export function chargeTxid(reference: string): string {
  const head = reference.replace(/[^A-Za-z0-9]/g, "").slice(0, 16);
  const tail = Array.from({ length: 32 - head.length }, () => alphanumeric[randomInt(alphanumeric.length)]);
  return `${head}${tail.join("")}`;
}

const notHere = (method: string) =>
  new CheckoutRefused({
    kind: "conflict",
    code: "methodUnavailable",
    detail: `Payment by ${method} is not available in this store yet; pay by Pix.`,
  });

/**
 * The checkout's port spoken to a PSP through the Central Bank's Pix API: a dynamic charge (`PUT /cob/{txid}`,
 * valid 180 s — spec §9) whose `pixCopiaECola` the page shows, withdrawn by `PATCH` when renewed. Payment is
 * learnt from the webhook or the reconciliation (pix-receipts.ts), never from the page. Card and boleto belong
 * to a gateway that does not exist yet: they are refused, never faked.
 */
export function pixGateway(client: PixApiClient, receiverKey: string): PaymentGateway {
  return {
    provider: "pix",
    providerFor: (method) => (method === "pix" ? "pix" : "sandbox"),

    async pix({ amount, reference, now, payer }) {
      const txid = chargeTxid(reference);
      const charge = await client.createCharge({
        txid,
        expiresInSeconds: pixValidityMinutes * 60,
        debtor: payer,
        amount: pixAmount(amount),
        receiverKey,
        message: `Sabiá — compra ${reference}`,
      });
      if (!charge.pixCopiaECola)
        throw new CheckoutRefused({ kind: "unavailable", detail: "The Pix PSP answered no payment code." });
      return {
        copyPaste: charge.pixCopiaECola,
        location: charge.location ?? null,
        txid,
        validationKey: randomBytes(18).toString("base64url"),
        // Shown to the payer by our clock; the PSP enforces its own 180 s from `calendario.criacao`.
        expiresAt: new Date(now.getTime() + pixValidityMinutes * 60_000),
      };
    },

    async withdrawPix(txid) {
      try {
        await client.removeCharge(txid);
      } catch (error) {
        if (!(error instanceof PixRefused)) throw error;
        // Refused: already removed by the PSP (expired) — nothing to do — or paid meanwhile, and then no new
        // charge may be made: the webhook or the reconciliation is about to grant this one.
        const charge = await client.readCharge(txid);
        if (charge.status === "CONCLUIDA")
          throw paymentInProgress("This Pix was just paid; access is on its way.");
      }
    },

    async slip() {
      throw notHere("boleto");
    },

    async card() {
      throw notHere("card");
    },

    async refund() {
      throw notHere("card");
    },

    status(attempt, now) {
      if (attempt.status !== "pending") return attempt.status as ReturnType<PaymentGateway["status"]>;
      if (attempt.method === "pix")
        return attempt.pixExpiresAt !== null && attempt.pixExpiresAt.getTime() <= now.getTime()
          ? "expired"
          : "pending";
      return "pending";
    },
  };
}
