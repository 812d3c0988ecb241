/**
 * Helpers for tests that need the gateway simulator: the documented Brazilian test cards, a card token made the
 * way the browser makes it, the control API, and a webhook receiver that keeps headers, query and body.
 */
import type { RunningMercadoPagoSimulator } from "./mercadopago-simulator.ts";
import { controlCall, webhookReceiver as receiveWebhooks } from "../common/test-kit.ts";

export type { ReceivedWebhook } from "../common/test-kit.ts";

/** Mercado Pago's Brazilian test cards (Checkout API "Test cards"): any future expiry, CVV 123 (Amex 1234). */
export const testCards = {
  master: "5031433215406351",
  visa: "4235647728025682",
  amex: "375365153556885",
} as const;
export const testCpf = "12345678909";

/** A payer's address as a registered boleto needs it (the tests' one address). */
export const testAddress = {
  zipCode: "01310100",
  streetName: "Avenida Paulista",
  streetNumber: "1000",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  federalUnit: "SP",
};

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

export const control = (
  simulator: RunningMercadoPagoSimulator,
  method: string,
  path: string,
  body?: unknown,
) => controlCall(simulator.controlUrl, method, path, body);

/** A local webhook endpoint at Sabiá's webhook path that records every notification and answers 200. */
export const webhookReceiver = () => receiveWebhooks("/api/payments/mercadopago/webhook");
