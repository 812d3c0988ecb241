import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { sql } from "drizzle-orm";
import { ServiceUnavailable } from "../../src/services/api/api-errors.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { Database } from "../db/database.ts";
import type { CaptchaService } from "../captcha/altcha.ts";
import { listOutbox, type Mailer } from "../mail/outbox.ts";
import { fromDb } from "./handler-kit.ts";

/** Health (checks the database), the development outbox and the ALTCHA challenge. */
export const platformHandlers = (
  database: Database,
  logger: Logger,
  mailer: Mailer,
  captcha: CaptchaService,
) => {
  const query = fromDb(logger);
  return HttpApiBuilder.group(PlatformApi, "platform", (handlers) =>
    handlers
      .handle("health", () =>
        query(() => database.db.execute(sql`select 1`)).pipe(
          Effect.timeoutOrElse({
            duration: "2 seconds",
            orElse: () =>
              Effect.fail(new ServiceUnavailable({ detail: "The database did not answer within 2 s." })),
          }),
          Effect.map(() => ({
            status: "ok" as const,
            database: database.engine,
            time: new Date().toISOString(),
          })),
        ),
      )
      .handle("outbox", ({ query: params }) =>
        mailer.delivers
          ? Effect.fail(
              new ServiceUnavailable({
                detail: "Mail is delivered through SMTP_URL; there is no development outbox.",
              }),
            )
          : query(() => listOutbox(database.db, params.recipient)),
      )
      .handle("captchaChallenge", () => query(() => captcha.challenge())),
  );
};
