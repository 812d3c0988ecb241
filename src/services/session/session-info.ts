import { withBearer } from "../api/authorization.ts";
import type { RoleChoice } from "#src/domain/session/session-types.ts";
import { bearer, runSession, shellApplication } from "./session.client.ts";
import { readToken } from "./session-storage.ts";
import { withTokens } from "./token-storage.ts";

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
    withBearer(bearer(token).authorization)(api.session({ query: { applicationAlias: shellApplication } })),
  );
}

/** The marketplace header's signed-in visitor. */
export interface MarketplaceVisitor {
  name: string;
  email: string;
  independentTabsEnabled: boolean;
  /** An operator is accessing as this person (spec §6): the store shows the bar and no sign-out. */
  impersonating: boolean;
}

/**
 * The signed-in visitor of a marketplace page (its header's user menu), or where to go instead: spec §2/§4, the
 * marketplace first runs the expired-password check (not while impersonated; the quick purchase is exempt), so a
 * temporary password leads to its change wherever the person signed in, the sign-in modal included. The hook
 * that asks does the navigation.
 */
export async function marketplaceVisitor(page: {
  pathname: string;
  search: string;
}): Promise<{ visitor: MarketplaceVisitor } | { leaveFor: string }> {
  const info = await loadSessionInfo();
  const { pathname, search } = page;
  if (info.temporaryPassword && !info.impersonatedBy && !pathname.startsWith("/fast-buy/")) {
    return { leaveFor: `/auth/password/expired?returnUrl=${encodeURIComponent(pathname + search)}` };
  }
  return {
    visitor: {
      name: info.user.name,
      email: info.user.email,
      independentTabsEnabled: info.independentTabsEnabled,
      impersonating: info.impersonatedBy !== null,
    },
  };
}

/** Assumes a role in its scope; the new token (carrying the role) replaces the old one (spec §4). */
export async function assumeRole(choice: RoleChoice): Promise<void> {
  const token = tokenOrFail();
  const payload = { roleAlias: choice.role.alias, applicationAlias: shellApplication };
  const result = await runSession((api) => {
    if (choice.kind === "ies" && choice.tenantAlias && choice.iesAlias) {
      return withBearer(bearer(token).authorization)(
        api.assumeIesRole({
          params: { tenant: choice.tenantAlias, ies: choice.iesAlias },
          payload,
        }),
      );
    }
    if (choice.kind === "tenant" && choice.tenantAlias) {
      return withBearer(bearer(token).authorization)(
        api.assumeTenantRole({
          params: { tenant: choice.tenantAlias },
          payload,
        }),
      );
    }
    return withBearer(bearer(token).authorization)(api.assumeApplicationRole({ payload }));
  });
  withTokens((tokens) => tokens.replace(result.accessToken));
}
