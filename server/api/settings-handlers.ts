import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import { signInContext } from "../settings/sign-in-context.ts";
import { fromDb } from "./handler-kit.ts";

/** Public settings under /api/settings: the sign-in context of a hostname (operation mode, tenant modes). */
export const settingsHandlers = (db: Db, logger: Logger, operationHostname: string | undefined) => {
  const run = fromDb(logger);
  return HttpApiBuilder.group(PlatformApi, "settings", (handlers) =>
    handlers.handle("signInContext", ({ query }) =>
      run(() => signInContext(db, query.hostname, operationHostname || undefined, query.applicationAlias)),
    ),
  );
};
