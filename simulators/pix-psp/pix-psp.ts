/**
 * Starts the simulated Pix PSP: the Pix API over mutual TLS (the client must present a certificate signed by
 * the simulator's CA) and the control API on plain HTTP, both on 127.0.0.1.
 */
import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { join } from "node:path";
import { close, listen } from "../common/http-io.ts";
import { makeApiListener } from "./api-server.ts";
import { ensureCertificates } from "./certificates.ts";
import { ControlledClock } from "./clock.ts";
import { makeControlListener } from "./control-api.ts";
import type { PixPspContext } from "./context.ts";
import { makeIdSource } from "./ids.ts";
import { PixPspState } from "./state.ts";
import { makeWebhookSender } from "./webhook-sender.ts";

export interface PixPspOptions {
  /** 0 (default) = a free port. */
  apiPort?: number;
  controlPort?: number;
  /** Where the CA, server and client certificates live (made when missing). */
  certDir?: string;
  clientId?: string;
  clientSecret?: string;
  tokenLifetimeSeconds?: number;
  /** Webhook of the receiver key until a PUT /v2/webhook/{chave} sets another. */
  webhookUrl?: string;
  /** PEM file trusted for https webhooks (besides the system's). */
  webhookCaFile?: string;
  webhookTimeoutMs?: number;
  merchantName?: string;
  merchantCity?: string;
  receiverKey?: string;
  /** Devoluções settle as DEVOLVIDO after this delay; by default only the control API settles them. */
  autoSettleRefundsMs?: number;
  /** Makes endToEndIds, rtrIds and locations repeat from run to run. */
  seed?: number;
}

export interface PixPspReady {
  ready: true;
  apiUrl: string;
  tokenUrl: string;
  controlUrl: string;
  caFile: string;
  clientCertFile: string;
  clientKeyFile: string;
  clientId: string;
  clientSecret: string;
  receiverKey: string;
}

export interface RunningPixPsp extends PixPspReady {
  stop(): Promise<void>;
}

export const defaultCertDir = join(import.meta.dirname, ".certificates");

export async function startPixPsp(options: PixPspOptions = {}): Promise<RunningPixPsp> {
  const certificates = ensureCertificates(options.certDir ?? defaultCertDir);
  const [ca, serverCert, serverKey] = [
    certificates.caFile,
    certificates.serverCertFile,
    certificates.serverKeyFile,
  ].map((file) => readFileSync(file));
  const clock = new ControlledClock();
  const state = new PixPspState();
  const timers = new Set<NodeJS.Timeout>();
  const oauth = {
    clientId: options.clientId ?? "sabia-pix-client",
    clientSecret: options.clientSecret ?? "sabia-pix-secret",
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
  };
  const context: PixPspContext = {
    state,
    clock,
    ids: makeIdSource({ seed: options.seed, payerIspb: "00000000", pspIspb: "99999999" }),
    settings: {
      merchantName: options.merchantName ?? "Sabia Cursos",
      merchantCity: options.merchantCity ?? "Sao Paulo",
      receiverKey: options.receiverKey ?? "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
      locationHost: "127.0.0.1",
      autoSettleRefundsMs: options.autoSettleRefundsMs,
    },
    webhooks: makeWebhookSender({
      state,
      clock,
      defaultUrl: options.webhookUrl,
      ca: options.webhookCaFile ? readFileSync(options.webhookCaFile) : undefined,
      clientCert: serverCert,
      clientKey: serverKey,
      timeoutMs: options.webhookTimeoutMs ?? 5000,
    }),
    later(ms, task) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        task();
      }, ms);
      timers.add(timer);
    },
  };
  const apiListener = makeApiListener(context, oauth);
  const controlListener = makeControlListener(context);
  const api = createHttpsServer(
    { key: serverKey, cert: serverCert, ca, requestCert: true, rejectUnauthorized: true },
    (request, response) => void apiListener(request, response),
  );
  const controlServer = createHttpServer((request, response) => void controlListener(request, response));
  const apiPort = await listen(api, options.apiPort ?? 0);
  const controlPort = await listen(controlServer, options.controlPort ?? 0);
  context.settings.locationHost = `127.0.0.1:${apiPort}`;
  return {
    ready: true,
    apiUrl: `https://127.0.0.1:${apiPort}/v2`,
    tokenUrl: `https://127.0.0.1:${apiPort}/oauth/token`,
    controlUrl: `http://127.0.0.1:${controlPort}/control`,
    caFile: certificates.caFile,
    clientCertFile: certificates.clientCertFile,
    clientKeyFile: certificates.clientKeyFile,
    clientId: oauth.clientId,
    clientSecret: oauth.clientSecret,
    receiverKey: context.settings.receiverKey,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([close(api), close(controlServer)]);
    },
  };
}
