/** Reading requests and writing answers on node:http(s), with the redaction the request log needs. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Answer } from "./problems.ts";

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
