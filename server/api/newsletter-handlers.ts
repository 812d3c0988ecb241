import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { NewsletterThrottled } from "#src/services/api/newsletter-api.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import type { ClientOf } from "../http/client-address.ts";
import { subscribeNewsletter } from "../db/newsletter/newsletter-queries.ts";
import { countPerIp, PerIpLimitReached } from "./per-ip-limit.ts";

/** Sign-ups one client address may make in an hour (issue 25); counted in the database (ADR 030). */
export const maxNewsletterSignUpsPerIp = 10;
export const newsletterWindowMs = 60 * 60_000;

/**
 * POST /api/subscription/newsletter: 202 whether the address is new or already subscribed (the answer must not
 * tell who subscribed, issue 25, ADR 049); 429 past the per-IP limit.
 */
export const newsletterHandlers = (db: Db, logger: Logger, clientOf: ClientOf) =>
  HttpApiBuilder.group(PlatformApi, "newsletter", (handlers) =>
    handlers.handle("subscribeNewsletter", ({ payload, request }) =>
      Effect.tryPromise({
        try: async () => {
          await countPerIp(db, "newsletter-sign-up", request, clientOf, {
            max: maxNewsletterSignUpsPerIp,
            windowMs: newsletterWindowMs,
          });
          // A known address writes nothing (ON CONFLICT DO NOTHING): the same one statement, the same answer.
          await subscribeNewsletter(db, {
            name: payload.name.trim(),
            email: payload.email.trim(),
            language: payload.language ?? "pt-BR",
          });
          return { status: "subscribed" as const };
        },
        catch: (error) => {
          if (error instanceof PerIpLimitReached)
            return new NewsletterThrottled({
              detail: "Too many sign-ups from this address; try again later.",
              code: "newsletterThrottled",
              retryAfterSeconds: error.retryAfterSeconds,
            });
          logger.error({ err: error }, "newsletter sign-up failed");
          return new ServiceUnavailable({
            detail: "The database did not answer; try again in a few moments.",
          });
        },
      }),
    ),
  );
