import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { notificationsPerPage } from "#src/services/api/notifications-api.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import type { Db } from "../db/database.ts";
import { notificationPage, readAll, setRead } from "../db/notifications/notification-queries.ts";

class NotYours extends Error {}

/** (No token or a bad one is 401 in the Authorization middleware.) An id that is not the caller's is 404; anything else is 503 (logged). */
const toProblem = (logger: Logger) => (error: unknown) => {
  if (error instanceof NotYours) return new NotFound({ detail: "You have no notification with this id." });
  logger.error({ err: error }, "notification call failed");
  return new ServiceUnavailable({
    detail: "The notification service did not answer; try again in a few moments.",
  });
};

/** Spec §7 notification calls: always the token's own person's notifications. */
export const notificationsHandlers = (db: Db, logger: Logger) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toProblem(logger) });
  return HttpApiBuilder.group(PlatformApi, "notifications", (handlers) =>
    handlers
      .handle("notifications", ({ query }) =>
        CurrentUser.use((caller) =>
          run(() =>
            notificationPage(
              db,
              caller.userId,
              query.deliveryMode,
              query.page ?? 1,
              query.perPage ?? notificationsPerPage,
            ),
          ),
        ),
      )
      .handle("markRead", ({ params, payload }) =>
        CurrentUser.use((caller) =>
          run(async () => {
            const updated = await setRead(db, caller.userId, params.id, payload.isRead);
            if (!updated) throw new NotYours();
            return updated;
          }),
        ),
      )
      .handle("readAll", ({ payload }) =>
        CurrentUser.use((caller) =>
          run(async () => ({
            updated: await readAll(db, caller.userId, payload.deliveryMode),
            totalUnread: 0,
          })),
        ),
      ),
  );
};
