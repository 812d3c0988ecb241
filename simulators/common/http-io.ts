/**
 * The simulators' HTTP plumbing on node:http(s): reading requests, writing JSON answers, the request log's entry
 * and its redaction, the control API's listener, and starting and stopping a server on 127.0.0.1.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What a handler answers; `send` writes it as JSON. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One exchange of the API, as `GET /control/log` lists it (credentials and secrets redacted). */
export interface LogEntry {
  time: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  answer?: { status: number; body: unknown };
}

const maximumBody = 1024 * 1024;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maximumBody) {
        reject(new Error("body too large"));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** The parsed body, `undefined` when empty, or the text itself when it is not the JSON it claims to be. */
export function parseJson(text: string): { parsed: unknown; malformed: boolean } {
  if (text.trim() === "") return { parsed: undefined, malformed: false };
  try {
    return { parsed: JSON.parse(text) as unknown, malformed: false };
  } catch {
    return { parsed: text, malformed: true };
  }
}

export function send(response: ServerResponse, answer: Answer): void {
  const hasBody = answer.body !== undefined;
  const text = hasBody ? JSON.stringify(answer.body) : "";
  response.writeHead(answer.status, {
    ...(hasBody ? { "content-type": "application/json; charset=utf-8" } : {}),
    ...answer.headers,
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  response.end(text);
}

const secretHeaders = new Set(["authorization", "proxy-authorization", "cookie"]);

/** Request headers for the log, with credentials replaced by their scheme ("Basic [redacted]"). */
export function loggableHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(", ") : value;
    headers[name] = secretHeaders.has(name) ? `${text.split(" ")[0]} [redacted]` : text;
  }
  return headers;
}

/** Bodies for the log: secrets (a client secret sent in the form, an issued token) are not kept. */
export function redactSecrets(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const name of ["client_secret", "access_token"]) if (name in copy) copy[name] = "[redacted]";
  return copy;
}

/** The control APIs' own error shape (not the simulated API's): `{error, detail}`. */
export const controlFailure = (status: number, error: string, detail: string): Answer => ({
  status,
  body: { error, detail },
});

/**
 * A control API's listener around its router: a body that is not JSON is a 400 before the router sees it, and a
 * router that throws answers 500 with the message, so a test reads what went wrong instead of a hung request.
 */
export function controlListener(route: (method: string, path: string, input: unknown) => Promise<Answer>) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? "/", "http://control.invalid").pathname;
    const text = await readBody(request).catch(() => undefined);
    const { parsed, malformed } = parseJson(text ?? "");
    const answer =
      text === undefined || malformed
        ? controlFailure(400, "malformed", "the body must be JSON")
        : await route(request.method ?? "GET", path, parsed).catch((error: unknown) =>
            controlFailure(500, "internal", error instanceof Error ? error.message : String(error)),
          );
    send(response, answer);
  };
}

/** Listens on 127.0.0.1 (port 0: a free one) and resolves with the port. */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

/** Stops accepting and drops kept-alive connections, so a stop never waits on an idle client. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
