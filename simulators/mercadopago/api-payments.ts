/**
 * POST /v1/payments (card by token, or boleto "bolbradesco"), GET /v1/payments/{id} and
 * POST /v1/payments/{id}/refunds, with X-Idempotency-Key: the same key gives back what it gave the first time.
 */
import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { issueBoleto } from "./boleto.ts";
import type { GatewayContext } from "./context.ts";
import { type Answer, apiError, badRequest, decode, notFound, ok } from "./errors.ts";
import { payerCost } from "./api-cards.ts";
import { outcomeFor, paymentMethodOf } from "./outcomes.ts";
import type { Payment, Refund } from "./reference/answers.ts";
import { BoletoPaymentRequest, CardPaymentRequest, RefundRequest } from "./reference/requests.ts";

const idempotencyRequired = (): Answer =>
  badRequest([{ code: 1, description: "header X-Idempotency-Key is required", data: "X-Idempotency-Key" }]);

function basePayment(
  id: number,
  now: Date,
  body: typeof CardPaymentRequest.Type | typeof BoletoPaymentRequest.Type,
) {
  return {
    id,
    date_created: now.toISOString(),
    date_approved: null,
    date_last_updated: now.toISOString(),
    currency_id: "BRL" as const,
    description: body.description ?? null,
    external_reference: body.external_reference ?? null,
    transaction_amount: body.transaction_amount,
    transaction_amount_refunded: 0,
    live_mode: false,
    captured: true,
    notification_url: body.notification_url ?? null,
    refunds: [],
    metadata: body.metadata ?? {},
  };
}

function cardPayment(input: unknown, context: GatewayContext): { payment?: Payment; answer?: Answer } {
  const decoded = decode(CardPaymentRequest, input);
  if (decoded.answer) return { answer: decoded.answer };
  const body = decoded.value;
  const token = context.state.tokens.get(body.token);
  if (!token)
    return { answer: badRequest([{ code: 2006, description: "Card Token not found", data: "token" }]) };
  if (token.used)
    return { answer: badRequest([{ code: 2062, description: "Invalid card token", data: "token" }]) };
  if (paymentMethodOf(token.firstSix) !== body.payment_method_id) {
    const description = "payment_method_id does not match the card token's bin";
    return { answer: badRequest([{ code: 1, description, data: "payment_method_id" }]) };
  }
  if (body.installments > context.settings.maxInstallments) {
    const description = `installments must be at most ${context.settings.maxInstallments}`;
    return { answer: badRequest([{ code: 1, description, data: "installments" }]) };
  }
  token.used = true;
  const now = context.now();
  const cost = payerCost(
    body.transaction_amount,
    body.installments,
    context.settings.interestFreeInstallments,
  );
  const named = outcomeFor(token.cardholderName);
  // binary_mode: the payment is approved or rejected at once, never left in process.
  const outcome =
    body.binary_mode === true && named.status === "in_process"
      ? { status: "rejected" as const, status_detail: "cc_rejected_high_risk" }
      : named;
  const payment: Payment = {
    ...basePayment(context.state.paymentId(), now, body),
    date_approved: outcome.status === "approved" ? now.toISOString() : null,
    date_of_expiration: null,
    status: outcome.status,
    status_detail: outcome.status_detail,
    payment_method_id: body.payment_method_id,
    payment_type_id: "credit_card",
    installments: body.installments,
    binary_mode: body.binary_mode ?? false,
    transaction_details: {
      net_received_amount: outcome.status === "approved" ? body.transaction_amount : 0,
      total_paid_amount: cost.total_amount,
      installment_amount: cost.installment_amount,
      external_resource_url: null,
      digitable_line: null,
      barcode: null,
      financial_institution: null,
    },
    card: {
      first_six_digits: token.firstSix,
      last_four_digits: token.lastFour,
      expiration_month: token.expirationMonth,
      expiration_year: token.expirationYear,
      cardholder: { name: token.cardholderName },
    },
    payer: {
      email: body.payer.email,
      ...(body.payer.identification ? { identification: body.payer.identification } : {}),
    },
  };
  context.state.payments.set(payment.id, { payment });
  return { payment };
}

function boletoPayment(input: unknown, context: GatewayContext): { payment?: Payment; answer?: Answer } {
  const decoded = decode(BoletoPaymentRequest, input);
  if (decoded.answer) return { answer: decoded.answer };
  const body = decoded.value;
  const { type, number } = body.payer.identification;
  if (type === "CPF" ? !isValidCpf(number) : !isValidCnpj(number)) {
    const description = "Invalid user identification number";
    return { answer: badRequest([{ code: 2067, description, data: "payer.identification.number" }]) };
  }
  const now = context.now();
  const id = context.state.paymentId();
  const slip = issueBoleto(id, body.transaction_amount, now, context.settings.boletoDays);
  const address = body.payer.address;
  const payment: Payment = {
    ...basePayment(id, now, body),
    date_of_expiration: body.date_of_expiration ?? slip.dateOfExpiration,
    status: "pending",
    status_detail: "pending_waiting_payment",
    payment_method_id: "bolbradesco",
    payment_type_id: "ticket",
    installments: 1,
    binary_mode: false,
    transaction_details: {
      net_received_amount: 0,
      total_paid_amount: body.transaction_amount,
      installment_amount: 0,
      external_resource_url: `${context.settings.apiOrigin}/boletos/${id}`,
      digitable_line: slip.digitableLine,
      barcode: { content: slip.barcode },
      financial_institution: "bradesco",
    },
    card: {},
    payer: {
      email: body.payer.email,
      identification: body.payer.identification,
      first_name: body.payer.first_name,
      last_name: body.payer.last_name,
    },
  };
  context.state.payments.set(id, {
    payment,
    boleto: {
      payerName: `${body.payer.first_name} ${body.payer.last_name}`,
      document: number,
      address: `${address.street_name}, ${address.street_number} — ${address.neighborhood}, ${address.city}/${address.federal_unit} — CEP ${address.zip_code}`,
      dueDate: (body.date_of_expiration ?? slip.dateOfExpiration).slice(0, 10),
    },
  });
  return { payment };
}

export function createPayment(
  body: unknown,
  idempotencyKey: string | undefined,
  context: GatewayContext,
): Answer {
  if (!idempotencyKey) return idempotencyRequired();
  const known = context.state.idempotency.get(`payment:${idempotencyKey}`);
  if (known !== undefined) return ok(201, context.state.payments.get(known)?.payment);
  const method =
    typeof body === "object" && body !== null
      ? (body as { payment_method_id?: unknown }).payment_method_id
      : undefined;
  const made = method === "bolbradesco" ? boletoPayment(body, context) : cardPayment(body, context);
  if (!made.payment) return made.answer ?? badRequest([]);
  context.state.idempotency.set(`payment:${idempotencyKey}`, made.payment.id);
  context.background(
    context.webhooks.notify("payment.created", made.payment.id, made.payment.notification_url),
  );
  return ok(201, made.payment);
}

export function getPayment(id: string, context: GatewayContext): Answer {
  const stored = context.state.payments.get(Number(id));
  return stored ? ok(200, stored.payment) : notFound(`Payment not found`);
}

const refundable = new Set(["approved"]);

export function refundPayment(
  id: string,
  body: unknown,
  idempotencyKey: string | undefined,
  context: GatewayContext,
): Answer {
  if (!idempotencyKey) {
    const description = "Header X-Idempotency-Key can't be null";
    return badRequest([{ code: 4292, description, data: "X-Idempotency-Key" }]);
  }
  const stored = context.state.payments.get(Number(id));
  if (!stored) return notFound("Payment not found");
  const decoded = decode(RefundRequest, body ?? {});
  if (decoded.answer) return decoded.answer;
  const key = `refund:${id}:${idempotencyKey}`;
  const known = context.state.idempotency.get(key);
  const payment = stored.payment;
  if (known !== undefined)
    return ok(
      201,
      payment.refunds.find((refund) => refund.id === known),
    );
  if (!refundable.has(payment.status)) {
    return apiError(400, "bad_request", `Payment status ${payment.status} cannot be refunded`, [
      {
        code: 2063,
        description: "The action requested is not valid for the current payment state",
        data: "status",
      },
    ]);
  }
  const remaining =
    Math.round((payment.transaction_amount - payment.transaction_amount_refunded) * 100) / 100;
  const amount = decoded.value.amount ?? remaining;
  if (amount > remaining + 1e-9) {
    return badRequest([{ code: 1, description: `amount must be at most ${remaining}`, data: "amount" }]);
  }
  const now = context.now();
  const refund: Refund = {
    id: context.state.refundId(),
    payment_id: payment.id,
    amount,
    status: "approved",
    refund_mode: "standard",
    date_created: now.toISOString(),
    source: { id: "123456789", name: "Sabiá", type: "collector" },
  };
  const refunded = Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
  const full = refunded >= payment.transaction_amount;
  stored.payment = {
    ...payment,
    refunds: [...payment.refunds, refund],
    transaction_amount_refunded: refunded,
    status: full ? "refunded" : payment.status,
    status_detail: full ? "refunded" : "partially_refunded",
    date_last_updated: now.toISOString(),
  };
  context.state.idempotency.set(key, refund.id);
  context.background(context.webhooks.notify("payment.updated", payment.id, payment.notification_url));
  return ok(201, refund);
}
