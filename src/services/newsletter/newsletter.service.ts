import { Context, Data, Effect, Layer, ManagedRuntime, Result, SchemaIssue, SchemaParser } from "effect";
import { HttpClient } from "effect/http";
import type { ApiFetch } from "../api/in-process.ts";
import { fetchClientLayer } from "../http/api-transport.ts";
import { HttpApiClient } from "effect/http-api";
import type { Language } from "#src/domain/language.ts";
import {
  newsletterFields,
  type NewsletterField,
  type NewsletterOutcome,
} from "#src/domain/newsletter/newsletter-form.ts";
import { NewsletterPayload, NewsletterThrottled } from "../api/newsletter-api.ts";
import { ServiceUnavailable } from "../api/api-errors.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { statusOf, SubscriptionError } from "../http/service-errors.ts";

/** 400: these fields (in form order) are missing or wrong. */
export class NewsletterInvalid extends Data.TaggedError("NewsletterInvalid")<{
  fields: readonly NewsletterField[];
}> {}
/** 429: too many sign-ups from this client address. */
export class NewsletterTooMany extends Data.TaggedError("NewsletterTooMany")<{}> {}

/** 503 passes through (spec §8); any other unexpected failure is a SubscriptionError. */
export type NewsletterError = NewsletterInvalid | NewsletterTooMany | ServiceUnavailable | SubscriptionError;

export interface NewsletterInput {
  name: string;
  email: string;
  consent: boolean;
  language: Language;
}

export interface NewsletterApi {
  readonly subscribe: (input: NewsletterInput) => Effect.Effect<void, NewsletterError>;
}

export interface NewsletterOptions {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  /** The in-process API (ADR 033) instead of HTTP. */
  fetch?: ApiFetch;
  /**
   * The visitor's address headers when a page calls for a visitor (`clientHeadersOf`, src/domain/client-peer.ts),
   * so the API's per-IP limit counts that visitor, not the web server.
   */
  visitorHeaders?: Record<string, string>;
}

const isField = (value: unknown): value is NewsletterField =>
  (newsletterFields as readonly unknown[]).includes(value);
const inFormOrder = (fields: Iterable<unknown>) => {
  const named = new Set(fields);
  return newsletterFields.filter((field) => named.has(field));
};
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/** Every invalid field at once, with the contract's own schema, before any request is sent. */
export function invalidNewsletterFields(input: NewsletterInput): readonly NewsletterField[] {
  const result = SchemaParser.decodeUnknownResult(NewsletterPayload)(input, { errors: "all" });
  if (Result.isSuccess(result)) return [];
  const fields = inFormOrder(formatIssues(result.failure).issues.map((issue) => issue.path?.[0]));
  return fields.length > 0 ? fields : ["name"];
}

/** A problem from the API → the error the form can name; anything unexpected → SubscriptionError (spec §8). */
function toNewsletterError(error: unknown, url: string): NewsletterError {
  const candidate = (typeof error === "object" && error !== null ? error : {}) as {
    errors?: readonly { path: readonly unknown[] }[];
  };
  if (error instanceof NewsletterThrottled) return new NewsletterTooMany();
  if (error instanceof ServiceUnavailable) return error;
  if (statusOf(error) === 400) {
    const fields = inFormOrder((candidate.errors ?? []).map((issue) => issue.path[1]).filter(isField));
    return new NewsletterInvalid({ fields: fields.length > 0 ? fields : ["email"] });
  }
  return new SubscriptionError({ message: error instanceof Error ? error.message : String(error), url });
}

const makeClient = (options: NewsletterOptions) =>
  Effect.gen(function* () {
    const newsletter = yield* HttpApiClient.group(PlatformApi, {
      group: "newsletter",
      httpClient: yield* HttpClient.HttpClient,
      baseUrl: options.baseUrl,
    });
    const url = `${options.baseUrl}/api/subscription/newsletter`;
    const api: NewsletterApi = {
      subscribe: (input) => {
        const payload = { ...input, name: input.name.trim(), email: input.email.trim() };
        const invalid = invalidNewsletterFields(payload);
        if (invalid.length > 0) return Effect.fail(new NewsletterInvalid({ fields: invalid }));
        return newsletter.subscribeNewsletter({ payload }).pipe(
          Effect.asVoid,
          Effect.mapError((error) => toNewsletterError(error, url)),
        );
      },
    };
    return api;
  });

/** The newsletter of the subscription service (spec §2 footer form), over the shared contract. */
export class Newsletter extends Context.Service<Newsletter, NewsletterApi>()("sabia/Newsletter") {
  static layer(options: NewsletterOptions) {
    return Layer.effect(Newsletter)(makeClient(options)).pipe(
      Layer.provide(fetchClientLayer(withVisitorHeaders(options))),
    );
  }

  static layerTest(implementation: NewsletterApi) {
    return Layer.succeed(Newsletter)(implementation);
  }
}

const runtimes = new Map<string, ManagedRuntime.ManagedRuntime<Newsletter, never>>();

/** The transport's fetch (or the runtime's), adding the visitor's headers to every request when there are any. */
function withVisitorHeaders({ fetch, visitorHeaders }: NewsletterOptions): ApiFetch | undefined {
  if (!visitorHeaders || Object.keys(visitorHeaders).length === 0) return fetch;
  const send: ApiFetch = fetch ?? ((input, init) => globalThis.fetch(input, init));
  return (input, init) => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(visitorHeaders)) request.headers.set(name, value);
    return send(request);
  };
}

/**
 * Subscribes and folds every failure into an outcome (built once per API origin; per call when it carries a
 * visitor's headers).
 */
export async function subscribeToNewsletter(
  input: NewsletterInput,
  options: NewsletterOptions,
): Promise<NewsletterOutcome> {
  if (options.visitorHeaders && Object.keys(options.visitorHeaders).length > 0)
    return Effect.runPromise(Effect.provide(newsletterOutcome(input), Newsletter.layer(options)));
  const key = `${options.baseUrl}|${options.fetch ? "in-process" : "http"}`;
  let runtime = runtimes.get(key);
  if (!runtime) {
    runtime = ManagedRuntime.make(Newsletter.layer(options));
    runtimes.set(key, runtime);
  }
  return runtime.runPromise(newsletterOutcome(input));
}

export const newsletterOutcome = (
  input: NewsletterInput,
): Effect.Effect<NewsletterOutcome, never, Newsletter> =>
  Effect.flatMap(Newsletter, (newsletter) => newsletter.subscribe(input)).pipe(
    Effect.as<NewsletterOutcome>({ status: "subscribed" }),
    Effect.catchTags({
      NewsletterInvalid: (error) =>
        Effect.succeed<NewsletterOutcome>({ status: "invalid", fields: error.fields }),
      NewsletterTooMany: () => Effect.succeed<NewsletterOutcome>({ status: "throttled" }),
      ServiceUnavailable: () => Effect.succeed<NewsletterOutcome>({ status: "unavailable" }),
      SubscriptionError: () => Effect.succeed<NewsletterOutcome>({ status: "unavailable" }),
    }),
  );
