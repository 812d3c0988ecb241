import { useCallback } from "react";

/** Signs out (spec §4) and goes where the machine decides: SAML logout, an allowed sign-out URL, or sign-in. */
export function useSignOut(navigate: (to: string) => void) {
  return useCallback(
    (redirectUrl: string | null = null) => {
      void import("./sign-out.runtime.ts")
        .then(({ runSignOut }) => runSignOut(redirectUrl))
        .then((destination) => {
          if (destination.kind === "external") window.location.assign(destination.to);
          else navigate(destination.to);
        });
    },
    [navigate],
  );
}
