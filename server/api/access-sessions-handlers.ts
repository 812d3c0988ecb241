import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { MySessions } from "../session/my-sessions.ts";
import { toProblem } from "./session-handlers.ts";

/** Sign-out and My Account's sessions under /api/auth (issue 25). */
export const accessSessionsHandlers = (service: MySessions, logger: Logger) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toProblem(logger) });
  return HttpApiBuilder.group(PlatformApi, "accessSessions", (handlers) =>
    handlers
      .handle("signOut", ({ headers }) => run(() => service.signOut(headers.authorization)))
      .handle("listSessions", ({ headers }) =>
        run(async () => ({ sessions: await service.list(headers.authorization) })),
      )
      .handle("endSession", ({ headers, params }) => run(() => service.end(headers.authorization, params.id)))
      .handle("signOutEverywhere", ({ headers }) => run(() => service.everywhere(headers.authorization))),
  );
};
