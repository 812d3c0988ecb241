import { Schema } from "effect";
import { HttpApiError } from "effect/http-api";

/** 404: the id, code or friendly URL names nothing. `detail` says which. */
export class NotFound extends HttpApiError.Problem<NotFound>()(
  "NotFound",
  { type: "https://sabia.dev/problems/not-found", status: 404, title: "Not Found" },
  { detail: Schema.String },
) {}

/** 503: the database (or another dependency) did not answer. */
export class ServiceUnavailable extends HttpApiError.Problem<ServiceUnavailable>()(
  "ServiceUnavailable",
  { type: "https://sabia.dev/problems/service-unavailable", status: 503, title: "Service Unavailable" },
  { detail: Schema.String },
) {}

/** 400 raised by a handler (beyond schema decoding), naming the offending field. */
export class InvalidInput extends HttpApiError.Problem<InvalidInput>()(
  "InvalidInput",
  { type: "https://sabia.dev/problems/invalid-input", status: 400, title: "Bad Request" },
  { detail: Schema.String, field: Schema.String },
) {}

/** 403: a captcha solution was missing, wrong, expired or already used. */
export class CaptchaRejected extends HttpApiError.Problem<CaptchaRejected>()(
  "CaptchaRejected",
  { type: "https://sabia.dev/problems/captcha-rejected", status: 403, title: "Forbidden" },
  { detail: Schema.String },
) {}

/** 403: the thing exists but is not for this caller (e.g. a lesson that only enrolled students may watch). */
export class Forbidden extends HttpApiError.Problem<Forbidden>()(
  "Forbidden",
  { type: "https://sabia.dev/problems/forbidden", status: 403, title: "Forbidden" },
  { detail: Schema.String },
) {}
