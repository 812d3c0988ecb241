/** What every handler of the gateway simulator shares. */
import type { GatewayState } from "./state.ts";
import type { WebhookSender } from "./webhook-sender.ts";

export interface GatewaySettings {
  accessToken: string;
  publicKey: string;
  /** Installments up to this many carry no interest for the payer (the seller's "parcelamento sem juros"). */
  interestFreeInstallments: number;
  maxInstallments: number;
  /** Calendar days from creation to a boleto's due date when the request names none. */
  boletoDays: number;
  /** http://127.0.0.1:port of the API, known once it listens (for the slip's external_resource_url). */
  apiOrigin: string;
}

export interface GatewayContext {
  state: GatewayState;
  settings: GatewaySettings;
  webhooks: WebhookSender;
  now(): Date;
  /** Runs a webhook delivery after the answer; stop() waits for the ones in flight. */
  background(task: Promise<unknown>): void;
}
