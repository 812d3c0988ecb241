import { useCallback } from "react";
import { useFetcher, useLocation } from "react-router";
import type { AccountPreferences } from "#src/machines/my-account/use-account-preferences.ts";
import { useRootData } from "../root-data.ts";
import { isSignLanguageOn, signLanguageStore } from "#src/stores/sign-language.store.ts";
import { chooseSignLanguage } from "./use-sign-language.ts";

/**
 * Puts an account's language, theme and text size into the preference cookies through the /preferencias action,
 * so the root loader renders them from now on, and its sign-language setting into force in this tab (spec §1:
 * the account's win; the browser's only when the account has none — a null theme or text size). Does nothing
 * when the page already shows them.
 */
export function useApplyPreferences() {
  const fetcher = useFetcher();
  const location = useLocation();
  const root = useRootData();
  return useCallback(
    (account: AccountPreferences) => {
      const signLanguage = account.accessibility?.signLanguageEnabled;
      if (signLanguage !== undefined && signLanguage !== isSignLanguageOn(signLanguageStore.status()))
        chooseSignLanguage(signLanguage);
      // The API only stores supported values; the /preferencias action checks them again.
      const language = account.languageId || root.language;
      const theme = account.theme ?? root.theme;
      const textSize = account.textSize ?? root.textSize;
      if (language === root.language && theme === root.theme && textSize === root.textSize) return;
      void fetcher.submit(
        { language, theme, textSize, returnTo: `${location.pathname}${location.search}` },
        { method: "post", action: "/preferencias" },
      );
    },
    [fetcher, location.pathname, location.search, root.language, root.theme, root.textSize],
  );
}
