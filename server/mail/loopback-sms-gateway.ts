import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One SMS as the gateway received it: the JSON body and the Authorization header. */
export interface ReceivedSms {
  to: string;
  text: string;
  authorization: string | null;
}

export interface LoopbackSmsGateway {
  /** http://127.0.0.1:<port>/sms for SMS_URL. */
  url: string;
  received: ReceivedSms[];
  /** From now on, answer every message with this status (e.g. 503), or accept again (null). */
  refuse(status: number | null): void;
  close(): Promise<void>;
}

/** A real HTTP SMS gateway on a free loopback port (POST JSON {to, text}), for tests of SMS delivery. */
export async function startLoopbackSmsGateway(): Promise<LoopbackSmsGateway> {
  const received: ReceivedSms[] = [];
  let refusal: number | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/sms") {
        response.writeHead(404).end();
        return;
      }
      if (refusal !== null) {
        response.writeHead(refusal, { "Content-Type": "application/json" }).end('{"error":"refused"}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { to: string; text: string };
      received.push({ to: body.to, text: body.text, authorization: request.headers.authorization ?? null });
      response.writeHead(202, { "Content-Type": "application/json" }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    refuse: (status) => {
      refusal = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
