/**
 * Mercado Pago's webhook (ADR 057): `POST /api/payments/mercadopago/webhook?data.id={id}&type=payment`. The
 * `x-signature` is checked first (HMAC-SHA256 with the application's secret signature over the manifest built from
 * the query's data.id, the x-request-id and ts; more than 5 minutes off is a replay): anything else answers 401
 * and changes nothing. The body is never trusted — a notification only says "look again": the payment is read
 * back from the gateway and applied by mercadopago-updates.ts (idempotent, safe out of order). Topics other than
 * `payment` are acknowledged and ignored. A gateway or database failure answers 503, so Mercado Pago delivers
 * again; the reconciliation covers a gateway that gives up.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { MercadoPagoUpdates } from "./mercadopago-updates.ts";
import { MercadoPagoRefused, type MercadoPagoClient } from "./providers/mercadopago/mercadopago-client.ts";
import { mercadoPagoWebhookPath } from "./providers/mercadopago/mercadopago-gateway.ts";
import { verifyWebhookSignature } from "./providers/mercadopago/mercadopago-webhook-signature.ts";

const maxBodyBytes = 64 * 1024;

const answer = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
};

/** Drains the body (Mercado Pago sends one) without believing it; too large a body is refused. */
const drain = (request: IncomingMessage) =>
  new Promise<boolean>((resolve, reject) => {
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        resolve(false);
        request.destroy();
      }
    });
    request.on("end", () => resolve(true));
    request.on("error", reject);
  });

export function mercadoPagoWebhookStage(
  secret: string,
  client: MercadoPagoClient,
  apply: MercadoPagoUpdates,
  logger: Logger,
  now: () => Date = () => new Date(),
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? "/", "http://webhook.invalid");
    if (url.pathname !== mercadoPagoWebhookPath) return false;
    if (request.method !== "POST") {
      response.setHeader("Allow", "POST");
      answer(response, 405, { title: "Method Not Allowed", status: 405 });
      return true;
    }
    const dataId = url.searchParams.get("data.id") ?? undefined;
    const check = verifyWebhookSignature(request.headers, dataId, secret, now());
    if (!check.ok) {
      logger.warn({ reason: check.reason }, "Mercado Pago webhook refused: bad signature");
      answer(response, 401, { title: "Unauthorized", status: 401 });
      return true;
    }
    if (!(await drain(request))) {
      answer(response, 413, { title: "Payload Too Large", status: 413 });
      return true;
    }
    const topic = url.searchParams.get("type") ?? url.searchParams.get("topic");
    if (topic !== "payment" || !dataId || !/^\d{1,19}$/.test(dataId)) {
      answer(response, 200, { ignored: true });
      return true;
    }
    try {
      const payment = await client.getPayment(Number(dataId));
      const outcome = await apply(payment, "webhook");
      answer(response, 200, { outcome });
    } catch (error) {
      if (error instanceof MercadoPagoRefused && error.status === 404) {
        // Signed by our secret, yet the gateway does not know it: nothing to apply, and retrying will not help.
        logger.warn({ dataId }, "Mercado Pago webhook named a payment the gateway does not know");
        answer(response, 200, { outcome: "unknown" });
        return true;
      }
      logger.error(
        { err: error, dataId },
        "Mercado Pago webhook could not be applied; it will be delivered again",
      );
      answer(response, 503, { title: "Service Unavailable", status: 503 });
    }
    return true;
  };
}
