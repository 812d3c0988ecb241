import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | undefined;
  /** The address the connection leaves from: another loopback address (127.0.0.2…) is another client IP. */
  localAddress?: string;
}

/**
 * One exchange through node:http(s), for tests that need what fetch does not do: send the Host header they are
 * given (fetch sends the URL's own), leave from a chosen local address, accept a self-signed certificate (the
 * fleet's nginx), and never follow a redirect.
 */
export function rawRequest(
  url: string,
  { method = "GET", headers = {}, body, localAddress }: RawRequestOptions = {},
): Promise<RawAnswer> {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { method, headers, ...(localAddress ? { localAddress } : {}), rejectUnauthorized: false, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
