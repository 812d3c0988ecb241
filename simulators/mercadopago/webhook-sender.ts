/**
 * Webhook notifications signed like Mercado Pago's: POST `{url}?data.id={id}&type=payment` with a JSON body
 * (`action`, `type`, `data.id`, …), an `x-request-id` header and `x-signature: ts={ms},v1={hex}` where v1 is
 * HMAC-SHA256, keyed with the webhook secret, of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`.
 * The URL is the payment's notification_url, else the one configured for the application (--webhook-url).
 */
import { createHmac, randomUUID } from "node:crypto";
import type { GatewayState, WebhookDelivery } from "./state.ts";

export interface WebhookSenderOptions {
  state: GatewayState;
  now(): Date;
  defaultUrl?: string | undefined;
  secret: string;
  timeoutMs: number;
}

export interface WebhookSender {
  notify(
    action: "payment.created" | "payment.updated",
    paymentId: number,
    notificationUrl: string | null,
  ): Promise<WebhookDelivery | undefined>;
}

/** The signed manifest and header value for a notification (shared with the simulator's tests). */
export function signNotification(dataId: string, requestId: string, tsMs: number, secret: string): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${tsMs};`;
  return `ts=${tsMs},v1=${createHmac("sha256", secret).update(manifest).digest("hex")}`;
}

export function makeWebhookSender(options: WebhookSenderOptions): WebhookSender {
  return {
    async notify(action, paymentId, notificationUrl) {
      const base = notificationUrl ?? options.defaultUrl;
      if (!base) return undefined;
      const url = new URL(base);
      const dataId = String(paymentId);
      url.searchParams.set("data.id", dataId);
      url.searchParams.set("type", "payment");
      const at = options.now();
      const requestId = randomUUID();
      const delivery: WebhookDelivery = { at: at.toISOString(), url: url.href, action, paymentId, requestId };
      options.state.deliveries.push(delivery);
      const body = JSON.stringify({
        id: options.state.notificationId(),
        live_mode: false,
        type: "payment",
        date_created: at.toISOString(),
        user_id: 123456789,
        api_version: "v1",
        action,
        data: { id: dataId },
      });
      await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-request-id": requestId,
          "x-signature": signNotification(dataId, requestId, at.getTime(), options.secret),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          delivery.status = response.status;
        },
        (error: unknown) => (delivery.error = error instanceof Error ? error.message : String(error)),
      );
      return delivery;
    },
  };
}
