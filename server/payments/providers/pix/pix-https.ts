import { readFileSync } from "node:fs";
import { Agent, request } from "node:https";

/** How the merchant proves itself to its PSP: mutual TLS with its certificate, trusting the PSP's CA. */
export interface MutualTls {
  certFile: string;
  keyFile: string;
  /** The PSP's CA (PEM); the system's CAs when unset. */
  caFile: string | undefined;
}

export interface HttpsAnswer {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON, or null when empty. */
  body: unknown;
}

/** The PSP could not be reached or did not answer in time: nothing is known of what it did. */
export class PixUnreachable extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`the Pix PSP could not be reached: ${reason}`);
    this.reason = reason;
    this.name = "PixUnreachable";
  }
}

export type HttpsCall = (call: {
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: string;
  headers?: Record<string, string>;
  /** Sent as is (a form) or as JSON (anything else). */
  body?: string | object;
}) => Promise<HttpsAnswer>;

/**
 * One keep-alive agent per PSP: every call (OAuth token included) presents the merchant's certificate, as the
 * Pix API standard requires, and fails after `timeoutMs` rather than holding a checkout open.
 */
export function mutualTlsClient(tls: MutualTls, timeoutMs: number): HttpsCall {
  const agent = new Agent({
    cert: readFileSync(tls.certFile),
    key: readFileSync(tls.keyFile),
    ...(tls.caFile ? { ca: readFileSync(tls.caFile) } : {}),
    keepAlive: true,
    maxSockets: 16,
  });
  return ({ method, url, headers = {}, body }) =>
    new Promise<HttpsAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
      const outgoing = request(
        url,
        {
          method,
          agent,
          headers: {
            accept: "application/json",
            ...(payload !== undefined && typeof body !== "string"
              ? { "content-type": "application/json" }
              : {}),
            ...(payload !== undefined ? { "content-length": Buffer.byteLength(payload) } : {}),
            ...headers,
          },
          timeout: timeoutMs,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", (error) => reject(new PixUnreachable(error.message)));
          incoming.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = text === "" ? null : text;
            try {
              if (text !== "") parsed = JSON.parse(text);
            } catch {
              // Not JSON (a proxy's error page): kept as text for the ledger.
            }
            resolve({ status: incoming.statusCode ?? 0, body: parsed });
          });
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on("error", (error) =>
        reject(error instanceof PixUnreachable ? error : new PixUnreachable(error.message)),
      );
      outgoing.end(payload);
    });
}
