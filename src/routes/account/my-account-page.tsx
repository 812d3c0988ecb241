import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { useAccountSessions } from "#src/machines/account-sessions/use-account-sessions.ts";
import { useMyAccount } from "#src/machines/my-account/use-my-account.ts";
import { usePasswordChange } from "#src/machines/password-change/use-password-change.ts";
import { useSignOut } from "#src/machines/sign-out/use-sign-out.ts";
import { useRootData } from "../root-data.ts";
import { showSnackbar } from "#src/stores/snackbar.store.ts";
import { MyAccountView } from "#src/views/account/my-account.view.tsx";
import { useApplyPreferences } from "../layouts/use-apply-preferences.ts";

/**
 * My Account's page body: its flows (account, password change) and view. Each save is
 * announced with a success snackbar; a saved language, theme or sign-language setting is applied at once (the preference cookies the
 * server renders with, so later visits have it too, without a flash).
 */
export function MyAccountPage() {
  const { t } = useTranslation("account");
  const { language, theme } = useRootData();
  const api = useMyAccount(language);
  const password = usePasswordChange({ language, returnUrl: "/my-account" });
  const apply = useApplyPreferences();
  const sessions = useAccountSessions();
  const navigate = useNavigate();
  const signOut = useSignOut(useCallback((to: string) => void navigate(to), [navigate]));

  // "Sign out everywhere" ended this session too, or it had already ended: this tab signs out (issue 25).
  const gone = sessions.signedOutEverywhere || sessions.sessionEnded;
  useEffect(() => {
    if (gone) signOut(null);
  }, [gone, signOut]);

  const announced = useRef(0);
  // A new language is announced once the page speaks it (issue 28: "Idioma salvo." on an English page).
  const languageToAnnounce = useRef<string | null>(null);
  useEffect(() => {
    if (api.saves === announced.current || !api.lastSection) return;
    announced.current = api.saves;
    if (api.lastSection === "language" && api.me && api.me.languageId !== language)
      languageToAnnounce.current = api.me.languageId;
    else showSnackbar("success", t(`saved.${api.lastSection}`));
    if (api.me && ["language", "theme", "accessibility"].includes(api.lastSection)) apply(api.me);
  }, [api.saves, api.lastSection, api.me, apply, t, language]);
  useEffect(() => {
    if (languageToAnnounce.current !== language) return;
    languageToAnnounce.current = null;
    showSnackbar("success", t("saved.language"));
  }, [language, t]);

  useEffect(() => {
    if (password.isChanged) showSnackbar("success", t("saved.password"));
  }, [password.isChanged, t]);

  return <MyAccountView api={api} password={password} sessions={sessions} theme={theme} />;
}
