import { useEffect, useState } from "react";
import { isOperationMode } from "../domain/session/shell-rules.ts";
import { useTranslation } from "../i18n/react.ts";
import type { SessionInfo } from "../services/session/session-info.ts";
import { useSession } from "../machines/session-guard/use-session-guard.ts";
import { PlatformHomeView, type HomeNotification } from "../views/shell/platform-home.view.tsx";
import { useWorkspace } from "./layouts/use-platform-shell.ts";

const recentCount = 5;

/** /home, the platform home (ADR 035): where staff land after sign-in, a role switch or an impersonation. */
export default function PlatformHomeRoute() {
  const { session } = useSession();
  if (!session) return null;
  return <PlatformHome session={session} />;
}

function PlatformHome({ session }: { session: SessionInfo }) {
  const { t, i18n } = useTranslation("shell");
  const workspace = useWorkspace();
  const [notifications, setNotifications] = useState<HomeNotification[] | "failed" | null>(null);
  const roleId = session.currentRole?.role.id;
  useEffect(() => {
    if (!roleId) return;
    let live = true;
    import("../machines/shell/shell-effects.ts")
      .then(({ recentNotifications }) => recentNotifications(i18n.language, recentCount))
      .then(
        (items) => live && setNotifications([...items]),
        () => live && setNotifications("failed"),
      );
    return () => {
      live = false;
    };
  }, [i18n.language, roleId]);
  const current = session.currentRole;
  return (
    <>
      <title>{`${t("home.title")} — ${t("common:appName")}`}</title>
      <PlatformHomeView
        userName={session.user.name}
        language={i18n.language}
        context={{
          application: workspace?.application.name ?? "",
          tenant: current?.tenant?.name ?? null,
          ies: current?.ies?.name ?? null,
          role: current?.role.name ?? null,
          operation: isOperationMode({ hostname: window.location.hostname, currentRole: current }),
        }}
        applications={workspace ? workspace.availableApplications.filter((app) => !app.isOperation) : null}
        notifications={notifications}
      />
    </>
  );
}
