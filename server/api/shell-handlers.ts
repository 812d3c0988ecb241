import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import type { Db } from "../db/database.ts";
import { rightRows } from "../db/session/rights-queries.ts";
import { applicationStatus, webComponent, workspace } from "../shell/shell-queries.ts";

class Missing extends Error {}

const toProblem = (logger: Logger) => (error: unknown) => {
  if (error instanceof Missing) return new NotFound({ detail: error.message });
  logger.error({ err: error }, "shell call failed");
  return new ServiceUnavailable({
    detail: "The settings service did not answer; try again in a few moments.",
  });
};

const found = <A>(value: A | null, detail: string): A => {
  if (value === null) throw new Missing(detail);
  return value;
};

/** Spec §7 "Application and status" for the platform shell: status list, workspace, registered web components. */
export const shellHandlers = (db: Db, logger: Logger) => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toProblem(logger) });
  return HttpApiBuilder.group(PlatformApi, "shell", (handlers) =>
    handlers
      // The Authorization middleware has admitted the caller (ADR 097): the list is the same for everyone.
      .handle("applicationStatus", () => run(() => applicationStatus(db)))
      .handle("workspace", ({ params }) =>
        CurrentUser.use((caller) =>
          run(async () =>
            found(
              await workspace(db, params.app, await rightRows(db, caller.userId), caller.role),
              "No application has that alias.",
            ),
          ),
        ),
      )
      .handle("webComponent", ({ params }) =>
        run(async () =>
          found(
            await webComponent(db, params.app, params.tag),
            "That application registers no web component with this tag.",
          ),
        ),
      ),
  );
};
