import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../i18n/react.ts";
import { useSignOut } from "../machines/sign-out/use-sign-out.ts";
import { RoleNotFoundView } from "../views/session/session-pages.view.tsx";

/** /role-not-found (spec §2, §6): no rights here; the only way on is to sign out. */
export default function RoleNotFoundRoute() {
  const { t } = useTranslation("session");
  const navigate = useNavigate();
  const signOut = useSignOut(useCallback((to: string) => void navigate(to), [navigate]));
  return (
    <>
      <title>{`${t("roleNotFound.title")} — ${t("common:appName")}`}</title>
      <RoleNotFoundView onSignOut={() => signOut(null)} />
    </>
  );
}
