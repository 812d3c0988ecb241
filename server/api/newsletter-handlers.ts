import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { NewsletterDuplicate } from "../../src/services/api/newsletter-api.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import { subscribeNewsletter } from "../db/newsletter/newsletter-queries.ts";
import { fromDb } from "./handler-kit.ts";

/** POST /api/subscription/newsletter: 201 when stored, 409 when the e-mail is already subscribed. */
export const newsletterHandlers = (db: Db, logger: Logger) => {
  const query = fromDb(logger);
  return HttpApiBuilder.group(PlatformApi, "newsletter", (handlers) =>
    handlers.handle("subscribeNewsletter", ({ payload }) =>
      query(() =>
        subscribeNewsletter(db, {
          name: payload.name.trim(),
          email: payload.email.trim(),
          language: payload.language ?? "pt-BR",
        }),
      ).pipe(
        Effect.flatMap((stored) =>
          stored
            ? Effect.succeed({ status: "subscribed" as const })
            : Effect.fail(
                new NewsletterDuplicate({
                  detail: "This e-mail is already subscribed to the newsletter.",
                  code: "newsletterDuplicate",
                  field: "email",
                }),
              ),
        ),
      ),
    ),
  );
};
