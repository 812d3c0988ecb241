import { SchemaIssue } from "effect";
import { InvalidInput } from "../api/api-errors.ts";

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/**
 * The contract's own checks run before a request leaves (the payload is encoded with the endpoint's schema): a
 * value they refuse is the same 400 the server would answer, naming the same field, and is handed on as one.
 * Null for any other failure.
 */
export function contractRefusal(error: unknown): InvalidInput | null {
  const candidate = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  if (candidate["_tag"] !== "SchemaError" || !candidate["issue"]) return null;
  const first = formatIssues(candidate["issue"] as SchemaIssue.Issue).issues[0];
  const path = (first?.path ?? []).map((segment) =>
    String(typeof segment === "object" ? segment.key : segment),
  );
  return new InvalidInput({
    detail: first?.message ?? String(candidate["message"]),
    field: path.at(-1) ?? "",
  });
}
