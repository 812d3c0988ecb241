/**
 * Starts the simulated Mercado Pago gateway: its API (the endpoints Sabiá uses, the test tokenizer script at
 * /js/v2 and the boleto slips) and the control API, both plain HTTP on 127.0.0.1.
 */
import { createServer } from "node:http";
import { close, listen } from "../common/http-io.ts";
import { makeApiListener } from "./api-server.ts";
import type { GatewayContext } from "./context.ts";
import { makeControlListener } from "./control-api.ts";
import { GatewayState } from "./state.ts";
import { makeWebhookSender } from "./webhook-sender.ts";

export interface MercadoPagoSimulatorOptions {
  /** 0 (default) = a free port. */
  apiPort?: number;
  controlPort?: number;
  accessToken?: string;
  publicKey?: string;
  /** Secret that signs the webhooks (x-signature). */
  webhookSecret?: string;
  /** The application's notification URL, used when a payment names no notification_url. */
  webhookUrl?: string;
  webhookTimeoutMs?: number;
  interestFreeInstallments?: number;
  maxInstallments?: number;
  /** Banking days from creation to a boleto's due date. */
  boletoDays?: number;
}

export interface MercadoPagoSimulatorReady {
  ready: true;
  /** Base URL of the API (MERCADOPAGO_BASE_URL). */
  baseUrl: string;
  /** The test tokenizer script (MERCADOPAGO_SDK_URL). */
  sdkUrl: string;
  controlUrl: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
}

export interface RunningMercadoPagoSimulator extends MercadoPagoSimulatorReady {
  stop(): Promise<void>;
}

const now = () => new Date();

export async function startMercadoPagoSimulator(
  options: MercadoPagoSimulatorOptions = {},
): Promise<RunningMercadoPagoSimulator> {
  const state = new GatewayState();
  const pending = new Set<Promise<unknown>>();
  const webhookSecret = options.webhookSecret ?? "sabia-mercadopago-webhook-secret-for-tests";
  const context: GatewayContext = {
    state,
    now,
    settings: {
      accessToken: options.accessToken ?? "TEST-0000000000000000-000000-sabia-simulator-access-token",
      publicKey: options.publicKey ?? "TEST-sabia-simulator-public-key",
      interestFreeInstallments: options.interestFreeInstallments ?? 6,
      maxInstallments: options.maxInstallments ?? 12,
      boletoDays: options.boletoDays ?? 3,
      apiOrigin: "",
    },
    webhooks: makeWebhookSender({
      state,
      now,
      defaultUrl: options.webhookUrl,
      secret: webhookSecret,
      timeoutMs: options.webhookTimeoutMs ?? 5000,
    }),
    background(task) {
      const tracked = task.catch(() => undefined).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
  };
  const apiListener = makeApiListener(context);
  const controlListener = makeControlListener(context);
  const api = createServer((request, response) => void apiListener(request, response));
  const control = createServer((request, response) => void controlListener(request, response));
  const apiPort = await listen(api, options.apiPort ?? 0);
  const controlPort = await listen(control, options.controlPort ?? 0);
  context.settings.apiOrigin = `http://127.0.0.1:${apiPort}`;
  return {
    ready: true,
    baseUrl: context.settings.apiOrigin,
    sdkUrl: `${context.settings.apiOrigin}/js/v2`,
    controlUrl: `http://127.0.0.1:${controlPort}/control`,
    accessToken: context.settings.accessToken,
    publicKey: context.settings.publicKey,
    webhookSecret,
    async stop() {
      await Promise.all(pending);
      await Promise.all([close(api), close(control)]);
    },
  };
}
