import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { CurrentUser } from "#src/services/api/authorization.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { MySessions } from "../session/my-sessions.ts";
import { toProblem } from "./session-handlers.ts";

/** Sign-out and My Account's sessions under /api/auth (issue 25). */
export const accessSessionsHandlers = (service: MySessions, logger: Logger) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toProblem(logger) });
  return HttpApiBuilder.group(PlatformApi, "accessSessions", (handlers) =>
    handlers
      .handle("signOut", () => CurrentUser.use((caller) => run(() => service.signOut(caller))))
      .handle("listSessions", () =>
        CurrentUser.use((caller) => run(async () => ({ sessions: await service.list(caller) }))),
      )
      .handle("endSession", ({ params }) =>
        CurrentUser.use((caller) => run(() => service.end(caller, params.id))),
      )
      .handle("signOutEverywhere", () => CurrentUser.use((caller) => run(() => service.everywhere(caller)))),
  );
};
