/**
 * The Webhook Pix callback: POST `{webhookUrl}/pix` with `{"pix": [...]}` (the standard appends "/pix" to the
 * registered URL as written, so a URL ending in a query such as "?ignorar=" keeps working, as some PSPs advise).
 * http or https by the URL; over https the simulator presents its own certificate, as PSPs call webhooks with mTLS.
 * Every attempt is recorded with the status the webhook answered or the error met.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { ControlledClock } from "./clock.ts";
import type { PixPayment, PixPspState, WebhookDelivery } from "./state.ts";

export interface WebhookSenderOptions {
  state: PixPspState;
  clock: ControlledClock;
  /** URL used for the receiver key when no PUT /webhook/{chave} registered one. */
  defaultUrl?: string | undefined;
  /** Trust for https webhooks (PEM), plus the certificate the simulator presents. */
  ca?: Buffer | undefined;
  clientCert?: Buffer | undefined;
  clientKey?: Buffer | undefined;
  timeoutMs: number;
}

export interface WebhookSender {
  /** Sends the Pix to the webhook of `chave`; resolves with the recorded attempt, or undefined when none is set. */
  deliver(
    reason: WebhookDelivery["reason"],
    chave: string,
    pix: PixPayment[],
  ): Promise<WebhookDelivery | undefined>;
}

function post(url: URL, body: string, options: WebhookSenderOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    const settings = { method: "POST", headers, timeout: options.timeoutMs };
    const request =
      url.protocol === "https:"
        ? httpsRequest(url, { ...settings, ca: options.ca, cert: options.clientCert, key: options.clientKey })
        : httpRequest(url, settings);
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

export function makeWebhookSender(options: WebhookSenderOptions): WebhookSender {
  return {
    async deliver(reason, chave, pix) {
      const registered = options.state.webhooks.get(chave)?.webhookUrl ?? options.defaultUrl;
      if (!registered) return undefined;
      const url = `${registered}/pix`;
      const delivery: WebhookDelivery = {
        at: options.clock.now().toISOString(),
        url,
        reason,
        endToEndIds: pix.map((payment) => payment.endToEndId),
      };
      options.state.deliveries.push(delivery);
      await post(new URL(url), JSON.stringify({ pix }), options).then(
        (status) => (delivery.status = status),
        (error: unknown) => (delivery.error = error instanceof Error ? error.message : String(error)),
      );
      return delivery;
    },
  };
}
