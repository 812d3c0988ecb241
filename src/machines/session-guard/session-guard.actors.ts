import { fromPromise } from "xstate";
import { clearSession } from "#src/services/session/session-storage.ts";
import { assumeRole, loadSessionInfo, type SessionInfo } from "#src/services/session/session-info.ts";
import { sessionGuardMachine } from "./session-guard.machine.ts";
import type { SessionFacts } from "./session-guard.types.ts";

/** The session guard with its real effects; `onSession` receives what the session call answered. */
export function provideSessionGuard(onSession: (info: SessionInfo) => void) {
  return sessionGuardMachine.provide({
    actors: {
      loadSession: fromPromise(async (): Promise<SessionFacts> => {
        const info = await loadSessionInfo();
        onSession(info);
        return {
          temporaryPassword: info.temporaryPassword,
          impersonated: info.impersonatedBy !== null,
          rights: {
            applicationRoles: [...info.rights.applicationRoles],
            tenants: info.rights.tenants.map((t) => ({
              ...t,
              roles: [...t.roles],
              ies: t.ies.map((i) => ({ ...i, roles: [...i.roles] })),
            })),
          },
          currentRole: info.currentRole,
          lastAccess: info.lastAccess,
        };
      }),
      // The new token carries the role; reload the session so the shell shows it.
      assumeRole: fromPromise(async ({ input }) => {
        await assumeRole(input);
        onSession(await loadSessionInfo());
      }),
    },
    actions: {
      clearToken: () => clearSession(),
    },
  });
}
