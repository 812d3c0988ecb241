/**
 * The API's error answers: `{message, error, status, cause: [{code, description, data}]}`, with the parameter
 * named in the description as the reference's examples do ("payer.email must be a valid email", code 8 "The name
 * of the following parameters is wrong : [additional_info.payer.test]"). Codes of schema violations: 8 for an
 * undefined parameter, 1 ("Params Error") for a missing or ill-typed one.
 */
import { Result, Schema, SchemaIssue } from "effect";

import type { Answer } from "../common/http-io.ts";

export type { Answer };

export interface Cause {
  code: number | string;
  description: string;
  data: string | null;
}

export const ok = (status: number, body?: unknown): Answer => ({ status, body });

export function apiError(status: number, error: string, message: string, cause: Cause[] = []): Answer {
  return { status, body: { message, error, status, cause } };
}

export const badRequest = (cause: Cause[]): Answer =>
  apiError(400, "bad_request", cause.map((item) => item.description).join("; "), cause);

export const notFound = (message: string): Answer => apiError(404, "not_found", message);

export const unauthorized = (): Answer =>
  apiError(401, "unauthorized", "invalid access token", [
    { code: 2000, description: "invalid access token", data: null },
  ]);

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** One cause per field in the issue, named by its dotted path ("payer.address.zip_code"). */
export function causesOf(issue: SchemaIssue.Issue, prefix = ""): Cause[] {
  const seen = new Set<string>();
  const causes: Cause[] = [];
  for (const { path, message } of formatter(issue).issues) {
    const field = [prefix, ...(path ?? []).map((part) => String(typeof part === "object" ? part.key : part))]
      .filter(Boolean)
      .join(".");
    const unknown = /unexpected|excess/i.test(message);
    const description = unknown
      ? `The name of the following parameters is wrong : [${field}]`
      : `${field || "body"} is invalid: ${message}`;
    if (seen.has(description)) continue;
    seen.add(description);
    causes.push({ code: unknown ? 8 : 1, description, data: field || null });
  }
  return causes;
}

export type Decoded<T> = { value: T; answer?: undefined } | { value?: undefined; answer: Answer };

/** Decodes a body or query; every violation is reported, undefined properties refused. */
export function decode<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
  prefix = "",
): Decoded<S["Type"]> {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "error" });
  if (Result.isSuccess(result)) return { value: result.success };
  return { answer: badRequest(causesOf(result.failure.issue, prefix)) };
}
