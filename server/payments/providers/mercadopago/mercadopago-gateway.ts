/**
 * Card and boleto through Mercado Pago (ADR 057, 059): the payment port over mercadopago-client.ts. Cards arrive
 * as the browser's single-use token; boletos are registered at the gateway, which gives the line, the barcode,
 * the due date and its printable slip. Pix is never asked of it (payment-providers.ts sends Pix elsewhere).
 * A 4xx from the gateway is the customer's input (400 naming the field the API named, else `token`); a 5xx, a
 * time-out or an unreadable answer is "try again" (503, spec §8) and the checkout's transaction rolls back.
 */
import { cardDenialReasonOf } from "#src/domain/payments/card-denial.ts";
import { brandOfPaymentMethod } from "#src/domain/payments/card-token.ts";
import { CheckoutRefused, invalid } from "#server/payments/checkout-refused.ts";
import type { CardAttempt, PaymentGateway, ProviderStatus } from "#server/payments/payment-gateway.ts";
import { slipDueDate } from "#server/payments/sandbox-gateway.ts";
import type { PaymentAnswer } from "./mercadopago-answers.ts";
import {
  interestFreeInstallments,
  MercadoPagoRefused,
  MercadoPagoUnreachable,
  type MercadoPagoClient,
} from "./mercadopago-client.ts";

/** Where Mercado Pago notifies us (the webhook stage's path). */
export const mercadoPagoWebhookPath = "/api/payments/mercadopago/webhook";

/** What the statement and the gateway's panel show for every charge. */
const description = (reference: string) => `Sabiá – curso, compra ${reference}`;

/** Brazil's civil time has been UTC−3 all year since 2019: a slip is payable until the end of its due day. */
const endOfDayInBrasilia = (day: string) => `${day}T23:59:59.000-03:00`;

const notHere = (method: string) =>
  new CheckoutRefused({
    kind: "conflict",
    code: "methodUnavailable",
    detail: `Payment by ${method} is not made through Mercado Pago in this store.`,
  });

/** The gateway's refusal or absence as the checkout's: the field it names, or "try again". */
async function guarded<T>(call: () => Promise<T>, field: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MercadoPagoRefused) {
      const named = error.fields[0];
      throw invalid(
        named ?? field,
        `Mercado Pago refused this ${field}: ${error.answer.message ?? "refused"}`,
      );
    }
    if (error instanceof MercadoPagoUnreachable)
      throw new CheckoutRefused({
        kind: "unavailable",
        detail: "The payment gateway did not answer; try again in a moment.",
      });
    throw error;
  }
}

/** A card payment's answer as the port's attempt. */
export function cardAttemptOf(payment: PaymentAnswer): CardAttempt {
  const common = {
    brand: brandOfPaymentMethod(payment.payment_method_id),
    last4: payment.card?.last_four_digits ?? "",
    gatewayPaymentId: String(payment.id),
  };
  switch (payment.status) {
    case "approved":
    case "authorized":
      return { ...common, outcome: "approved" };
    case "in_process":
    case "pending":
      return { ...common, outcome: "pending" };
    default:
      return { ...common, outcome: "denied", reason: cardDenialReasonOf(payment.status_detail) };
  }
}

/** First name and the rest, as the boleto's payer carries them. */
const splitName = (name: string) => {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || first };
};

export function mercadoPagoGateway(client: MercadoPagoClient, publicUrl: string): PaymentGateway {
  const notificationUrl = `${publicUrl.replace(/\/+$/, "")}${mercadoPagoWebhookPath}`;
  return {
    provider: "mercadopago",
    providerFor: () => "mercadopago",

    async pix() {
      throw notHere("Pix");
    },

    async withdrawPix() {},

    async slip({ amount, reference, today, payer, idempotencyKey }) {
      if (!payer) throw invalid("cpf", "A registered slip needs the payer's name and CPF.");
      if (!payer.address) throw invalid("address", "A registered slip needs the payer's address.");
      const dueDate = slipDueDate(today);
      const answer = await guarded(
        () =>
          client.createBoleto({
            amount,
            description: description(reference),
            reference,
            notificationUrl,
            idempotencyKey,
            dateOfExpiration: endOfDayInBrasilia(dueDate),
            payer: { email: payer.email, document: payer.cpf, ...splitName(payer.name) },
            address: payer.address!,
          }),
        "address",
      );
      const details = answer.transaction_details;
      const line = details?.digitable_line?.replace(/\D/g, "") ?? "";
      const barcode = details?.barcode?.content ?? "";
      if (line === "" || barcode === "")
        throw new CheckoutRefused({
          kind: "unavailable",
          detail: "The payment gateway made the slip without its line; try again in a moment.",
        });
      return {
        digitableLine: line,
        barcode,
        dueDate: answer.date_of_expiration?.slice(0, 10) ?? dueDate,
        url: details?.external_resource_url ?? null,
        gatewayPaymentId: String(answer.id),
      };
    },

    async interestFreeInstallments({ amount, paymentMethodId, max }) {
      const costs = await guarded(() => client.installments({ amount, paymentMethodId }), "installments");
      return interestFreeInstallments(costs, amount, max);
    },

    async card(request) {
      const answer = await guarded(
        () =>
          client.createCardPayment({
            amount: request.amount,
            description: description(request.reference),
            reference: request.reference,
            notificationUrl,
            idempotencyKey: request.idempotencyKey,
            token: request.token,
            installments: request.installments,
            paymentMethodId: request.paymentMethodId,
            issuerId: request.issuerId ?? undefined,
            payer: {
              email: request.payer.email,
              ...(request.payer.cpf ? { document: request.payer.cpf } : {}),
            },
          }),
        "token",
      );
      return cardAttemptOf(answer);
    },

    async refund({ gatewayPaymentId, idempotencyKey, amount }) {
      const answer = await guarded(
        () =>
          client.refund(Number(gatewayPaymentId), {
            idempotencyKey,
            ...(amount === undefined ? {} : { amount }),
          }),
        "refund",
      );
      return { status: answer.status === "approved" ? "refunded" : "pending" };
    },

    // What the gateway says arrives by webhook and reconciliation (mercadopago-updates.ts), never by polling here.
    status(attempt): ProviderStatus {
      return attempt.status === "pending" ? "pending" : (attempt.status as ProviderStatus);
    },
  };
}
