import { useCallback, useEffect } from "react";
import { signLanguageCookieName } from "#src/domain/sign-language.ts";
import {
  isSignLanguageOn,
  signLanguageStore,
  useSignLanguageStatus,
} from "#src/stores/sign-language.store.ts";

// The loader (markup, plugin script, widget) is its own chunk: nothing of it is first-visit code (ADR 039).
const loadLoader = () => import("#src/services/sign-language/vlibras-loader.ts");
let loaderUsed = false;

/** Puts a choice in force in this tab and remembers it in this browser for a year (an anonymous visitor's record). */
export function chooseSignLanguage(enabled: boolean): void {
  document.cookie = `${signLanguageCookieName}=${enabled ? "on" : "off"}; Path=/; Max-Age=31536000; SameSite=Lax`;
  signLanguageStore.choose(enabled);
}

/**
 * Drives the sign-language avatar from a layout: at hydration it reads this browser's choice (unless the
 * account's setting already came), loads the avatar while it is on (from `root`, VLIBRAS_ROOT) and hides it when
 * off. `toggle` is the header switch; a signed-in layout passes `saveToAccount`, so the choice follows the person.
 */
export function useSignLanguage(root: string, saveToAccount?: (enabled: boolean) => void) {
  const status = useSignLanguageStatus();
  useEffect(() => {
    if (signLanguageStore.status() === "idle")
      signLanguageStore.choose(
        new RegExp(`(?:^|; )${signLanguageCookieName}=on(?:;|$)`).test(document.cookie),
      );
  }, []);
  useEffect(() => {
    if (status === "loading") {
      loaderUsed = true;
      loadLoader()
        .then(({ showVLibras }) => showVLibras(root))
        .then(signLanguageStore.settle, () => signLanguageStore.settle(false));
    } else if (status === "off" && loaderUsed) {
      void loadLoader().then(({ hideVLibras }) => hideVLibras());
    }
  }, [status, root]);
  const toggle = useCallback(() => {
    const enabled = !isSignLanguageOn(signLanguageStore.status());
    chooseSignLanguage(enabled);
    saveToAccount?.(enabled);
  }, [saveToAccount]);
  return { status, toggle };
}
