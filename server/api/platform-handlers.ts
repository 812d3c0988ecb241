import { Effect, Option } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { sql } from "drizzle-orm";
import { NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
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
  /** Whether this client may read the development outbox (DEV_MAILBOX, TRUST_PROXY). */
  mayReadOutbox: (socketPeer: string | undefined, forwardedFor: string | undefined) => boolean,
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
      .handle("outbox", ({ query: params, request }) =>
        mailer.outboxChannels.length === 0 ||
        !mayReadOutbox(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"])
          ? Effect.fail(new NotFound({ detail: "There is no development outbox here." }))
          : query(() => listOutbox(database.db, params.recipient, mailer.outboxChannels)),
      )
      .handle("captchaChallenge", () => query(() => captcha.challenge())),
  );
};
