/** Test helpers shared by the simulators' kits. */
import { createServer, type IncomingHttpHeaders } from "node:http";
import { close, listen } from "./http-io.ts";

/** A call to a simulator's control API; the answer's body parsed (`any`: each test reads what it asked for). */
export async function controlCall(
  controlUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${controlUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export interface ReceivedWebhook {
  /** The request's path and query, as sent. */
  path: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: any;
  at: number;
}

/** A local webhook endpoint on node:http at `pathname` that records every JSON delivery and answers `status`. */
export async function webhookReceiver(pathname: string, status = 200) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      received.push({
        path: incoming.url ?? "",
        url: new URL(incoming.url ?? "/", "http://127.0.0.1"),
        headers: incoming.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
        at: Date.now(),
      });
      response.writeHead(status).end();
    });
  });
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}${pathname}`, received, close: () => close(server) };
}
