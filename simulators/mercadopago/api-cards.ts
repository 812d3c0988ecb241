/**
 * Card endpoints: POST /v1/card_tokens (what MercadoPago.js calls with the public key) and
 * GET /v1/payment_methods/installments (the payer costs offered for an amount and a BIN).
 */
import { randomBytes } from "node:crypto";
import { luhnValid } from "#src/domain/payments/card.ts";
import type { GatewayContext } from "./context.ts";
import { type Answer, badRequest, decode, ok } from "./errors.ts";
import { paymentMethodOf } from "./outcomes.ts";
import { CardTokenRequest, InstallmentsQuery } from "./reference/requests.ts";

const round2 = (value: number) => Math.round(value * 100) / 100;
const brl = (value: number) => value.toFixed(2).replace(".", ",");
/** Mercado Pago Brazil does not split below R$ 5,00 an installment. */
const minimumInstallment = 5;

export function createCardToken(body: unknown, context: GatewayContext): Answer {
  const decoded = decode(CardTokenRequest, body);
  if (decoded.answer) return decoded.answer;
  const card = decoded.value;
  const now = context.now();
  const causes = [];
  if (!luhnValid(card.card_number) || paymentMethodOf(card.card_number.slice(0, 6)) === null)
    causes.push({ code: "E301", description: "invalid parameter card_number", data: "card_number" });
  const lastDay = Date.UTC(card.expiration_year, card.expiration_month, 0, 23, 59, 59);
  if (lastDay < now.getTime())
    causes.push({ code: "325", description: "invalid parameter expiration_month", data: "expiration_month" });
  const brand = paymentMethodOf(card.card_number.slice(0, 6));
  if ((brand === "amex") !== (card.security_code.length === 4))
    causes.push({ code: "E302", description: "invalid parameter security_code", data: "security_code" });
  if (causes.length > 0) return badRequest(causes);
  const id = randomBytes(16).toString("hex");
  context.state.tokens.set(id, {
    id,
    firstSix: card.card_number.slice(0, 6),
    lastFour: card.card_number.slice(-4),
    expirationMonth: card.expiration_month,
    expirationYear: card.expiration_year,
    cardholderName: card.cardholder.name,
    identification: card.cardholder.identification,
    createdAtMs: now.getTime(),
    used: false,
  });
  return ok(201, {
    id,
    first_six_digits: card.card_number.slice(0, 6),
    last_four_digits: card.card_number.slice(-4),
    expiration_month: card.expiration_month,
    expiration_year: card.expiration_year,
    cardholder: card.cardholder,
    status: "active",
    date_created: now.toISOString(),
    date_due: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    luhn_validation: true,
    live_mode: false,
    card_number_length: card.card_number.length,
    security_code_length: card.security_code.length,
  });
}

/** The payer cost of n installments: interest-free up to the seller's limit, then 1.99 % a month (Price table). */
export function payerCost(amount: number, installments: number, interestFree: number) {
  const free = installments <= interestFree;
  const monthly = 0.0199;
  const installmentAmount = free
    ? round2(amount / installments)
    : round2((amount * monthly) / (1 - (1 + monthly) ** -installments));
  const total = free ? round2(amount) : round2(installmentAmount * installments);
  const rate = free ? 0 : round2((total / amount - 1) * 100);
  const message = free
    ? `${installments} ${installments === 1 ? "parcela" : "parcelas"} de R$ ${brl(installmentAmount)} sem juros`
    : `${installments} parcelas de R$ ${brl(installmentAmount)} (R$ ${brl(total)})`;
  return {
    installments,
    installment_rate: rate,
    discount_rate: 0,
    labels: free ? ["CFT_0,00%|TEA_0,00%"] : [`CFT_${brl(rate)}%`],
    min_allowed_amount: minimumInstallment,
    max_allowed_amount: 100_000,
    recommended_message: message,
    installment_amount: installmentAmount,
    total_amount: total,
  };
}

export function listInstallments(query: Record<string, string>, context: GatewayContext): Answer {
  const decoded = decode(InstallmentsQuery, query);
  if (decoded.answer) return decoded.answer;
  const { amount, bin, payment_method_id } = decoded.value;
  const method = payment_method_id ?? (bin ? paymentMethodOf(bin.slice(0, 6)) : null);
  if (!method) {
    return badRequest([{ code: 1, description: "bin or payment_method_id is required", data: "bin" }]);
  }
  const counts = Array.from({ length: context.settings.maxInstallments }, (_, index) => index + 1).filter(
    (count) => count === 1 || amount / count >= minimumInstallment,
  );
  return ok(200, [
    {
      payment_method_id: method,
      payment_type_id: "credit_card",
      issuer: {
        id: "24",
        name: method === "master" ? "Mastercard" : method[0]!.toUpperCase() + method.slice(1),
      },
      processing_mode: "aggregator",
      payer_costs: counts.map((count) => payerCost(amount, count, context.settings.interestFreeInstallments)),
    },
  ]);
}
