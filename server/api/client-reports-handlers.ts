import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { ClientReportsThrottled } from "#src/services/api/client-reports-api.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import { keepClientReport } from "../db/client-reports/client-report-queries.ts";
import type { ClientOf } from "../http/client-address.ts";
import { countPerIp, PerIpLimitReached } from "./per-ip-limit.ts";

/** Reports one client address may send in an hour (a page sends at most five errors and one trace). */
export const maxClientReportsPerIp = 60;
const windowMs = 60 * 60_000;

/** POST /api/client-reports: 202 once kept; 429 past the per-IP limit (counted in the database, ADR 030). */
export const clientReportsHandlers = (db: Db, logger: Logger, clientOf: ClientOf) =>
  HttpApiBuilder.group(PlatformApi, "clientReports", (handlers) =>
    handlers.handle("keepClientReport", ({ payload, request }) =>
      Effect.tryPromise({
        try: async () => {
          await countPerIp(db, "client-report", request, clientOf, { max: maxClientReportsPerIp, windowMs });
          await keepClientReport(db, {
            kind: payload.kind,
            path: payload.path,
            message: payload.message ?? null,
            source: payload.source ?? null,
            stack: payload.stack ?? null,
            durationMs: payload.durationMs ?? null,
            userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
          });
          return { status: "kept" as const };
        },
        catch: (error) => {
          if (error instanceof PerIpLimitReached)
            return new ClientReportsThrottled({
              detail: "Too many reports from this address; try again later.",
              code: "clientReportsThrottled",
              retryAfterSeconds: error.retryAfterSeconds,
            });
          logger.error({ err: error }, "client report not kept");
          return new ServiceUnavailable({
            detail: "The database did not answer; try again in a few moments.",
          });
        },
      }),
    ),
  );
