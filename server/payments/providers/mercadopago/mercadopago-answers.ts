/**
 * What Sabiá reads of Mercado Pago's answers, as Effect Schemas. Lenient where the API is rich: fields Sabiá does
 * not use are ignored, optional or null ones accepted both ways; the fields it decides on are checked.
 */
import { Schema } from "effect";

const optionalNullable = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

export const PaymentAnswer = Schema.Struct({
  id: Schema.Int,
  status: Schema.Literals([
    "pending",
    "approved",
    "authorized",
    "in_process",
    "in_mediation",
    "rejected",
    "cancelled",
    "refunded",
    "charged_back",
  ]),
  status_detail: Schema.String,
  payment_method_id: Schema.String,
  payment_type_id: Schema.String,
  transaction_amount: Schema.Finite,
  transaction_amount_refunded: Schema.optionalKey(Schema.Finite),
  installments: optionalNullable(Schema.Int),
  date_of_expiration: optionalNullable(Schema.String),
  date_approved: optionalNullable(Schema.String),
  external_reference: optionalNullable(Schema.String),
  transaction_details: Schema.optionalKey(
    Schema.Struct({
      total_paid_amount: optionalNullable(Schema.Finite),
      installment_amount: optionalNullable(Schema.Finite),
      external_resource_url: optionalNullable(Schema.String),
      digitable_line: optionalNullable(Schema.String),
      barcode: optionalNullable(Schema.Struct({ content: Schema.String })),
    }),
  ),
  card: optionalNullable(
    Schema.Struct({
      first_six_digits: optionalNullable(Schema.String),
      last_four_digits: optionalNullable(Schema.String),
    }),
  ),
});
export type PaymentAnswer = typeof PaymentAnswer.Type;

export const RefundAnswer = Schema.Struct({
  id: Schema.Int,
  payment_id: Schema.Int,
  amount: Schema.Finite,
  status: Schema.String,
});
export type RefundAnswer = typeof RefundAnswer.Type;

export const PayerCostAnswer = Schema.Struct({
  installments: Schema.Int,
  installment_rate: Schema.Finite,
  installment_amount: Schema.Finite,
  total_amount: Schema.Finite,
  recommended_message: Schema.optionalKey(Schema.String),
});
export type PayerCostAnswer = typeof PayerCostAnswer.Type;

export const InstallmentsAnswer = Schema.Array(
  Schema.Struct({
    payment_method_id: Schema.String,
    payer_costs: Schema.Array(PayerCostAnswer),
  }),
);

/** The API's error body; every field optional, since a proxy in front may answer otherwise. */
export const ErrorAnswer = Schema.Struct({
  message: Schema.optionalKey(Schema.String),
  error: Schema.optionalKey(Schema.String),
  cause: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        code: Schema.optionalKey(Schema.Union([Schema.Int, Schema.String])),
        description: Schema.optionalKey(Schema.String),
        data: optionalNullable(Schema.String),
      }),
    ),
  ),
});
export type ErrorAnswer = typeof ErrorAnswer.Type;
