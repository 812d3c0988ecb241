import { HttpBody, HttpServerResponse } from "effect/http";

/** `retryAfterSeconds` of a problem body, when it is one with a positive wait. */
function waitOf(body: Uint8Array): number | null {
  const text = new TextDecoder().decode(body);
  const match = /"retryAfterSeconds"\s*:\s*(\d+)/.exec(text);
  const seconds = match ? Number(match[1]) : 0;
  return seconds > 0 ? seconds : null;
}

/**
 * Every 429 problem says how long to wait in its body (`retryAfterSeconds`); HTTP clients, proxies and
 * crawlers read it from the `Retry-After` header (RFC 9110 §10.2.3), so the API's answers carry both.
 */
export function withRetryAfter(response: HttpServerResponse.HttpServerResponse) {
  if (response.status !== 429 || !(response.body instanceof HttpBody.Uint8Array)) return response;
  const seconds = waitOf(response.body.body);
  return seconds === null ? response : HttpServerResponse.setHeader(response, "retry-after", String(seconds));
}
