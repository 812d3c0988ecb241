/**
 * A contract checker for the exchanges the simulator logged (`GET /control/log`): each request and the answer it
 * got, held against the Pix API standard (bacen/pix-api openapi.yaml version 2.9.0) through the schemas in
 * `standard/`. It reads the log only, so it judges the client (what it sent) and the simulator (what it answered)
 * alike; a test of our Pix adapter can run it over everything the adapter did.
 *
 * Rules, operation by operation:
 * - method + path must be one of the standard's operations served here (else: unknown operation);
 * - the request (path parameters, query, body, content type, credentials) must follow the standard, unless the
 *   answer was a 4xx: a refused request is the simulator doing its job, not a breach of the contract;
 * - the answer status must be the operation's success status, one of its error statuses (the standard's, plus 400
 *   for a malformed request and 401 for a missing token, RFC 6750), and its body the schema of that status;
 * - a 2xx answer names the resource of the path (txid, endToEndId, devolução id, chave).
 * An exchange never answered (outage "timeout") has its request checked and nothing else.
 */
import { Result, Schema, SchemaIssue } from "effect";
import type { LogEntry } from "./state.ts";
import { CobCompleta, CobGerada, CobRevisada, CobSolicitada } from "./standard/cob-schemas.ts";
import { TokenAnswer, TokenError, TokenRequest } from "./standard/oauth-schemas.ts";
import { Devolucao, DevolucaoSolicitada, Pix, PixConsultados, PixListQuery } from "./standard/pix-schemas.ts";
import { DevolucaoId, EndToEndId, pixApiStandardVersion, TxId } from "./standard/primitives.ts";
import { Problema } from "./standard/problem-schemas.ts";
import { WebhookChave, WebhookCompleto, WebhookSolicitado } from "./standard/webhook-schemas.ts";

export { pixApiStandardVersion };

type Decoder = Schema.ConstraintDecoder<unknown>;

/** A schema with the name the standard gives it, for the messages. */
interface Named {
  name: string;
  schema: Decoder;
}

const named = (name: string, schema: Decoder): Named => ({ name, schema });

export interface Operation {
  method: string;
  /** The standard's path template, prefixed as served: "/v2/cob/{txid}". */
  template: string;
  /** Schema of the path parameters, by the template's names. */
  params: Decoder;
  /** The query parameters; absent when the operation defines none. */
  query?: Named;
  /** The request body; absent when the operation takes none. */
  body?: Named;
  /** How the body travels: JSON, or the token endpoint's form. */
  bodyType: "json" | "form";
  /** The credentials a served call carries: HTTP Basic for the token, a Bearer token for /v2. */
  credentials: "Basic" | "Bearer";
  success: { status: number; body?: Named };
  errors: readonly number[];
  /** The error body for a status. */
  error(status: number): Named;
  /** Which field of a 2xx answer names the resource of the path, and by which parameter. */
  echo?: { field: string; param: string };
}

const CobQuery = Schema.Struct({
  revisao: Schema.optionalKey(
    Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))),
  ),
});
const problema = () => named("Problema", Problema);

/** Path parameters of the standard, and the field of an answer that names the same resource. */
const pathParameters: Record<string, { schema: Decoder; field: string }> = {
  txid: { schema: TxId, field: "txid" },
  e2eid: { schema: EndToEndId, field: "endToEndId" },
  id: { schema: DevolucaoId, field: "id" },
  chave: { schema: WebhookChave, field: "chave" },
};

/**
 * A /v2 operation: "METHOD /template", its success status and body. Its path parameters come from the template,
 * the answer must name the last one; its error statuses are those openapi.yaml lists (403, 404, 503 unless
 * `errors` says otherwise) plus 400 (RequisicaoInvalida) and 401 (RFC 6750).
 */
function v2(
  operation: string,
  status: number,
  answer: Named | undefined,
  more: Partial<Pick<Operation, "query" | "body" | "errors">> = {},
): Operation {
  const [method = "", template = ""] = operation.split(" ");
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const last = names.at(-1);
  return {
    method,
    template: `/v2${template}`,
    params: Schema.Struct(
      Object.fromEntries(names.map((name) => [name, pathParameters[name]?.schema ?? Schema.Never])),
    ),
    bodyType: "json",
    credentials: "Bearer",
    error: problema,
    success: { status, ...(answer ? { body: answer } : {}) },
    ...(answer && last ? { echo: { field: pathParameters[last]?.field ?? last, param: last } } : {}),
    ...more,
    errors: [...new Set([400, 401, ...(more.errors ?? [403, 404, 503])])].toSorted((a, b) => a - b),
  };
}

export const operations: readonly Operation[] = [
  {
    method: "POST",
    template: "/oauth/token",
    params: Schema.Struct({}),
    body: named("TokenRequest", TokenRequest),
    bodyType: "form",
    credentials: "Basic",
    success: { status: 200, body: named("TokenAnswer", TokenAnswer) },
    // RFC 6749 §5.2 errors; 503 is the simulator's outage, answered as the standard's ServicoIndisponivel.
    errors: [400, 401, 503],
    error: (status) => (status === 503 ? problema() : named("TokenError", TokenError)),
  },
  v2("PUT /cob/{txid}", 201, named("CobGerada", CobGerada), { body: named("CobSolicitada", CobSolicitada) }),
  v2("PATCH /cob/{txid}", 200, named("CobGerada", CobGerada), { body: named("CobRevisada", CobRevisada) }),
  v2("GET /cob/{txid}", 200, named("CobCompleta", CobCompleta), { query: named("revisao", CobQuery) }),
  v2("GET /pix", 200, named("PixConsultados", PixConsultados), {
    query: named("PixListQuery", PixListQuery),
    errors: [403, 503],
  }),
  v2("GET /pix/{e2eid}", 200, named("Pix", Pix)),
  v2("PUT /pix/{e2eid}/devolucao/{id}", 201, named("Devolucao", Devolucao), {
    body: named("DevolucaoSolicitada", DevolucaoSolicitada),
  }),
  v2("GET /pix/{e2eid}/devolucao/{id}", 200, named("Devolucao", Devolucao)),
  // The standard's 200 of PUT /webhook/{chave} has no content.
  v2("PUT /webhook/{chave}", 200, undefined, { body: named("WebhookSolicitado", WebhookSolicitado) }),
  v2("GET /webhook/{chave}", 200, named("WebhookCompleto", WebhookCompleto)),
  v2("DELETE /webhook/{chave}", 204, undefined),
];

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** The value at a path of the input, as the mismatch shows it ("got …"). */
function valueAt(input: unknown, names: readonly string[]): unknown {
  return names.reduce<unknown>(
    (value, name) =>
      typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined,
    input,
  );
}

/**
 * One "where.path: message, got value" per issue; every issue is reported and properties the standard does not
 * define are refused, as the simulator itself decodes.
 */
function violations(schema: Decoder, input: unknown, where: string): string[] {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "error" });
  if (Result.isSuccess(result)) return [];
  const seen = new Set<string>();
  for (const { path, message } of formatter(result.failure.issue).issues) {
    const names = (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment));
    const value = valueAt(input, names);
    const got = value === undefined || /\bgot\b/.test(message) ? "" : `, got ${JSON.stringify(value)}`;
    seen.add(`${[where, ...names].join(".")}: ${message}${got}`);
  }
  return [...seen];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The operation a method and path call, with its path parameters by name. */
export function operationOf(
  method: string,
  path: string,
): { operation: Operation; params: Record<string, string> } | undefined {
  for (const operation of operations) {
    if (operation.method !== method.toUpperCase()) continue;
    const names = [...operation.template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    const pattern = new RegExp(`^${operation.template.replace(/\{\w+\}/g, "([^/]+)")}$`);
    const match = pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, safeDecode(match[index + 1] ?? "")]));
    return { operation, params };
  }
  return undefined;
}

function header(headers: Record<string, string> | undefined, name: string): string {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1] ?? "";
}

function requestMismatches(entry: LogEntry, operation: Operation, params: Record<string, string>): string[] {
  const found = [
    ...violations(operation.params, params, "path"),
    ...(operation.query
      ? violations(operation.query.schema, entry.query ?? {}, `query (${operation.query.name})`)
      : Object.keys(entry.query ?? {}).map(
          (name) => `query.${name}: the operation defines no query parameters`,
        )),
  ];
  if (operation.body === undefined) {
    if (entry.body !== undefined) found.push("body: the operation takes no request body");
  } else {
    found.push(...violations(operation.body.schema, entry.body, `body (${operation.body.name})`));
    const contentType = header(entry.headers, "content-type");
    const expected =
      operation.bodyType === "form"
        ? /^application\/x-www-form-urlencoded\b/i
        : /^application\/(.+\+)?json\b/i;
    if (!expected.test(contentType)) {
      found.push(
        `headers.content-type: expected ${operation.bodyType === "form" ? "application/x-www-form-urlencoded" : "application/json"}, got "${contentType}"`,
      );
    }
  }
  const credentials = header(entry.headers, "authorization");
  if (!new RegExp(`^${operation.credentials}\\b`, "i").test(credentials)) {
    found.push(`headers.authorization: expected ${operation.credentials} credentials, got "${credentials}"`);
  }
  return found;
}

function answerMismatches(
  answer: NonNullable<LogEntry["answer"]>,
  operation: Operation,
  params: Record<string, string>,
): { label: string; found: string[] } {
  const { status, body } = answer;
  if (status === operation.success.status) {
    const expected = operation.success.body;
    const label = `answer ${status}${expected ? ` (${expected.name})` : ""}`;
    if (expected === undefined) {
      return { label, found: body === undefined ? [] : ["body: the standard defines no content"] };
    }
    const found = violations(expected.schema, body, "body");
    const echo = operation.echo;
    if (echo && found.length === 0) {
      const given = (body as Record<string, unknown>)[echo.field];
      if (given !== undefined && given !== params[echo.param]) {
        found.push(
          `body.${echo.field}: names "${String(given)}", the path {${echo.param}} "${params[echo.param]}"`,
        );
      }
    }
    return { label, found };
  }
  if (operation.errors.includes(status)) {
    const expected = operation.error(status);
    const label = `answer ${status} (${expected.name})`;
    const found = violations(expected.schema, body, "body");
    const problemStatus = expected.name === "Problema" ? (body as { status?: unknown }).status : status;
    if (found.length === 0 && problemStatus !== status) {
      found.push(`body.status: ${String(problemStatus)} differs from the HTTP status ${status}`);
    }
    return { label, found };
  }
  const defined = [operation.success.status, ...operation.errors].join(", ");
  return { label: `answer ${status}`, found: [`status: not one the standard defines here (${defined})`] };
}

/** The mismatches of one logged exchange against the Pix API standard; empty when it keeps to it. */
export function checkExchange(entry: LogEntry): string[] {
  const found = operationOf(entry.method, entry.path);
  if (!found) {
    return [
      `unknown operation: ${entry.method} ${entry.path} is not an operation of the Pix API ${pixApiStandardVersion} served here`,
    ];
  }
  const { operation, params } = found;
  const name = `${operation.method} ${operation.template}`;
  const refused = entry.answer !== undefined && entry.answer.status >= 400 && entry.answer.status < 500;
  const request = refused ? [] : requestMismatches(entry, operation, params);
  const answer = entry.answer ? answerMismatches(entry.answer, operation, params) : undefined;
  return [
    ...request.map((mismatch) => `${name} request: ${mismatch}`),
    ...(answer?.found ?? []).map((mismatch) => `${name} ${answer?.label}: ${mismatch}`),
  ];
}

/** Every exchange of a log checked; each mismatch is prefixed with the exchange's place and time in the log. */
export function checkExchanges(entries: readonly LogEntry[]): { checked: number; mismatches: string[] } {
  const mismatches = entries.flatMap((entry, index) =>
    checkExchange(entry).map((mismatch) => `#${index + 1} (${entry.time}) ${mismatch}`),
  );
  return { checked: entries.length, mismatches };
}
