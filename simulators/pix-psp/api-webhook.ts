/** PUT, GET and DELETE /webhook/{chave}: where the simulator sends the Pix it receives for the receiver's key. */
import { Schema } from "effect";
import type { PixPspContext } from "./context.ts";
import { type Answer, decode, ok, problem, type ViolationContext } from "./problems.ts";
import { WebhookChave, WebhookSolicitado } from "./standard/webhook-schemas.ts";

const webhookInvalid: ViolationContext = {
  tipo: "WebhookOperacaoInvalida",
  title: "Webhook inválido.",
  detail:
    "A presente requisição busca criar um webhook sem respeitar o _schema_ ou, ainda, com sentido semanticamente inválido.",
};
const webhookNotFound = (): Answer =>
  problem(
    404,
    "WebhookNaoEncontrado",
    "Webhook não encontrado.",
    "O webhook denotado por {chave} não encontra-se estabelecido.",
  );
const checkChave = (chave: string) =>
  decode(Schema.Struct({ chave: WebhookChave }), { chave }, webhookInvalid);

export function putWebhook(chave: string, body: unknown, context: PixPspContext): Answer {
  const request = decode(
    Schema.Struct({ chave: WebhookChave, webhook: WebhookSolicitado }),
    { chave, webhook: body },
    webhookInvalid,
  );
  if (request.answer) return request.answer;
  const decoded = { value: request.value.webhook };
  if (chave !== context.settings.receiverKey) {
    return problem(400, webhookInvalid.tipo, webhookInvalid.title, webhookInvalid.detail, [
      {
        razao: "O parâmetro {chave} não corresponde a uma chave DICT pertencente a este usuário recebedor.",
        propriedade: "chave",
      },
    ]);
  }
  const criacao = context.state.webhooks.get(chave)?.criacao ?? context.clock.now().toISOString();
  context.state.webhooks.set(chave, { chave, webhookUrl: decoded.value.webhookUrl, criacao });
  return ok(200);
}

export function getWebhook(chave: string, context: PixPspContext): Answer {
  const path = checkChave(chave);
  if (path.answer) return path.answer;
  const webhook = context.state.webhooks.get(chave);
  return webhook
    ? ok(200, { webhookUrl: webhook.webhookUrl, chave, criacao: webhook.criacao })
    : webhookNotFound();
}

export function deleteWebhook(chave: string, context: PixPspContext): Answer {
  const path = checkChave(chave);
  if (path.answer) return path.answer;
  return context.state.webhooks.delete(chave) ? ok(204) : webhookNotFound();
}
