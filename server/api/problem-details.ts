import { Cause, Effect, ErrorReporter, SchemaIssue } from "effect";
import { HttpServerRespondable } from "effect/http";
import { HttpApiError, HttpApiMiddleware } from "effect/http-api";

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();
const segment = (part: PropertyKey | { key: PropertyKey }) => {
  const key = typeof part === "object" ? part.key : part;
  return typeof key === "number" ? key : String(key);
};
const fieldNames = {
  Params: "path parameter",
  Headers: "header",
  Query: "query parameter",
  Payload: "body field",
} as const;
const slotNames = { Params: "path", Headers: "headers", Query: "query", Payload: "body" } as const;

/**
 * HttpApiMiddleware.layerProblemDetails with a `detail` a person can act on: besides `errors[]` (slot and field
 * path of each issue) the detail names the first offending field, e.g.
 * `Invalid query parameter "page": Expected a value between 1 and 10000`.
 */
export const problemDetailsLayer = HttpApiMiddleware.layerSchemaErrorTransform(
  HttpApiMiddleware.ProblemDetails,
  (error) => {
    if (error.kind === "Body" || error.kind === "ResponseHeaders") {
      return Effect.andThen(
        ErrorReporter.report(Cause.fail(error)),
        HttpServerRespondable.toResponse(new HttpApiError.InternalServerErrorProblem()),
      );
    }
    const slot = error.kind.toLowerCase();
    const errors = formatIssues(error.cause.issue).issues.map((issue) => ({
      path: [slot, ...(issue.path ?? []).map(segment)],
      message: issue.message,
    }));
    const first = errors[0];
    const where =
      first && first.path.length > 1
        ? `${fieldNames[error.kind]} "${first.path.slice(1).join(".")}"`
        : slotNames[error.kind];
    const detail = first ? `Invalid ${where}: ${first.message}` : "Request validation failed";
    return Effect.fail(new HttpApiError.BadRequestProblem({ detail, errors }));
  },
);
