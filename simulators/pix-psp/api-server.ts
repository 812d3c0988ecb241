/**
 * The request listener of the Pix API (served over mutual TLS by pix-psp.ts): outage simulation, routing,
 * OAuth, body parsing, and a log entry for every request with the answer it got.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createCob, getCob, reviseCob } from "./api-cob.ts";
import { getPix, getRefund, listPix, requestRefund } from "./api-pix.ts";
import { deleteWebhook, getWebhook, putWebhook } from "./api-webhook.ts";
import type { PixPspContext } from "./context.ts";
import { loggableHeaders, parseJson, readBody, redactSecrets, send } from "../common/http-io.ts";
import { authorize, issueToken, type OAuthSettings } from "./oauth.ts";
import { type Answer, notFound, problem, unavailable } from "./problems.ts";
import type { LogEntry } from "./state.ts";

interface Call {
  /** Path parameters in order ("" when a route has fewer than two). */
  params: [string, string];
  query: Record<string, string>;
  body: unknown;
}

interface Route {
  method: string;
  path: RegExp;
  scope: string;
  run(call: Call, context: PixPspContext): Answer;
}

/** A route from the standard's path template: "/v2/cob/{txid}" matches one segment per {parameter}. */
function on(method: string, template: string, scope: string, run: Route["run"]): Route {
  return { method, path: new RegExp(`^${template.replace(/\{\w+\}/g, "([^/]+)")}$`), scope, run };
}

const routes: Route[] = [
  on("PUT", "/v2/cob/{txid}", "cob.write", ({ params, body }, x) => createCob(params[0], body, x)),
  on("PATCH", "/v2/cob/{txid}", "cob.write", ({ params, body }, x) => reviseCob(params[0], body, x)),
  on("GET", "/v2/cob/{txid}", "cob.read", ({ params, query }, x) => getCob(params[0], query, x)),
  on("GET", "/v2/pix", "pix.read", ({ query }, x) => listPix(query, x)),
  on("GET", "/v2/pix/{e2eid}", "pix.read", ({ params }, x) => getPix(params[0], x)),
  on("PUT", "/v2/pix/{e2eid}/devolucao/{id}", "pix.write", ({ params, body }, x) =>
    requestRefund(...params, body, x),
  ),
  on("GET", "/v2/pix/{e2eid}/devolucao/{id}", "pix.read", ({ params }, x) => getRefund(...params, x)),
  on("PUT", "/v2/webhook/{chave}", "webhook.write", ({ params, body }, x) => putWebhook(params[0], body, x)),
  on("GET", "/v2/webhook/{chave}", "webhook.read", ({ params }, x) => getWebhook(params[0], x)),
  on("DELETE", "/v2/webhook/{chave}", "webhook.write", ({ params }, x) => deleteWebhook(params[0], x)),
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function route(method: string, path: string): { route: Route; params: [string, string] } | Answer {
  const matching = routes.flatMap((candidate) => {
    const match = candidate.path.exec(path);
    if (!match) return [];
    const params: [string, string] = [safeDecode(match[1] ?? ""), safeDecode(match[2] ?? "")];
    return [{ route: candidate, params }];
  });
  const found = matching.find((candidate) => candidate.route.method === method);
  if (found) return found;
  if (matching.length === 0) return notFound("Recurso não encontrado.");
  const allow = matching.map((candidate) => candidate.route.method).join(", ");
  const answer = problem(405, "RequisicaoInvalida", "Método não permitido.", `Métodos aceitos: ${allow}.`);
  return { ...answer, headers: { ...answer.headers, allow } };
}

async function answerFor(
  request: IncomingMessage,
  path: string,
  entry: LogEntry,
  text: string,
  context: PixPspContext,
  oauth: OAuthSettings,
): Promise<Answer> {
  if (path === "/oauth/token") {
    if (request.method !== "POST") return notFound("Recurso não encontrado.");
    return issueToken(
      {
        contentType: request.headers["content-type"],
        body: text,
        authorization: request.headers.authorization,
      },
      { ...context, settings: oauth },
    );
  }
  const { parsed, malformed } = parseJson(text);
  const found = route(request.method ?? "GET", path);
  if (!("route" in found)) return found;
  const denied = authorize(request.headers.authorization, found.route.scope, context);
  if (denied) return denied;
  if (
    malformed ||
    (parsed !== undefined && !/^application\/(.+\+)?json\b/i.test(request.headers["content-type"] ?? ""))
  ) {
    return problem(
      400,
      "RequisicaoInvalida",
      "Requisição inválida.",
      "O corpo da requisição deve ser JSON (application/json).",
    );
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
      entry.body =
        url.pathname === "/oauth/token"
          ? redactSecrets(Object.fromEntries(new URLSearchParams(text)))
          : parseJson(text).parsed;
    }
    // "timeout": the request is taken and never answered, as a PSP that hangs; stop() closes such sockets.
    if (context.state.outage === "timeout") return;
    const answer =
      text === undefined
        ? problem(
            400,
            "RequisicaoInvalida",
            "Requisição inválida.",
            "Corpo da requisição ilegível ou grande demais.",
          )
        : context.state.outage === "unavailable"
          ? unavailable()
          : await answerFor(request, url.pathname, entry, text, context, oauth);
    entry.answer = { status: answer.status, body: redactSecrets(answer.body) };
    send(response, answer);
  };
}
