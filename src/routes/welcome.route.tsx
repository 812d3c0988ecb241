import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../i18n/react.ts";
import { useRoleSelection } from "../machines/role-selection/use-role-selection.ts";
import type { SessionInfo } from "../services/session/session-info.ts";
import { useSession } from "../machines/session-guard/use-session-guard.ts";
import { toRoleSelectionInput } from "./session-input.ts";
import { RoleSelectionView } from "../views/session/role-selection.view.tsx";
import { messagePage } from "../views/session/session.styles.ts";

/** /welcome (spec §2, §4): first access or several rights entries — choose the role to work with. */
export default function WelcomeRoute() {
  const { session } = useSession();
  if (!session) return null;
  return <Welcome session={session} />;
}

function Welcome({ session }: { session: SessionInfo }) {
  const { t } = useTranslation("session");
  const navigate = useNavigate();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  const api = useRoleSelection(toRoleSelectionInput(session, false), go);
  return (
    <>
      <title>{`${t("roleSelection.title")} — ${t("common:appName")}`}</title>
      <div className={messagePage}>
        <h1>{t("welcome.title", { name: session.user.name })}</h1>
        <p>{t("welcome.lead")}</p>
      </div>
      <RoleSelectionView api={api} headingLevel={2} />
    </>
  );
}
