import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiError, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { supportedLanguages } from "../../domain/language.ts";
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

export const NewsletterSubscribed = Schema.Struct({ status: Schema.Literal("subscribed") }).pipe(
  HttpApiSchema.status(201),
);

/** 409: this e-mail (compared without case) is already subscribed. `code` lets the client name it. */
export class NewsletterDuplicate extends HttpApiError.Problem<NewsletterDuplicate>()(
  "NewsletterDuplicate",
  { type: "https://sabia.dev/problems/newsletter-duplicate", status: 409, title: "Conflict" },
  { detail: Schema.String, code: Schema.Literal("newsletterDuplicate"), field: Schema.Literal("email") },
) {}

/** The newsletter of the marketplace footer (mounted under /api/subscription). */
export const NewsletterGroup = HttpApiGroup.make("newsletter")
  .add(
    HttpApiEndpoint.post("subscribeNewsletter", "/newsletter", {
      payload: NewsletterPayload,
      success: NewsletterSubscribed,
      error: [NewsletterDuplicate, ServiceUnavailable],
    }),
  )
  .prefix("/subscription");
