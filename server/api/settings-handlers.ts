import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { Db } from "../db/database.ts";
import { signInContext } from "../settings/sign-in-context.ts";
import { fromDb } from "./handler-kit.ts";
import type { TtlCache } from "../http/ttl-cache.ts";

/** Public settings under /api/settings: the sign-in context of a hostname (operation mode, tenant modes). */
export const settingsHandlers = (
  db: Db,
  logger: Logger,
  operationHostname: string | undefined,
  cache?: TtlCache,
) => {
  const run = fromDb(logger);
  // A host's sign-in context is the same for every visitor of that host: a shared read (ADR 034).
  const shared = <A>(key: string, load: () => Promise<A>) =>
    run(() => (cache ? cache.get(key, load) : load()));
  return HttpApiBuilder.group(PlatformApi, "settings", (handlers) =>
    handlers.handle("signInContext", ({ query }) =>
      shared(`sign-in-context|${query.hostname}|${query.applicationAlias ?? ""}`, () =>
        signInContext(db, query.hostname, operationHostname || undefined, query.applicationAlias),
      ),
    ),
  );
};
