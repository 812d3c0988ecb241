import { useCallback } from "react";
import { useFetcher, useLocation } from "react-router";
import { useRootData } from "../../root.tsx";

/**
 * Puts an account's language and theme into the preference cookies through the /preferencias action, so the
 * root loader renders them from now on (spec §1: the account's language and theme win; the browser's only
 * when the account has none). Does nothing when the page already shows them.
 */
export function useApplyPreferences() {
  const fetcher = useFetcher();
  const location = useLocation();
  const root = useRootData();
  return useCallback(
    (account: { languageId: string; theme?: string | null | undefined }) => {
      // The API only stores supported languages and themes; the /preferencias action checks them again.
      const language = account.languageId || root.language;
      const theme = account.theme ?? root.theme;
      if (language === root.language && theme === root.theme) return;
      void fetcher.submit(
        { language, theme, returnTo: `${location.pathname}${location.search}` },
        { method: "post", action: "/preferencias" },
      );
    },
    [fetcher, location.pathname, location.search, root.language, root.theme],
  );
}
