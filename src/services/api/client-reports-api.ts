import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiError, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { ServiceUnavailable } from "./api-errors.ts";

const text = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));

/**
 * What a browser reports (spec §9, ADR 078): a script error, or the load timing of a sampled page view. The path
 * has no query or fragment (they may carry a person's data); the page cuts long texts before sending.
 */
export const ClientReportPayload = Schema.Struct({
  kind: Schema.Literals(["error", "trace"]),
  path: Schema.String.pipe(Schema.check(Schema.isMaxLength(500), Schema.isPattern(/^\/[^?#]*$/))),
  message: Schema.optionalKey(text(1000)),
  source: Schema.optionalKey(text(500)),
  stack: Schema.optionalKey(text(4000)),
  durationMs: Schema.optionalKey(
    Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 600_000 }))),
  ),
});
export type ClientReportPayload = typeof ClientReportPayload.Type;

export const ClientReportKept = Schema.Struct({ status: Schema.Literal("kept") }).pipe(
  HttpApiSchema.status(202),
);

/** 429: this client address sent too many reports in the hour; `retryAfterSeconds` says how long to wait. */
export class ClientReportsThrottled extends HttpApiError.Problem<ClientReportsThrottled>()(
  "ClientReportsThrottled",
  { type: "https://sabia.dev/problems/client-reports-throttled", status: 429, title: "Too Many Requests" },
  { detail: Schema.String, code: Schema.Literal("clientReportsThrottled"), retryAfterSeconds: Schema.Number },
) {}

/** The client error reporter's endpoint (spec §9). */
export const ClientReportsGroup = HttpApiGroup.make("clientReports").add(
  HttpApiEndpoint.post("keepClientReport", "/client-reports", {
    payload: ClientReportPayload,
    success: ClientReportKept,
    error: [ClientReportsThrottled, ServiceUnavailable],
  }).annotate(
    OpenApi.Description,
    "Keeps a browser's report: a script error, or a sampled page view's load time (spec §9: sample rate 0.01). " +
      "No person, token, IP address or query string is stored; reports are kept 30 days. At most 60 reports per " +
      "client IP per hour: 429 clientReportsThrottled with Retry-After.",
  ),
);
