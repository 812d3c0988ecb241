import { createActor, fromPromise, toPromise } from "xstate";
import { runAccessSessions } from "#src/services/session/access-sessions.client.ts";
import { bearer, runSession } from "#src/services/session/session.client.ts";
import { readToken } from "#src/services/session/session-storage.ts";
import { signOutEffects, signOutInput } from "../session-guard/session-effects.ts";
import { hostSamlRequest } from "../session-guard/host-saml.ts";
import { signOutMachine, type SignOutOutput } from "./sign-out.machine.ts";
import { withBearer } from "#src/services/api/authorization.ts";

/** Runs the sign-out machine with its real effects; loaded on demand so pages do not carry it up front. */
export async function runSignOut(redirectUrl: string | null): Promise<SignOutOutput> {
  const token = readToken();
  // A signed-in person on a SAML tenant's host signs out through the IdP (spec §4 "With SAML…").
  const samlEnabled = token !== null && (await hostSamlRequest()) !== null;
  const machine = signOutMachine.provide({
    actors: {
      requestSamlLogout: fromPromise(async () => {
        if (!token) throw new Error("no token");
        const { samlLogoutRequest } = await runSession((api) =>
          withBearer(bearer(token).authorization)(api.samlLogout({ headers: {} })),
        );
        if (!samlLogoutRequest) throw new Error("no SAML logout request");
        return { samlLogoutRequest };
      }),
    },
    actions: {
      clearSession: () => signOutEffects.clearSession(),
      rememberRedirect: (_, params) => signOutEffects.rememberRedirect(params.redirectUrl),
    },
  });
  const destination = await toPromise(
    createActor(machine, { input: signOutInput(redirectUrl, samlEnabled) }).start(),
  );
  // The server ends the session too (issue 25): its token stops working everywhere, not only in this browser. After
  // the SAML logout request, which still needs the token; a failure (offline) never keeps the person signed in here.
  if (token)
    await runAccessSessions((api) => withBearer(bearer(token).authorization)(api.signOut())).catch(
      () => undefined,
    );
  return destination;
}
