import {
  clearSession,
  readImpersonation,
  readToken,
  rememberRedirect,
  storedSignOutUrl,
  writeImpersonation,
  writeToken,
} from "#src/services/session/session-storage.ts";
import { staffNotImpersonable } from "#src/domain/session/impersonation-refusals.ts";

/**
 * Browser-side session effects the platform shell triggers outside a guard run: impersonation start and
 * leave (spec §4 "Impersonation") and the sign-out inputs. Kept here so hooks stay thin. The session client
 * (Effect) is imported when impersonation starts, so the platform pages' first visit does not carry it.
 */
/** The spec §7 `signin/impersonate` call with the operator's token; a refusal rejects with its failure kind. */
export async function impersonateUser(
  username: string,
  roleAlias: string,
): Promise<{ token: string; redirect: string }> {
  const operatorToken = readToken();
  if (!operatorToken) throw { failure: "unexpected" };
  const [{ runSession, bearer }, { withBearer }] = await Promise.all([
    import("#src/services/session/session.client.ts"),
    import("#src/services/api/authorization.ts"),
  ]);
  try {
    const result = await runSession((api) =>
      withBearer(bearer(operatorToken).authorization)(api.impersonate({ payload: { username, roleAlias } })),
    );
    return { token: result.accessToken, redirect: result.redirect };
  } catch (error) {
    const { status, code } = error as { status?: number | null; code?: string | null };
    // staffNotImpersonable: an operator or other staff account is never accessed as (ADR 050).
    const failure =
      status === 404
        ? "userNotFound"
        : status === 400
          ? "invalidInformation"
          : code === "impersonating"
            ? "impersonating"
            : code === staffNotImpersonable
              ? staffNotImpersonable
              : status === 403
                ? "invalidInformation"
                : "unexpected";
    throw { failure };
  }
}

/** Keeps the operator's token in the impersonation record, then signs in as the other person (spec §4). */
export function beginImpersonation(
  token: string,
  record: { originPath: string; redirect: string; asName: string },
): void {
  const operatorToken = readToken();
  if (!operatorToken) return;
  writeImpersonation({ ...record, operatorToken });
  writeToken(token);
}

/**
 * Restores the operator's own token (spec §4 "Leaving restores the original access token") and ends the
 * impersonation's session on the server (issue 25), so its token stops working at once. Loaded on demand: the
 * API client is not first-visit code; a failure (offline) never keeps the operator acting as the person here.
 */
export function endImpersonation(): void {
  const record = readImpersonation();
  const acting = readToken();
  if (record) writeToken(record.operatorToken);
  writeImpersonation(null);
  if (record && acting && acting !== record.operatorToken)
    // Both loaded here, not with the page: the HttpApi client is not first-visit code (125 KB budget).
    void Promise.all([
      import("#src/services/session/access-sessions.client.ts"),
      import("#src/services/api/authorization.ts"),
    ])
      .then(([{ runAccessSessions }, { withBearer }]) =>
        runAccessSessions((api) => withBearer(`Bearer ${acting}`)(api.signOut())),
      )
      .catch(() => undefined);
}

/** The sign-out machine's input; `samlEnabled` when this host's tenant signs in with SAML (ADR 040). */
export function signOutInput(redirectUrl: string | null, samlEnabled: boolean) {
  return {
    samlEnabled,
    signOutUrl: storedSignOutUrl(),
    allowedHosts: [window.location.hostname],
    redirectUrl,
  };
}

export const signOutEffects = { clearSession, rememberRedirect };
export { readImpersonation };
