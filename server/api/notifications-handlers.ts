import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { NotFound, ServiceUnavailable } from "../../src/services/api/api-errors.ts";
import { notificationsPerPage } from "../../src/services/api/notifications-api.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import { Unauthorized } from "../../src/services/api/session-api.ts";
import type { Db } from "../db/database.ts";
import { notificationPage, readAll, setRead } from "../db/notifications/notification-queries.ts";
import { SessionRefused, type SessionService } from "../session/session-service.ts";

class NotYours extends Error {}

/** No token (or a bad one) is 401; an id that is not the caller's is 404; anything else is 503 (logged). */
const toProblem = (logger: Logger) => (error: unknown) => {
  if (error instanceof SessionRefused)
    return new Unauthorized({ detail: "Sign in again: the access token is missing, expired or invalid." });
  if (error instanceof NotYours) return new NotFound({ detail: "You have no notification with this id." });
  logger.error({ err: error }, "notification call failed");
  return new ServiceUnavailable({
    detail: "The notification service did not answer; try again in a few moments.",
  });
};

/** Spec §7 notification calls: always the token's own person's notifications. */
export const notificationsHandlers = (db: Db, session: Pick<SessionService, "claimsOf">, logger: Logger) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toProblem(logger) });
  const callerOf = async (authorization: string | undefined) =>
    (await session.claimsOf(authorization)).user.id;
  return HttpApiBuilder.group(PlatformApi, "notifications", (handlers) =>
    handlers
      .handle("notifications", ({ headers, query }) =>
        run(async () =>
          notificationPage(
            db,
            await callerOf(headers.authorization),
            query.deliveryMode,
            query.page ?? 1,
            query.perPage ?? notificationsPerPage,
          ),
        ),
      )
      .handle("markRead", ({ headers, params, payload }) =>
        run(async () => {
          const updated = await setRead(db, await callerOf(headers.authorization), params.id, payload.isRead);
          if (!updated) throw new NotYours();
          return updated;
        }),
      )
      .handle("readAll", ({ headers, payload }) =>
        run(async () => ({
          updated: await readAll(db, await callerOf(headers.authorization), payload.deliveryMode),
          totalUnread: 0,
        })),
      ),
  );
};
