/**
 * The request listener of the simulated Mercado Pago API: routing, credentials (the access token as a Bearer
 * token; the public key in the query for what the browser calls), CORS for the browser's calls, body parsing, and
 * a log entry for every request with the answer it got — card numbers and security codes masked in the log.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggableHeaders, parseJson, readBody, send } from "../common/http-io.ts";
import { createCardToken, listInstallments } from "./api-cards.ts";
import { createPayment, getPayment, refundPayment } from "./api-payments.ts";
import { slipPage } from "./boleto.ts";
import type { GatewayContext } from "./context.ts";
import { type Answer, apiError, badRequest, notFound, unauthorized } from "./errors.ts";
import type { LogEntry } from "./state.ts";
import { tokenizerScript } from "./tokenizer-script.ts";

interface Call {
  id: string;
  query: Record<string, string>;
  body: unknown;
  idempotencyKey: string | undefined;
}

interface Route {
  method: string;
  path: RegExp;
  /** "access": Bearer access token; "public": the public key in the query (browser), or the access token. */
  credentials: "access" | "public";
  run(call: Call, context: GatewayContext): Answer;
}

const routes: Route[] = [
  {
    method: "POST",
    path: /^\/v1\/card_tokens$/,
    credentials: "public",
    run: (c, x) => createCardToken(c.body, x),
  },
  {
    method: "GET",
    path: /^\/v1\/payment_methods\/installments$/,
    credentials: "public",
    run: (c, x) => listInstallments(c.query, x),
  },
  {
    method: "POST",
    path: /^\/v1\/payments$/,
    credentials: "access",
    run: (c, x) => createPayment(c.body, c.idempotencyKey, x),
  },
  {
    method: "GET",
    path: /^\/v1\/payments\/(\d+)$/,
    credentials: "access",
    run: (c, x) => getPayment(c.id, x),
  },
  {
    method: "POST",
    path: /^\/v1\/payments\/(\d+)\/refunds$/,
    credentials: "access",
    run: (c, x) => refundPayment(c.id, c.body, c.idempotencyKey, x),
  },
];

const browserPaths = /^\/v1\/(card_tokens|payment_methods\/installments)$/;
const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  "access-control-max-age": "600",
};

/** Card numbers and security codes never stay in the log: the first six and last four digits remain. */
export function maskCard(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (typeof copy["card_number"] === "string") {
    const number = copy["card_number"];
    copy["card_number"] =
      `${number.slice(0, 6)}${"*".repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
  }
  if ("security_code" in copy) copy["security_code"] = "***";
  return copy;
}

function authorized(
  request: IncomingMessage,
  route: Route,
  query: Record<string, string>,
  context: GatewayContext,
) {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (bearer === context.settings.accessToken) return true;
  return route.credentials === "public" && query["public_key"] === context.settings.publicKey;
}

function answerFor(request: IncomingMessage, url: URL, text: string, context: GatewayContext): Answer {
  const method = request.method ?? "GET";
  const query = Object.fromEntries(url.searchParams);
  if (method === "GET" && url.pathname === "/js/v2") {
    return {
      status: 200,
      body: tokenizerScript,
      headers: { "content-type": "text/javascript; charset=utf-8" },
    };
  }
  const slip = /^\/boletos\/(\d+)$/.exec(url.pathname);
  if (method === "GET" && slip) {
    const stored = context.state.payments.get(Number(slip[1]));
    if (!stored?.boleto) return notFound("Boleto not found");
    return { status: 200, body: slipPage(stored), headers: { "content-type": "text/html; charset=utf-8" } };
  }
  const matching = routes.filter((route) => route.path.test(url.pathname));
  const route = matching.find((candidate) => candidate.method === method);
  if (!route) {
    return matching.length > 0
      ? apiError(405, "method_not_allowed", "Method not allowed")
      : notFound("resource not found");
  }
  if (!authorized(request, route, query, context)) return unauthorized();
  const { parsed, malformed } = parseJson(text);
  if (malformed) return badRequest([{ code: 1, description: "the body must be JSON", data: null }]);
  const key = request.headers["x-idempotency-key"];
  return route.run(
    {
      id: route.path.exec(url.pathname)?.[1] ?? "",
      query,
      body: parsed,
      idempotencyKey: typeof key === "string" && key.trim() !== "" ? key : undefined,
    },
    context,
  );
}

/** send() of http-io writes JSON; text bodies (script, slip) are written as they are. */
function write(response: ServerResponse, answer: Answer, extra: Record<string, string>): void {
  if (typeof answer.body === "string") {
    const headers = { ...answer.headers, ...extra, "content-length": String(Buffer.byteLength(answer.body)) };
    response.writeHead(answer.status, headers).end(answer.body);
    return;
  }
  send(response, { ...answer, headers: { ...answer.headers, ...extra } });
}

export function makeApiListener(context: GatewayContext) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://mercadopago.invalid");
    const extra = browserPaths.test(url.pathname) ? cors : {};
    if (request.method === "OPTIONS") {
      response.writeHead(browserPaths.test(url.pathname) ? 204 : 404, extra).end();
      return;
    }
    const text = await readBody(request).catch(() => undefined);
    const entry: LogEntry = {
      time: context.now().toISOString(),
      method: request.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: loggableHeaders(request),
      body: text === undefined ? undefined : maskCard(parseJson(text).parsed),
    };
    context.state.log.push(entry);
    const answer =
      text === undefined
        ? badRequest([{ code: 1, description: "unreadable or too large body", data: null }])
        : answerFor(request, url, text, context);
    if (typeof answer.body !== "string") entry.answer = { status: answer.status, body: answer.body };
    write(response, answer, extra);
  };
}
