/**
 * Answers and the standard's error answers: RFC 7807 problem details typed
 * `https://pix.bcb.gov.br/api/v2/error/<TipoErro>`, and schema violations turned into `violacoes`.
 */
import { Result, Schema, SchemaIssue } from "effect";
import { problemTypeBase, type Violacao } from "./standard/problem-schemas.ts";

import type { Answer } from "../common/http-io.ts";

export type { Answer };

export const ok = (status: number, body?: unknown): Answer => ({ status, body });

export function problem(
  status: number,
  tipo: string,
  title: string,
  detail: string,
  violacoes?: ReadonlyArray<typeof Violacao.Type>,
): Answer {
  return {
    status,
    headers: { "content-type": "application/problem+json" },
    body: {
      type: `${problemTypeBase}${tipo}`,
      title,
      status,
      detail,
      ...(violacoes?.length ? { violacoes } : {}),
    },
  };
}

export const notFound = (detail = "Entidade não encontrada."): Answer =>
  problem(404, "NaoEncontrado", "Não Encontrado", detail);

export const unavailable = (): Answer =>
  problem(
    503,
    "ServicoIndisponivel",
    "Serviço Indisponível",
    "Serviço não está disponível no momento. Serviço solicitado pode estar em manutenção ou fora da janela de funcionamento.",
  );

/**
 * How an endpoint reports violations: its error type, title and detail. Handlers decode path and body as one
 * struct (`{txid, cob}`) so that `propriedade` reads like the standard's examples: "txid", "cob.valor.original".
 */
export interface ViolationContext {
  tipo: string;
  title: string;
  detail: string;
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** Flattens a schema issue into one violation per property (a union reports a field once per member). */
export function violationsOf(issue: SchemaIssue.Issue): Array<typeof Violacao.Type> {
  const seen = new Set<string>();
  const violations: Array<typeof Violacao.Type> = [];
  for (const { path, message } of formatter(issue).issues) {
    const names = (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment));
    const propriedade = names.join(".");
    const key = `${propriedade}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push({
      razao: `O campo ${propriedade || "(corpo)"} não respeita o schema: ${message}.`,
      propriedade,
    });
  }
  return violations;
}

export type Decoded<T> = { value: T; answer?: undefined } | { value?: undefined; answer: Answer };

/**
 * Decodes a body, query or path against a schema of the standard. Every violation is reported (errors "all"),
 * and properties the standard does not define are refused: a simulator that catches a client's typo is worth more
 * than one that ignores it.
 */
export function decode<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
  where: ViolationContext,
): Decoded<S["Type"]> {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "error" });
  if (Result.isSuccess(result)) return { value: result.success };
  return { answer: problem(400, where.tipo, where.title, where.detail, violationsOf(result.failure.issue)) };
}
