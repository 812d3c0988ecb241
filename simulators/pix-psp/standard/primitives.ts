/**
 * Building blocks of the Central Bank's Pix API standard ("API Pix", bacen/pix-api, openapi.yaml version 2.9.0,
 * components/schemas), written as Effect Schemas. The standard writes its patterns unanchored
 * (`[a-zA-Z0-9]{26,35}`); they describe the whole value, so here they are anchored.
 */
import { Schema } from "effect";

/** The release of the standard these schemas were written from (info.version of openapi.yaml). */
export const pixApiStandardVersion = "2.9.0";

const pattern = (regex: RegExp) => Schema.String.pipe(Schema.check(Schema.isPattern(regex)));
const bounded = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));

/** TxId of a cobrança imediata: 26 to 35 letters and digits, chosen by the receiving user. */
export const TxId = pattern(/^[a-zA-Z0-9]{26,35}$/);
/** The txid as it appears on a received Pix and in the GET /pix filter: 1 to 35 letters and digits. */
export const PixTxId = pattern(/^[a-zA-Z0-9]{1,35}$/);
/** EndToEndIdentification of the pacs.008: exactly 32 letters and digits. */
export const EndToEndId = pattern(/^[a-zA-Z0-9]{32}$/);
/** ReturnIdentification of the pacs.004: exactly 32 letters and digits. */
export const RtrId = pattern(/^[a-zA-Z0-9]{32}$/);
/** Id the client gives a devolução: 1 to 35 letters and digits. */
export const DevolucaoId = pattern(/^[a-zA-Z0-9]{1,35}$/);
/** Money: decimal point, two decimals, no thousands separator ("1.00", "123456789.23"). */
export const Valor = pattern(/^\d{1,10}\.\d{2}$/);
export const Cpf = pattern(/^\d{11}$/);
export const Cnpj = pattern(/^[0-9A-Z]{14}$/);
/** DICT key of the receiver (phone, e-mail, CPF/CNPJ or EVP). */
export const Chave = bounded(77);
export const Nome = bounded(200);
export const SolicitacaoPagador = bounded(140);
/** Location of the payload: a URI without scheme, at most 77 characters. */
export const Location = bounded(77);
/** `revisao`: starts at zero, grows by one. */
export const Revisao = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));
/** `id` of a location (int64). */
export const PayloadLocationId = Schema.Int;

const rfc3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/** `format: date-time`, which the standard says respects RFC 3339. */
export const DateTime = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        (rfc3339.test(value) && !Number.isNaN(Date.parse(value))) || "Expected an RFC 3339 date-time",
    ),
  ),
);

/** PessoaFisica / PessoaJuridica: the devedor of a cobrança. */
export const PessoaFisica = Schema.Struct({ cpf: Cpf, nome: Nome });
export const PessoaJuridica = Schema.Struct({ cnpj: Cnpj, nome: Nome });
export const Devedor = Schema.Union([PessoaFisica, PessoaJuridica]);

/** infoAdicionais: at most 50 pairs shown to the payer. */
export const InfoAdicionais = Schema.Array(Schema.Struct({ nome: bounded(50), valor: bounded(200) })).pipe(
  Schema.check(Schema.isMaxLength(50)),
);
