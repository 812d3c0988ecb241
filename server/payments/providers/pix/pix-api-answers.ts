import { Schema } from "effect";

/**
 * What the adapter reads of the PSP's answers (Pix API standard, bacen/pix-api v2): only the fields it uses, so a
 * PSP that adds its own fields still fits. The whole answer is kept in the payments ledger anyway.
 */
export const ReceivedPix = Schema.Struct({
  endToEndId: Schema.String,
  txid: Schema.optional(Schema.String),
  valor: Schema.String,
  horario: Schema.String,
});
export type ReceivedPix = typeof ReceivedPix.Type;

export const ChargeAnswer = Schema.Struct({
  txid: Schema.String,
  status: Schema.String,
  location: Schema.optional(Schema.String),
  pixCopiaECola: Schema.optional(Schema.String),
  calendario: Schema.Struct({ criacao: Schema.String, expiracao: Schema.optional(Schema.Number) }),
  valor: Schema.Struct({ original: Schema.String }),
  pix: Schema.optional(Schema.Array(ReceivedPix)),
});
export type ChargeAnswer = typeof ChargeAnswer.Type;

export const ReceivedPixPage = Schema.Struct({
  parametros: Schema.Struct({
    paginacao: Schema.Struct({ paginaAtual: Schema.Number, quantidadeDePaginas: Schema.Number }),
  }),
  pix: Schema.Array(ReceivedPix),
});

export const RefundAnswer = Schema.Struct({
  id: Schema.String,
  status: Schema.Literals(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]),
  motivo: Schema.optional(Schema.String),
});
export type RefundAnswer = typeof RefundAnswer.Type;

/** Cents → the standard's money text ("\d{1,10}\.\d{2}"). */
export const pixAmount = (reais: number): string => (Math.round(reais * 100) / 100).toFixed(2);

/** The standard's money text → reais (integer cents underneath, so "10.10" is 10.1 exactly as numeric gives). */
export const reaisOf = (valor: string): number => Math.round(Number(valor) * 100) / 100;
