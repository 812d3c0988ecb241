import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Requests no stage of the site can serve, answered before any of them runs (issue 25): each of these once
 * reached code that builds a WHATWG Request or URL from it and answered 500.
 * - A method outside the ones the site serves (TRACE, PROPFIND…): 405 with Allow. The fetch standard refuses
 *   to build a TRACE request at all.
 * - A request target that is not a path: absolute-form (`GET http://evil/ HTTP/1.1`, what a proxy receives; this
 *   server is none) and asterisk-form (`OPTIONS *`): 400.
 * - A body a form route cannot read (pageBodyRefusal): 415 before the page's action runs.
 * Under /api the answer is the API's problem+json; elsewhere a short plain text.
 */
export const servedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allow = servedMethods.join(", ");

/** The content types a page action (React Router's request.formData()) can read. */
const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

interface Refusal {
  status: 400 | 405 | 415;
  title: string;
  detail: string;
  headers?: Record<string, string>;
}

/** The path a request target names, for deciding how to answer (null for `*` and the like). */
function pathOf(target: string): string | null {
  if (target.startsWith("/")) return target.split("?")[0] ?? "/";
  if (!/^https?:\/\//i.test(target)) return null;
  return URL.canParse(target) ? new URL(target).pathname : null;
}

/** Why a request must not reach any stage, or null when it may. */
export function requestRefusal(request: IncomingMessage): Refusal | null {
  const target = request.url ?? "";
  if (!target.startsWith("/"))
    return {
      status: 400,
      title: "Bad Request",
      detail: "The request target must be a path (origin-form, RFC 9112 §3.2.1).",
    };
  if (!(servedMethods as readonly string[]).includes(request.method ?? ""))
    return {
      status: 405,
      title: "Method Not Allowed",
      detail: `The method ${request.method} is not served here.`,
      headers: { Allow: allow },
    };
  return null;
}

/** Whether a request carries a body (declared length above 0, or chunked). */
const hasBody = (request: IncomingMessage) =>
  Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;

/**
 * A page request (not /api, not a file) that sends a body only a form can be: anything but
 * application/x-www-form-urlencoded or multipart/form-data is 415 (a JSON body made the action's formData() throw).
 */
export function pageBodyRefusal(request: IncomingMessage): Refusal | null {
  const method = request.method ?? "GET";
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const type = request.headers["content-type"];
  if (type === undefined ? !hasBody(request) : formTypes.test(type)) return null;
  return {
    status: 415,
    title: "Unsupported Media Type",
    detail: "A form is sent as application/x-www-form-urlencoded or multipart/form-data.",
    headers: { "Accept-Post": "application/x-www-form-urlencoded, multipart/form-data" },
  };
}

/** Writes a refusal: problem+json under /api (and to clients that ask for JSON), plain text elsewhere. */
export function answerRefusal(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  const path = pathOf(request.url ?? "");
  const json = path?.startsWith("/api/") || /json/i.test(request.headers.accept ?? "");
  // The body is not read: the connection closes after this answer rather than parse what follows as a request.
  response.writeHead(refusal.status, {
    ...refusal.headers,
    "Content-Type": json ? "application/problem+json" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "close",
  });
  response.end(
    json
      ? JSON.stringify({
          type: "about:blank",
          status: refusal.status,
          title: refusal.title,
          detail: refusal.detail,
        })
      : `${refusal.status} ${refusal.title}: ${refusal.detail}\n`,
  );
}

/** Methods a page answers. */
const pageMethods = "GET, HEAD, POST, OPTIONS";

/**
 * Just before a page renders: OPTIONS is answered here (204 with Allow; React Router logs it as an invalid
 * method), and a body a form cannot be is refused (pageBodyRefusal). True when the request was answered.
 */
export function answerOddPageRequest(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method === "OPTIONS") {
    response.writeHead(204, { Allow: pageMethods, "Cache-Control": "no-store" });
    response.end();
    return true;
  }
  const refusal = pageBodyRefusal(request);
  if (refusal) answerRefusal(request, response, refusal);
  return refusal !== null;
}

/** The first stage of the pipeline: refuses what no later stage can serve. */
export async function requestGuardStage(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const refusal = requestRefusal(request);
  if (!refusal) return false;
  answerRefusal(request, response, refusal);
  return true;
}

/**
 * CONNECT never reaches a request listener: Node hands its socket to the server's "connect" event and, with no
 * listener, drops the connection without an answer. This server is no proxy: 405, then the socket closes.
 */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  const body = "405 Method Not Allowed: this server is not a proxy.\n";
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${servedMethods.join(", ")}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
