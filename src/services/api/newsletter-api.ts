import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiError, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { supportedLanguages } from "#src/domain/language.ts";
import { ServiceUnavailable } from "./api-errors.ts";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §2 newsletter form: a name with at least one visible character, a plausible e-mail, consent given. */
export const NewsletterPayload = Schema.Struct({
  name: Schema.String.pipe(Schema.check(Schema.isPattern(/\S/), Schema.isMaxLength(120))),
  email: Schema.String.pipe(Schema.check(Schema.isMaxLength(254), Schema.isPattern(emailPattern))),
  /** Must be true. (A literal here would make the whole body the culprit of the 400, not this field.) */
  consent: Schema.Boolean.pipe(
    Schema.check(Schema.makeFilter((given: boolean) => given || "Consent is required to subscribe")),
  ),
  /** The language the subscriber used (newsletters go out in it); pt-BR when absent. */
  language: Schema.optionalKey(Schema.Literals(supportedLanguages)),
});
export type NewsletterPayload = typeof NewsletterPayload.Type;

/**
 * 202 for a new and for a known address alike (issue 25): the answer never tells whether the e-mail was already
 * subscribed. Afterwards it is, either way.
 */
export const NewsletterSubscribed = Schema.Struct({ status: Schema.Literal("subscribed") }).pipe(
  HttpApiSchema.status(202),
);

/** 429: too many sign-ups from this client address; `retryAfterSeconds` (and Retry-After) say how long to wait. */
export class NewsletterThrottled extends HttpApiError.Problem<NewsletterThrottled>()(
  "NewsletterThrottled",
  { type: "https://sabia.dev/problems/newsletter-throttled", status: 429, title: "Too Many Requests" },
  { detail: Schema.String, code: Schema.Literal("newsletterThrottled"), retryAfterSeconds: Schema.Number },
) {}

/** The newsletter of the marketplace footer (mounted under /api/subscription). */
export const NewsletterGroup = HttpApiGroup.make("newsletter")
  .add(
    HttpApiEndpoint.post("subscribeNewsletter", "/newsletter", {
      payload: NewsletterPayload,
      success: NewsletterSubscribed,
      error: [NewsletterThrottled, ServiceUnavailable],
    }).annotate(
      OpenApi.Description,
      "Subscribes an e-mail to the newsletter. A new and an already subscribed address get the same answer " +
        "(202), so it tells no one who subscribed. At most 10 sign-ups per client IP per hour: 429 " +
        "newsletterThrottled with Retry-After.",
    ),
  )
  .prefix("/subscription");
