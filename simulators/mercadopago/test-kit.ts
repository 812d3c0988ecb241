/**
 * Helpers for tests that need the gateway simulator: the documented Brazilian test cards, a card token made the
 * way the browser makes it, the control API, and a webhook receiver that keeps headers, query and body.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { RunningMercadoPagoSimulator } from "./mercadopago-simulator.ts";

/** Mercado Pago's Brazilian test cards (Checkout API "Test cards"): any future expiry, CVV 123 (Amex 1234). */
export const testCards = {
  master: "5031433215406351",
  visa: "4235647728025682",
  amex: "375365153556885",
} as const;
export const testCpf = "12345678909";

export async function cardToken(
  simulator: RunningMercadoPagoSimulator,
  cardholderName: string,
  cardNumber: string = testCards.master,
): Promise<string> {
  const response = await fetch(`${simulator.baseUrl}/v1/card_tokens?public_key=${simulator.publicKey}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      card_number: cardNumber,
      security_code: cardNumber.startsWith("37") ? "1234" : "123",
      expiration_month: 11,
      expiration_year: new Date().getUTCFullYear() + 2,
      cardholder: { name: cardholderName, identification: { type: "CPF", number: testCpf } },
    }),
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id)
    throw new Error(`card token: ${response.status} ${JSON.stringify(body)}`);
  return body.id;
}

export async function control(
  simulator: RunningMercadoPagoSimulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${simulator.controlUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export interface ReceivedWebhook {
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** A local webhook endpoint that records every notification and answers 200. */
export async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      received.push({
        url: new URL(incoming.url ?? "/", "http://127.0.0.1"),
        headers: incoming.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/mercadopago/webhook`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
