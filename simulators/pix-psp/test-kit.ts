/**
 * Helpers for the simulator's own tests: a started simulator with throw-away certificates and a fixed seed, an
 * mTLS client, the control API, and a local webhook receiver on node:http.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PixPspOptions, type RunningPixPsp, startPixPsp } from "./pix-psp.ts";
import { controlCall, webhookReceiver as receiveWebhooks } from "../common/test-kit.ts";

export const testSeed = 20_260_101;
export const txidOf = (n: number) => `sabiatest${String(n).padStart(20, "0")}`;

export async function startForTest(options: PixPspOptions = {}): Promise<RunningPixPsp> {
  const certDir = mkdtempSync(join(tmpdir(), "pix-psp-certs-"));
  const psp = await startPixPsp({ certDir, seed: testSeed, ...options });
  return { ...psp, stop: () => psp.stop().finally(() => rmSync(certDir, { recursive: true, force: true })) };
}

export interface HttpAnswer {
  status: number;
  headers: IncomingMessage["headers"];
  body: any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** false = no client certificate; or other PEM files to present. */
  identity?: false | { cert: string; key: string };
  timeoutMs?: number;
}

/** One HTTPS call to the simulator, trusting its CA and presenting the merchant certificate by default. */
export function call(psp: RunningPixPsp, url: string, options: CallOptions = {}): Promise<HttpAnswer> {
  const identity = options.identity ?? { cert: psp.clientCertFile, key: psp.clientKeyFile };
  const text =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  const headers = {
    ...(text !== undefined && typeof options.body !== "string" ? { "content-type": "application/json" } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: options.method ?? "GET",
      headers,
      ca: readFileSync(psp.caFile),
      ...(identity ? { cert: readFileSync(identity.cert), key: readFileSync(identity.key) } : {}),
      timeout: options.timeoutMs ?? 5000,
    });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: raw ? JSON.parse(raw) : undefined,
        });
      });
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
    outgoing.on("error", reject);
    outgoing.end(text);
  });
}

export async function tokenFor(psp: RunningPixPsp, scope?: string): Promise<string> {
  const answer = await call(psp, psp.tokenUrl, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: `grant_type=client_credentials${scope ? `&scope=${encodeURIComponent(scope)}` : ""}`,
  });
  if (answer.status !== 200) throw new Error(`token: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.access_token as string;
}

/** A client with a token: `api("PUT", "/cob/…", body)`. */
export async function apiClient(psp: RunningPixPsp) {
  const token = await tokenFor(psp);
  return (method: string, path: string, body?: unknown) =>
    call(psp, `${psp.apiUrl}${path}`, { method, body, headers: { authorization: `Bearer ${token}` } });
}

export const control = (psp: RunningPixPsp, method: string, path: string, body?: unknown) =>
  controlCall(psp.controlUrl, method, path, body);

export const cobBody = (psp: RunningPixPsp, original = "149.90", expiracao = 180) => ({
  calendario: { expiracao },
  valor: { original },
  chave: psp.receiverKey,
  solicitacaoPagador: "Curso de Ventilação Mecânica",
});

/** A webhook receiver that records what it gets and answers `status`. */
export const webhookReceiver = (status = 200) => receiveWebhooks("/hooks/pix-psp", status);
