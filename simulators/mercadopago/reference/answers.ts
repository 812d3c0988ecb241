/**
 * Answers of the Mercado Pago endpoints Sabiá uses, as the API reference describes them (only the fields the
 * simulator fills are modelled). The simulator builds its answers with these types, and its tests decode what
 * it sent with them.
 */
import { Schema } from "effect";

/** Payment statuses of the reference ("Get payment", status). */
export const PaymentStatus = Schema.Literals([
  "pending",
  "approved",
  "authorized",
  "in_process",
  "in_mediation",
  "rejected",
  "cancelled",
  "refunded",
  "charged_back",
]);
export type PaymentStatus = typeof PaymentStatus.Type;

const Nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema);

export const Refund = Schema.Struct({
  id: Schema.Int,
  payment_id: Schema.Int,
  amount: Schema.Finite,
  status: Schema.Literals(["approved", "in_process", "rejected", "cancelled"]),
  refund_mode: Schema.Literal("standard"),
  date_created: Schema.String,
  source: Schema.Struct({ id: Schema.String, name: Schema.String, type: Schema.String }),
});
export type Refund = typeof Refund.Type;

export const Payment = Schema.Struct({
  id: Schema.Int,
  date_created: Schema.String,
  date_approved: Nullable(Schema.String),
  date_last_updated: Schema.String,
  date_of_expiration: Nullable(Schema.String),
  status: PaymentStatus,
  status_detail: Schema.String,
  payment_method_id: Schema.String,
  payment_type_id: Schema.Literals(["credit_card", "ticket"]),
  currency_id: Schema.Literal("BRL"),
  description: Nullable(Schema.String),
  external_reference: Nullable(Schema.String),
  transaction_amount: Schema.Finite,
  transaction_amount_refunded: Schema.Finite,
  installments: Schema.Int,
  live_mode: Schema.Boolean,
  captured: Schema.Boolean,
  binary_mode: Schema.Boolean,
  notification_url: Nullable(Schema.String),
  transaction_details: Schema.Struct({
    net_received_amount: Schema.Finite,
    total_paid_amount: Schema.Finite,
    installment_amount: Schema.Finite,
    external_resource_url: Nullable(Schema.String),
    digitable_line: Nullable(Schema.String),
    barcode: Nullable(Schema.Struct({ content: Schema.String })),
    financial_institution: Nullable(Schema.String),
  }),
  card: Schema.Struct({
    first_six_digits: Schema.optionalKey(Schema.String),
    last_four_digits: Schema.optionalKey(Schema.String),
    expiration_month: Schema.optionalKey(Schema.Int),
    expiration_year: Schema.optionalKey(Schema.Int),
    cardholder: Schema.optionalKey(Schema.Struct({ name: Schema.String })),
  }),
  payer: Schema.Struct({
    email: Schema.String,
    identification: Schema.optionalKey(Schema.Struct({ type: Schema.String, number: Schema.String })),
    first_name: Schema.optionalKey(Nullable(Schema.String)),
    last_name: Schema.optionalKey(Nullable(Schema.String)),
  }),
  refunds: Schema.Array(Refund),
  metadata: Schema.Record(Schema.String, Schema.Unknown),
});
export type Payment = typeof Payment.Type;

/** One option of GET /v1/payment_methods/installments payer_costs. */
export const PayerCost = Schema.Struct({
  installments: Schema.Int,
  installment_rate: Schema.Finite,
  discount_rate: Schema.Finite,
  labels: Schema.Array(Schema.String),
  min_allowed_amount: Schema.Finite,
  max_allowed_amount: Schema.Finite,
  recommended_message: Schema.String,
  installment_amount: Schema.Finite,
  total_amount: Schema.Finite,
});

export const InstallmentsAnswer = Schema.Array(
  Schema.Struct({
    payment_method_id: Schema.String,
    payment_type_id: Schema.Literal("credit_card"),
    issuer: Schema.Struct({ id: Schema.String, name: Schema.String }),
    processing_mode: Schema.Literal("aggregator"),
    payer_costs: Schema.Array(PayerCost),
  }),
);

export const CardToken = Schema.Struct({
  id: Schema.String,
  first_six_digits: Schema.String,
  last_four_digits: Schema.String,
  expiration_month: Schema.Int,
  expiration_year: Schema.Int,
  cardholder: Schema.Struct({
    name: Schema.String,
    identification: Schema.optionalKey(Schema.Struct({ type: Schema.String, number: Schema.String })),
  }),
  status: Schema.Literal("active"),
  date_created: Schema.String,
  date_due: Schema.String,
  luhn_validation: Schema.Boolean,
  live_mode: Schema.Boolean,
  card_number_length: Schema.Int,
  security_code_length: Schema.Int,
});

/** The error body of the API: message, error, status and a cause list naming the parameter. */
export const ApiError = Schema.Struct({
  message: Schema.String,
  error: Schema.String,
  status: Schema.Int,
  cause: Schema.Array(
    Schema.Struct({
      code: Schema.Union([Schema.Int, Schema.String]),
      description: Schema.String,
      data: Schema.NullOr(Schema.String),
    }),
  ),
});

/** The webhook notification body (topic "payment"). */
export const Notification = Schema.Struct({
  id: Schema.Int,
  live_mode: Schema.Boolean,
  type: Schema.Literal("payment"),
  date_created: Schema.String,
  user_id: Schema.Int,
  api_version: Schema.Literal("v1"),
  action: Schema.Literals(["payment.created", "payment.updated"]),
  data: Schema.Struct({ id: Schema.String }),
});
export type Notification = typeof Notification.Type;
