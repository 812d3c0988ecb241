import type { IncomingMessage, ServerResponse } from "node:http";
import { Option, Schema } from "effect";
import type { Logger } from "pino";
import { sameSecret } from "../identity/secrets.ts";
import type { PaymentLedger } from "./payment-ledger.ts";
import type { PixReceipts } from "./pix-receipts.ts";

/** Where the webhook is registered at the PSP: the secret is a path segment (ADR 048), `/pix` is the standard's. */
export const pixWebhookBasePath = "/api/payments/pix/webhook";
export const pixWebhookUrl = (publicUrl: string, secret: string) =>
  `${publicUrl.replace(/\/+$/, "")}${pixWebhookBasePath}/${encodeURIComponent(secret)}`;

/** The standard's callback body (`POST {webhookUrl}/pix`): the Pix received, as the PSP tells them. */
const WebhookBody = Schema.Struct({
  pix: Schema.Array(
    Schema.Struct({
      endToEndId: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9]{32}$/)),
      txid: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9]{1,35}$/))),
      valor: Schema.String.check(Schema.isPattern(/^\d{1,10}\.\d{2}$/)),
      horario: Schema.String.check(
        Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
      ),
    }),
  ).check(Schema.isMaxLength(1000)),
});

const maxBodyBytes = 1 << 20;

const answer = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
};

const readBody = (request: IncomingMessage) =>
  new Promise<string | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        resolve(null);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

/**
 * The PSP's webhook (Pix API standard: `POST {webhookUrl}/pix`). A wrong secret answers 401 and changes nothing;
 * a body the standard does not describe answers 400; every accepted body is written to the ledger before it is
 * acted on, then each Pix goes through the receipts (once per endToEndId). A failure answers 503 so the PSP
 * delivers again; the reconciliation covers a PSP that gives up.
 */
export function pixWebhookStage(secret: string, receive: PixReceipts, ledger: PaymentLedger, logger: Logger) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    if (!pathname.startsWith(`${pixWebhookBasePath}/`)) return false;
    const [given, tail, ...rest] = pathname.slice(pixWebhookBasePath.length + 1).split("/");
    if (rest.length > 0 || tail !== "pix" || !given || !sameSecret(decodeURIComponent(given), secret)) {
      answer(response, 401, { title: "Unauthorized", status: 401 });
      return true;
    }
    if (request.method !== "POST") {
      response.setHeader("Allow", "POST");
      answer(response, 405, { title: "Method Not Allowed", status: 405 });
      return true;
    }
    const text = await readBody(request);
    let parsed: unknown;
    try {
      parsed = text === null ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const decoded = Schema.decodeUnknownOption(WebhookBody)(parsed);
    if (Option.isNone(decoded)) {
      answer(response, 400, {
        title: "Bad Request",
        status: 400,
        detail: "The body is not the Pix API standard's webhook body ({ pix: [...] }).",
      });
      return true;
    }
    try {
      const outcomes = [];
      for (const pix of decoded.value.pix) {
        ledger.record({
          provider: "pix",
          kind: "webhook.pix",
          txid: pix.txid ?? null,
          endToEndId: pix.endToEndId,
          body: pix,
        });
        outcomes.push(await receive(pix, "webhook"));
      }
      answer(response, 200, { received: outcomes.length });
    } catch (error) {
      logger.error({ err: error }, "Pix webhook could not be applied; the PSP will deliver it again");
      answer(response, 503, { title: "Service Unavailable", status: 503 });
    }
    return true;
  };
}
