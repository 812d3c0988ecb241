/**
 * Cobrança imediata (`/cob/{txid}`) of the Pix API standard, bacen/pix-api openapi.yaml version 2.9.0.
 * Pix Saque and Pix Troco (`valor.retirada`) are not modelled: this simulator sells courses, so a body that
 * carries them is refused as an unexpected property.
 */
import { Schema } from "effect";
import {
  Chave,
  DateTime,
  Devedor,
  InfoAdicionais,
  Location,
  PayloadLocationId,
  Revisao,
  SolicitacaoPagador,
  TxId,
  Valor,
} from "./primitives.ts";
import { Pix } from "./pix-schemas.ts";

/** CobrancaStatus: the state of the record, not of the charge (an expired cob stays ATIVA). */
export const CobrancaStatus = Schema.Literals([
  "ATIVA",
  "CONCLUIDA",
  "REMOVIDA_PELO_USUARIO_RECEBEDOR",
  "REMOVIDA_PELO_PSP",
]);

/** CobExpiracao: lifetime in seconds from calendario.criacao (default 86400); zero or less is a violation. */
const Expiracao = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })));

/** CobValor: modalidadeAlteracao 1 lets the payer change the amount. */
const CobValor = {
  original: Valor,
  modalidadeAlteracao: Schema.optionalKey(Schema.Literals([0, 1])),
};

/** PayloadLocationCob: a location made beforehand with POST /loc, referenced by id. */
const PayloadLocationCob = Schema.Struct({ id: PayloadLocationId });

const CobBase = {
  chave: Chave,
  solicitacaoPagador: Schema.optionalKey(SolicitacaoPagador),
  infoAdicionais: Schema.optionalKey(InfoAdicionais),
};

/** CobSolicitada: body of PUT /cob/{txid} (and POST /cob). */
export const CobSolicitada = Schema.Struct({
  calendario: Schema.Struct({ expiracao: Schema.optionalKey(Expiracao) }),
  devedor: Schema.optionalKey(Devedor),
  loc: Schema.optionalKey(PayloadLocationCob),
  valor: Schema.Struct(CobValor),
  ...CobBase,
});
/** The brief's name for the PUT body. (The standard's own `CobPayload` is the JSON served at the location.) */
export const CobPayload = CobSolicitada;

/** CobRevisada: body of PATCH /cob/{txid}; every field optional, status may only become REMOVIDA_PELO_USUARIO_RECEBEDOR. */
export const CobRevisada = Schema.Struct({
  calendario: Schema.optionalKey(Schema.Struct({ expiracao: Schema.optionalKey(Expiracao) })),
  devedor: Schema.optionalKey(Devedor),
  loc: Schema.optionalKey(PayloadLocationCob),
  status: Schema.optionalKey(Schema.Literal("REMOVIDA_PELO_USUARIO_RECEBEDOR")),
  valor: Schema.optionalKey(
    Schema.Struct({ original: Schema.optionalKey(Valor), modalidadeAlteracao: CobValor.modalidadeAlteracao }),
  ),
  chave: Schema.optionalKey(Chave),
  solicitacaoPagador: Schema.optionalKey(SolicitacaoPagador),
  infoAdicionais: Schema.optionalKey(InfoAdicionais),
});
/** The brief's name for the PATCH body. */
export const CobPayloadRevisada = CobRevisada;

/** PayloadLocation as returned inside a cob (`txid` is listed as required by CobGerada, absent in its examples). */
export const PayloadLocation = Schema.Struct({
  id: PayloadLocationId,
  txid: Schema.optionalKey(TxId),
  location: Location,
  tipoCob: Schema.Literals(["cob", "cobv"]),
  criacao: DateTime,
});

const cobGeradaFields = {
  calendario: Schema.Struct({ criacao: DateTime, expiracao: Expiracao }),
  txid: TxId,
  revisao: Revisao,
  devedor: Schema.optionalKey(Devedor),
  loc: Schema.optionalKey(PayloadLocation),
  location: Schema.optionalKey(Location),
  status: CobrancaStatus,
  valor: Schema.Struct(CobValor),
  pixCopiaECola: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(512)))),
  ...CobBase,
};

/** CobGerada: answer of PUT (201) and PATCH (200) /cob/{txid}. */
export const CobGerada = Schema.Struct(cobGeradaFields);

/** CobCompleta: answer of GET /cob/{txid}, with the Pix received for it. */
export const CobCompleta = Schema.Struct({ ...cobGeradaFields, pix: Schema.optionalKey(Schema.Array(Pix)) });
