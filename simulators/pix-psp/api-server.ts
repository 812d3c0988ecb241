/**
 * The request listener of the Pix API (served over mutual TLS by pix-psp.ts): outage simulation, routing,
 * OAuth, body parsing, and a log entry for every request with the answer it got.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createCob, getCob, reviseCob } from "./api-cob.ts";
import { getPix, getRefund, listPix, requestRefund } from "./api-pix.ts";
import { deleteWebhook, getWebhook, putWebhook } from "./api-webhook.ts";
import type { PixPspContext } from "./context.ts";
import { loggableHeaders, parseJson, readBody, redactSecrets, send } from "./http-io.ts";
import { authorize, issueToken, type OAuthSettings } from "./oauth.ts";
import { type Answer, notFound, problem, unavailable } from "./problems.ts";
import type { LogEntry } from "./state.ts";

interface Call {
  params: string[];
  query: Record<string, string>;
  body: unknown;
}

interface Route {
  method: string;
  path: RegExp;
  scope: string;
  run(call: Call, context: PixPspContext): Answer;
}

const segment = "([^/]+)";
const routes: Route[] = [
  { method: "PUT", path: new RegExp(`^/v2/cob/${segment}$`), scope: "cob.write", run: (c, x) => createCob(c.params[0] ?? "", c.body, x) },
  { method: "PATCH", path: new RegExp(`^/v2/cob/${segment}$`), scope: "cob.write", run: (c, x) => reviseCob(c.params[0] ?? "", c.body, x) },
  { method: "GET", path: new RegExp(`^/v2/cob/${segment}$`), scope: "cob.read", run: (c, x) => getCob(c.params[0] ?? "", c.query, x) },
  { method: "GET", path: /^\/v2\/pix$/, scope: "pix.read", run: (c, x) => listPix(c.query, x) },
  { method: "GET", path: new RegExp(`^/v2/pix/${segment}$`), scope: "pix.read", run: (c, x) => getPix(c.params[0] ?? "", x) },
  {
    method: "PUT",
    path: new RegExp(`^/v2/pix/${segment}/devolucao/${segment}$`),
    scope: "pix.write",
    run: (c, x) => requestRefund(c.params[0] ?? "", c.params[1] ?? "", c.body, x),
  },
  {
    method: "GET",
    path: new RegExp(`^/v2/pix/${segment}/devolucao/${segment}$`),
    scope: "pix.read",
    run: (c, x) => getRefund(c.params[0] ?? "", c.params[1] ?? "", x),
  },
  { method: "PUT", path: new RegExp(`^/v2/webhook/${segment}$`), scope: "webhook.write", run: (c, x) => putWebhook(c.params[0] ?? "", c.body, x) },
  { method: "GET", path: new RegExp(`^/v2/webhook/${segment}$`), scope: "webhook.read", run: (c, x) => getWebhook(c.params[0] ?? "", x) },
  { method: "DELETE", path: new RegExp(`^/v2/webhook/${segment}$`), scope: "webhook.write", run: (c, x) => deleteWebhook(c.params[0] ?? "", x) },
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function route(method: string, path: string): { route: Route; params: string[] } | Answer {
  const matching = routes.flatMap((candidate) => {
    const match = candidate.path.exec(path);
    return match ? [{ route: candidate, params: match.slice(1).map(safeDecode) }] : [];
  });
  const found = matching.find((candidate) => candidate.route.method === method);
  if (found) return found;
  if (matching.length === 0) return notFound("Recurso não encontrado.");
  const allow = matching.map((candidate) => candidate.route.method).join(", ");
  const answer = problem(405, "RequisicaoInvalida", "Método não permitido.", `Métodos aceitos: ${allow}.`);
  return { ...answer, headers: { ...answer.headers, allow } };
}

async function answerFor(request: IncomingMessage, path: string, entry: LogEntry, text: string, context: PixPspContext, oauth: OAuthSettings): Promise<Answer> {
  if (path === "/oauth/token") {
    if (request.method !== "POST") return notFound("Recurso não encontrado.");
    return issueToken({ contentType: request.headers["content-type"], body: text, authorization: request.headers.authorization }, { ...context, settings: oauth });
  }
  const { parsed, malformed } = parseJson(text);
  const found = route(request.method ?? "GET", path);
  if (!("route" in found)) return found;
  const denied = authorize(request.headers.authorization, found.route.scope, context);
  if (denied) return denied;
  if (malformed || (parsed !== undefined && !/^application\/(.+\+)?json\b/i.test(request.headers["content-type"] ?? ""))) {
    return problem(400, "RequisicaoInvalida", "Requisição inválida.", "O corpo da requisição deve ser JSON (application/json).");
  }
  return found.route.run({ params: found.params, query: entry.query, body: parsed }, context);
}

export function makeApiListener(context: PixPspContext, oauth: OAuthSettings) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "https://pix-psp.invalid");
    const entry: LogEntry = {
      time: context.clock.now().toISOString(),
      method: request.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: loggableHeaders(request),
      body: undefined,
    };
    context.state.log.push(entry);
    const text = await readBody(request).catch(() => undefined);
    if (text !== undefined) {
      entry.body = url.pathname === "/oauth/token" ? redactSecrets(Object.fromEntries(new URLSearchParams(text))) : parseJson(text).parsed;
    }
    // "timeout": the request is taken and never answered, as a PSP that hangs; stop() closes such sockets.
    if (context.state.outage === "timeout") return;
    const answer =
      text === undefined
        ? problem(400, "RequisicaoInvalida", "Requisição inválida.", "Corpo da requisição ilegível ou grande demais.")
        : context.state.outage === "unavailable"
          ? unavailable()
          : await answerFor(request, url.pathname, entry, text, context, oauth);
    entry.answer = { status: answer.status, body: redactSecrets(answer.body) };
    send(response, answer);
  };
}
