/**
 * Request bodies of the Mercado Pago endpoints Sabiá uses, written as Effect Schemas from the published API
 * reference (Checkout API via Payments, "Create payment" POST /v1/payments, "Create refund" POST
 * /v1/payments/{id}/refunds) and from what MercadoPago.js v2 posts to POST /v1/card_tokens. Field names and
 * types are the reference's; only the fields Sabiá may send are modelled, and an undefined property is refused
 * (the real API answers code 8 "The name of the following parameters is wrong").
 */
import { Schema } from "effect";

const text = (max: number) =>
  Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(max)));
const digits = (min: number, max: number) =>
  Schema.String.pipe(Schema.check(Schema.isPattern(new RegExp(`^\\d{${min},${max}}$`))));
const positiveAmount = Schema.Finite.pipe(Schema.check(Schema.isGreaterThan(0)));

export const Identification = Schema.Struct({
  type: Schema.Literals(["CPF", "CNPJ"]),
  number: digits(11, 14),
});

/** payer.address as the boleto needs it: the reference's names (federal_unit is the state, two letters). */
export const PayerAddress = Schema.Struct({
  zip_code: digits(8, 8),
  street_name: text(256),
  street_number: text(10),
  neighborhood: text(256),
  city: text(256),
  federal_unit: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Z]{2}$/))),
});

const Email = Schema.String.pipe(Schema.check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)));

const commonPayment = {
  transaction_amount: positiveAmount,
  description: Schema.optionalKey(text(600)),
  external_reference: Schema.optionalKey(text(64)),
  notification_url: Schema.optionalKey(text(500)),
  statement_descriptor: Schema.optionalKey(text(22)),
  metadata: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
};

/** POST /v1/payments with a card token (credit_card), installments chosen from GET installments. */
export const CardPaymentRequest = Schema.Struct({
  ...commonPayment,
  token: text(64),
  installments: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 24 }))),
  payment_method_id: text(32),
  issuer_id: Schema.optionalKey(Schema.Union([Schema.Int, digits(1, 12)])),
  binary_mode: Schema.optionalKey(Schema.Boolean),
  capture: Schema.optionalKey(Schema.Boolean),
  payer: Schema.Struct({
    email: Email,
    identification: Schema.optionalKey(Identification),
    first_name: Schema.optionalKey(text(128)),
    last_name: Schema.optionalKey(text(128)),
  }),
});

/** POST /v1/payments for a registered boleto: payment_method_id "bolbradesco", payer with CPF/CNPJ and address. */
export const BoletoPaymentRequest = Schema.Struct({
  ...commonPayment,
  payment_method_id: Schema.Literal("bolbradesco"),
  date_of_expiration: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?[+-]\d{2}:\d{2}$/)),
    ),
  ),
  payer: Schema.Struct({
    email: Email,
    first_name: text(128),
    last_name: text(128),
    identification: Identification,
    address: PayerAddress,
  }),
});

/** POST /v1/payments/{id}/refunds: no body (or no amount) refunds the rest; an amount makes a partial refund. */
export const RefundRequest = Schema.Struct({ amount: Schema.optionalKey(positiveAmount) });

/** POST /v1/card_tokens as MercadoPago.js v2 sends it (public_key in the query). */
export const CardTokenRequest = Schema.Struct({
  card_number: digits(13, 19),
  security_code: digits(3, 4),
  expiration_month: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 12 }))),
  expiration_year: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 2000, maximum: 2099 }))),
  cardholder: Schema.Struct({ name: text(128), identification: Schema.optionalKey(Identification) }),
});

/** GET /v1/payment_methods/installments query: amount with bin or payment_method_id. */
export const InstallmentsQuery = Schema.Struct({
  amount: Schema.FiniteFromString.pipe(Schema.check(Schema.isGreaterThan(0))),
  bin: Schema.optionalKey(digits(6, 8)),
  payment_method_id: Schema.optionalKey(text(32)),
  payment_type_id: Schema.optionalKey(Schema.Literal("credit_card")),
  issuer_id: Schema.optionalKey(digits(1, 12)),
  public_key: Schema.optionalKey(text(128)),
});
