import { fromPromise } from "xstate";
import type { Layer } from "effect";
import { runSession } from "../../services/session/session.client.ts";
import { clearSession } from "../../services/session/session-storage.ts";
import { assumeRole, loadSessionInfo, type SessionInfo } from "../../services/session/session-info.ts";
import { TokenStorage, withTokens } from "../../services/session/token-storage.ts";
import { sessionGuardMachine } from "./session-guard.machine.ts";
import type { SessionFacts } from "./session-guard.types.ts";

/**
 * The session guard with its real effects; `onSession` receives what the session call answered. The token is
 * written through TokenStorage (the browser's unless a test gives another).
 */
export function provideSessionGuard(
  onSession: (info: SessionInfo) => void,
  tokens: Layer.Layer<TokenStorage> = TokenStorage.browser,
) {
  return sessionGuardMachine.provide({
    actors: {
      exchangeHandOff: fromPromise(({ input }) =>
        runSession((api) => api.exchangeHandOff({ payload: { tokenId: input.tokenId } })).then(
          ({ accessToken }) => ({ token: accessToken }),
        ),
      ),
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
      storeToken: (_, params) => withTokens((storage) => storage.replace(params.token), tokens),
      clearToken: () => clearSession(),
    },
  });
}
