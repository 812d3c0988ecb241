import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request written out by hand over a plain TCP connection and reads the answer until the server closes
 * it. fetch and node:http cannot send what these tests need: a TRACE, an absolute-form or `*` request target.
 * The request should say `Connection: close`.
 */
export function rawRequest(baseUrl: string, text: string, timeoutMs = 30_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on("connect", () => socket.write(text));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A server that answers (431, 400) and closes while the request is still being written resets the
    // connection: what it answered before that still counts (the close below reads it); nothing at all fails.
    socket.on("error", (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const headEnd = raw.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = raw.slice(0, headEnd === -1 ? raw.length : headEnd).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const rest = headEnd === -1 ? "" : raw.slice(headEnd + 4);
      const payload = headers["transfer-encoding"] === "chunked" ? dechunk(rest) : rest;
      const body = Buffer.from(payload, "latin1").toString("utf8");
      resolve({ status, headers, body });
    });
  });
}

/** A request with `Host` and `Connection: close`, and a body with its length when one is given. */
export function rawText(
  requestLine: string,
  host: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): string {
  const lines = [requestLine, `Host: ${host}`, "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
}

/** The payload of a chunked body (chunk extensions and trailers ignored). */
function dechunk(text: string): string {
  let payload = "";
  let at = 0;
  while (at < text.length) {
    const lineEnd = text.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(text.slice(at, lineEnd), 16);
    if (!(size > 0)) break;
    payload += text.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  return payload;
}
