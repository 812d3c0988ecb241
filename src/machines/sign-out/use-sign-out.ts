import { useCallback } from "react";
import { createActor, fromPromise, toPromise } from "xstate";
import { bearer, runSession } from "../../services/session/session.client.ts";
import { readToken } from "../../services/session/session-storage.ts";
import { signOutEffects, signOutInput } from "../session-guard/session-effects.ts";
import { signOutMachine } from "./sign-out.machine.ts";

/** Signs out (spec §4) and goes where the machine decides: SAML logout, an allowed sign-out URL, or sign-in. */
export function useSignOut(navigate: (to: string) => void) {
  return useCallback(
    (redirectUrl: string | null = null) => {
      const token = readToken();
      const machine = signOutMachine.provide({
        actors: {
          requestSamlLogout: fromPromise(async () => {
            if (!token) throw new Error("no token");
            const { samlLogoutRequest } = await runSession((api) => api.samlLogout({ headers: bearer(token) }));
            if (!samlLogoutRequest) throw new Error("no SAML logout request");
            return { samlLogoutRequest };
          }),
        },
        actions: {
          clearSession: () => signOutEffects.clearSession(),
          rememberRedirect: (_, params) => signOutEffects.rememberRedirect(params.redirectUrl),
        },
      });
      const actor = createActor(machine, { input: signOutInput(redirectUrl) }).start();
      void toPromise(actor).then((destination) => {
        if (destination.kind === "external") window.location.assign(destination.to);
        else navigate(destination.to);
      });
    },
    [navigate],
  );
}
