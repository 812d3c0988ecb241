import { fromPromise } from "xstate";
import type { RoleChoice } from "../../domain/session/session-types.ts";
import { bearer, runSession, shellApplication } from "../../services/session/session.client.ts";
import { clearSession, readToken, writeToken } from "../../services/session/session-storage.ts";
import { sessionGuardMachine } from "./session-guard.machine.ts";
import type { SessionFacts } from "./session-guard.types.ts";

const tokenOrFail = () => {
  const token = readToken();
  if (!token) throw new Error("no access token");
  return token;
};

export type SessionInfo = Awaited<ReturnType<typeof loadSessionInfo>>;

/** GET /api/auth/session for the shell application. */
export function loadSessionInfo() {
  const token = tokenOrFail();
  return runSession((api) =>
    api.session({ headers: bearer(token), query: { applicationAlias: shellApplication } }),
  );
}

/**
 * The signed-in visitor of a marketplace page (its header's user menu), or a redirect: spec §2/§4, the marketplace
 * first runs the expired-password check (not while impersonated; the quick purchase is exempt), so a temporary
 * password leads to its change wherever the person signed in, the sign-in modal included.
 */
export async function marketplaceVisitor(): Promise<{
  name: string;
  email: string;
  independentTabsEnabled: boolean;
  /** An operator is accessing as this person (spec §6): the store shows the bar and no sign-out. */
  impersonating: boolean;
} | null> {
  const info = await loadSessionInfo();
  const { pathname, search } = window.location;
  if (info.temporaryPassword && !info.impersonatedBy && !pathname.startsWith("/fast-buy/")) {
    window.location.assign(`/auth/password/expired?returnUrl=${encodeURIComponent(pathname + search)}`);
    return null;
  }
  return {
    name: info.user.name,
    email: info.user.email,
    independentTabsEnabled: info.independentTabsEnabled,
    impersonating: info.impersonatedBy !== null,
  };
}

/** Assumes a role in its scope; the new token (carrying the role) replaces the old one (spec §4). */
export async function assumeRole(choice: RoleChoice): Promise<void> {
  const token = tokenOrFail();
  const payload = { roleAlias: choice.role.alias, applicationAlias: shellApplication };
  const result = await runSession((api) => {
    if (choice.kind === "ies" && choice.tenantAlias && choice.iesAlias) {
      return api.assumeIesRole({
        headers: bearer(token),
        params: { tenant: choice.tenantAlias, ies: choice.iesAlias },
        payload,
      });
    }
    if (choice.kind === "tenant" && choice.tenantAlias) {
      return api.assumeTenantRole({
        headers: bearer(token),
        params: { tenant: choice.tenantAlias },
        payload,
      });
    }
    return api.assumeApplicationRole({ headers: bearer(token), payload });
  });
  writeToken(result.accessToken);
}

/** The session guard with its real effects; `onSession` receives what the session call answered. */
export function provideSessionGuard(onSession: (info: SessionInfo) => void) {
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
      storeToken: (_, params) => writeToken(params.token),
      clearToken: () => clearSession(),
    },
  });
}
