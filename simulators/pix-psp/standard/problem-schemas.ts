/**
 * Error answers of the Pix API standard (bacen/pix-api openapi.yaml version 2.9.0): RFC 7807 problem details
 * whose `type` is `https://pix.bcb.gov.br/api/v2/error/<TipoErro>`, with `violacoes` naming the offending fields.
 */
import { Schema } from "effect";

export const problemTypeBase = "https://pix.bcb.gov.br/api/v2/error/";

/** Violacao: one broken rule (`propriedade` like "cob.valor.original"). */
export const Violacao = Schema.Struct({
  razao: Schema.optionalKey(Schema.String),
  propriedade: Schema.optionalKey(Schema.String),
  valor: Schema.optionalKey(Schema.String),
});

/** Problema: every error answer, with content type application/problem+json. */
export const Problema = Schema.Struct({
  type: Schema.String.pipe(
    Schema.check(Schema.isPattern(/^https:\/\/pix\.bcb\.gov\.br\/api\/v2\/error\/[A-Za-z]+$/)),
  ),
  title: Schema.String,
  status: Schema.Int,
  detail: Schema.optionalKey(Schema.String),
  correlationId: Schema.optionalKey(Schema.String),
  violacoes: Schema.optionalKey(Schema.Array(Violacao)),
});
