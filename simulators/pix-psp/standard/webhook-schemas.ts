/**
 * Webhook Pix (`/webhook/{chave}` and its callback `{webhookUrl}/pix`) of the Pix API standard,
 * bacen/pix-api openapi.yaml version 2.9.0.
 */
import { Schema } from "effect";
import { Chave, Cnpj, DateTime } from "./primitives.ts";
import { Pix } from "./pix-schemas.ts";

/** `format: uri`; the simulator takes http as well as https so that tests can listen on plain node:http. */
export const WebhookUrl = Schema.String.pipe(
  Schema.check(
    Schema.isMaxLength(2048),
    Schema.makeFilter((value: string) => {
      const url = URL.parse(value);
      return (
        (url !== null && (url.protocol === "https:" || url.protocol === "http:")) || "Expected an http(s) URI"
      );
    }),
  ),
);

/** WebhookSolicitado: body of PUT /webhook/{chave}. */
export const WebhookSolicitado = Schema.Struct({ webhookUrl: WebhookUrl });

/**
 * WebhookCompleto: answer of GET /webhook/{chave}. The schema requires `cnpj` while its example carries `chave`
 * and no `cnpj`; both are optional here, and the simulator answers with `chave`.
 */
export const WebhookCompleto = Schema.Struct({
  webhookUrl: WebhookUrl,
  chave: Schema.optionalKey(Chave),
  cnpj: Schema.optionalKey(Cnpj),
  criacao: DateTime,
});

/** WebhookPixBody: what the PSP POSTs to `{webhookUrl}/pix` when Pix with a txid are received. */
export const WebhookPixBody = Schema.Struct({ pix: Schema.Array(Pix) });

/** Path parameter {chave} of /webhook/{chave}. */
export const WebhookChave = Chave;
