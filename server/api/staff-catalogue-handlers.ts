import { eq } from "drizzle-orm";
import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { InvalidInput, NotFound } from "#src/services/api/api-errors.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import { courses } from "../db/schema/catalog.ts";
import type { ClientOf } from "../http/client-address.ts";
import { auditStaffCall, staffActions, staffCallerOf } from "../users/staff-callers.ts";
import { clientIpOf } from "./request-client.ts";
import { staffProblem } from "./staff-users-handlers.ts";

/**
 * Staff changes to the catalogue (issue 31). A price written here fires the catalogue tables' trigger, so every
 * instance clears its caches at commit (ADR 079); the change and its audit line are one transaction.
 */
export const staffCatalogueHandlers = (db: Db, logger: Logger, clientOf: ClientOf) =>
  HttpApiBuilder.group(PlatformApi, "staffCatalogue", (handlers) =>
    handlers.handle("setCoursePrice", ({ params, payload, request }) =>
      CurrentUser.use((user) =>
        Effect.tryPromise({
          try: async () => {
            const caller = await staffCallerOf(db, user, clientIpOf(request, clientOf));
            if (payload.oldPrice !== null && payload.oldPrice <= payload.newPrice)
              throw new InvalidInput({
                field: "oldPrice",
                detail: "The 'from' price must be above the price.",
              });
            return db.transaction(async (transaction) => {
              const tx = transaction as unknown as Db;
              const [before] = await tx
                .select({ newPrice: courses.newPrice, oldPrice: courses.oldPrice })
                .from(courses)
                .where(eq(courses.friendlyUrl, params.friendlyUrl));
              if (!before)
                throw new NotFound({ detail: `No course has the friendly URL "${params.friendlyUrl}".` });
              await tx
                .update(courses)
                .set({ newPrice: payload.newPrice, oldPrice: payload.oldPrice })
                .where(eq(courses.friendlyUrl, params.friendlyUrl));
              await auditStaffCall(tx, caller, staffActions.setCoursePrice, null, {
                course: params.friendlyUrl,
                newPrice: payload.newPrice,
                oldPrice: payload.oldPrice,
                previousNewPrice: before.newPrice,
                previousOldPrice: before.oldPrice,
              });
              return { friendlyUrl: params.friendlyUrl, ...payload };
            });
          },
          catch: staffProblem(logger),
        }),
      ),
    ),
  );
