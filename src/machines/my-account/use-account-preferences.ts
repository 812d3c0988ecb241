import { useEffect, useRef } from "react";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";

export interface AccountPreferences {
  languageId: string;
  theme?: string | null | undefined;
  textSize?: string | null | undefined;
  accessibility?: { signLanguageEnabled: boolean };
}

/**
 * Reads the signed-in account's preferences (language, theme, text size, sign language) once per layout mount (after hydration, the identity client
 * loaded on demand) and hands them to `onLoaded`; a missing token or a failed call hands nothing.
 */
export function useAccountPreferences(language: string, onLoaded: (preferences: AccountPreferences) => void) {
  const environment = useIdentityEnvironment(language);
  const latest = useRef(onLoaded);
  useEffect(() => {
    latest.current = onLoaded;
  });
  useEffect(() => {
    let cancelled = false;
    import("./my-account.actors.ts")
      .then(({ loadAccount }) => loadAccount(environment))
      .then(
        (me) => {
          if (me && !cancelled) latest.current(me);
        },
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [environment]);
}
