/**
 * Pix received and devoluções (`/pix`, `/pix/{e2eid}`, `/pix/{e2eid}/devolucao/{id}`) of the Pix API standard,
 * bacen/pix-api openapi.yaml version 2.9.0.
 */
import { Schema } from "effect";
import { Chave, Cnpj, Cpf, DateTime, DevolucaoId, EndToEndId, PixTxId, RtrId, Valor } from "./primitives.ts";

const bounded = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));

export const DevolucaoStatus = Schema.Literals(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]);

/** DevolucaoSolicitada: body of PUT /pix/{e2eid}/devolucao/{id}. */
export const DevolucaoSolicitada = Schema.Struct({
  valor: Valor,
  natureza: Schema.optionalKey(Schema.Literals(["ORIGINAL", "RETIRADA"])),
  descricao: Schema.optionalKey(bounded(140)),
});

/** Devolucao: answer of PUT (201) and GET of a devolução, and an item of Pix.devolucoes. */
export const Devolucao = Schema.Struct({
  id: DevolucaoId,
  rtrId: RtrId,
  valor: Valor,
  natureza: Schema.optionalKey(
    Schema.Literals(["ORIGINAL", "RETIRADA", "MED_OPERACIONAL", "MED_FRAUDE", "MED_PIX_AUTOMATICO"]),
  ),
  descricao: Schema.optionalKey(bounded(140)),
  horario: Schema.Struct({
    solicitacao: Schema.optionalKey(DateTime),
    liquidacao: Schema.optionalKey(DateTime),
  }),
  status: DevolucaoStatus,
  motivo: Schema.optionalKey(bounded(140)),
});

/** componentesValor: only `original` is produced here (no saque, troco, juros, multa, desconto, abatimento). */
const ComponentesValor = Schema.Struct({ original: Schema.optionalKey(Schema.Struct({ valor: Valor })) });

/** Pix: a payment received. */
export const Pix = Schema.Struct({
  endToEndId: EndToEndId,
  txid: Schema.optionalKey(PixTxId),
  valor: Valor,
  componentesValor: Schema.optionalKey(ComponentesValor),
  chave: Schema.optionalKey(Chave),
  horario: DateTime,
  infoPagador: Schema.optionalKey(bounded(140)),
  devolucoes: Schema.optionalKey(Schema.Array(Devolucao)),
});

/** Paginacao of a list answer. */
export const Paginacao = Schema.Struct({
  paginaAtual: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
  itensPorPagina: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
  quantidadeDePaginas: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
  quantidadeTotalDeItens: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
});

/** ParametrosConsultaPix: the filters echoed back by GET /pix. */
export const ParametrosConsultaPix = Schema.Struct({
  inicio: DateTime,
  fim: DateTime,
  txid: Schema.optionalKey(PixTxId),
  txIdPresente: Schema.optionalKey(Schema.Boolean),
  devolucaoPresente: Schema.optionalKey(Schema.Boolean),
  cpf: Schema.optionalKey(Cpf),
  cnpj: Schema.optionalKey(Cnpj),
  paginacao: Paginacao,
});

/** PixConsultados: answer of GET /pix. (The standard lists `cobs` as required here, a slip for `pix`.) */
export const PixConsultados = Schema.Struct({ parametros: ParametrosConsultaPix, pix: Schema.Array(Pix) });

const booleanParam = Schema.Literals(["true", "false"]);
const integerParam = (minimum: number, maximum: number) =>
  Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })));

/** The query string of GET /pix, as the standard's parameters list it (values arrive as strings). */
export const PixListQuery = Schema.Struct({
  inicio: DateTime,
  fim: DateTime,
  txid: Schema.optionalKey(PixTxId),
  txIdPresente: Schema.optionalKey(booleanParam),
  devolucaoPresente: Schema.optionalKey(booleanParam),
  cpf: Schema.optionalKey(Cpf),
  cnpj: Schema.optionalKey(Cnpj),
  "paginacao.paginaAtual": Schema.optionalKey(integerParam(0, 2_147_483_647)),
  "paginacao.itensPorPagina": Schema.optionalKey(integerParam(1, 1000)),
});
