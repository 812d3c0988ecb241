import { useEffect, useRef } from "react";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";

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
  const currentLanguage = useRef(language);
  useEffect(() => {
    latest.current = onLoaded;
    currentLanguage.current = language;
  });
  // Once per mount, with the environment of that moment: read again on a language change, the account could
  // answer before the change's own save and put the old language back (text-size.spec.ts, 1 run in 3).
  const first = useRef({ environment, language });
  useEffect(() => {
    let cancelled = false;
    import("./my-account.actors.ts")
      .then(({ loadAccount }) => loadAccount(first.current.environment))
      .then(
        (me) => {
          // A language chosen here while the account was read is the person's latest word (and is being saved).
          if (me && !cancelled && currentLanguage.current === first.current.language) latest.current(me);
        },
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, []);
}
