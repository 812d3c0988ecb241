import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { countRightsEntries } from "../../domain/session/session-types.ts";
import { useCrossTabSync } from "../../machines/cross-tab-sync/use-cross-tab-sync.ts";
import { leaveImpersonation, readImpersonation } from "../../machines/session-guard/session-effects.ts";
import { useSession } from "../../machines/session-guard/use-session-guard.ts";
import { useSignOut } from "../../machines/sign-out/use-sign-out.ts";
import { ArrivalNoticeBanner } from "./arrival-notice.tsx";
import { PlatformLayoutView } from "../../views/layout/frame-layouts.view.tsx";
import { AccountMenu } from "../../views/session/account-menu.view.tsx";
import { ImpersonationBar } from "../../views/session/session-pages.view.tsx";
import { DeferredNotificationBell } from "./deferred-notification-bell.tsx";
import { DisabledNotificationBell } from "../../views/notifications/notification-bell.view.tsx";
import { toRoleSelectionInput } from "../session-input.ts";

// The cross-tab dialogs (dialog kit), snackbars, the offline notice and the account's preferences load when
// needed, after hydration: none of them is first-visit code (125 KB gzip budget).
const loadExtras = () => import("./platform-extras.tsx");
const SessionDialog = lazy(() => loadExtras().then((module) => ({ default: module.SessionDialog })));
const SignedInShellExtras = lazy(() =>
  loadExtras().then((module) => ({ default: module.SignedInShellExtras })),
);

// The role-change dialog (role selection in a modal) loads when the person asks for it: it is not first-visit code.
const RoleChangeDialog = lazy(() =>
  import("./role-change-dialog.tsx").then((module) => ({ default: module.RoleChangeDialog })),
);

/** Default platform layout (spec §2): header with the account menu, the page, impersonation bar, session dialogs. */
export default function PlatformLayout() {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  const signOut = useSignOut(go);
  const [changingRole, setChangingRole] = useState(false);
  const impersonating = session?.impersonatedBy != null;
  const crossTab = useCrossTabSync({
    independentTabs: session?.independentTabsEnabled ?? false,
    onSignInPage: location.pathname.startsWith("/auth/signin"),
    onSignOut: signOut,
  });

  // A dropped session (the API no longer accepts this tab's token) shows the disconnected dialog (spec §4):
  // checked whenever the tab comes back into focus.
  const { sessionDropped } = crossTab;
  useEffect(() => {
    const check = () => {
      void import("../../machines/session-guard/session-guard.actors.ts")
        .then(({ loadSessionInfo }) => loadSessionInfo())
        .catch((error: { status?: number | null }) => {
          if (error.status === 401) sessionDropped();
        });
    };
    window.addEventListener("focus", check);
    return () => window.removeEventListener("focus", check);
  }, [sessionDropped]);

  const current = session?.currentRole ?? null;
  const level = current ? (current.ies ? "ies" : current.tenant ? "tenant" : "application") : null;
  const scopes = session ? countRightsEntries(toRoleSelectionInput(session, false).rights) : 0;

  return (
    <PlatformLayoutView
      headerActions={
        session && (
          <>
            {impersonating ? <DisabledNotificationBell /> : <DeferredNotificationBell session={session} />}
            <AccountMenu
              userName={session.user.name}
              roleName={current?.role.name ?? null}
              scope={level ? { level, name: current?.ies?.name ?? current?.tenant?.name ?? null } : null}
              canChangeRole={scopes > 1}
              impersonating={impersonating}
              onChangeRole={() => setChangingRole(true)}
              onSignOut={() => signOut(null)}
            />
          </>
        )
      }
    >
      <ArrivalNoticeBanner />
      <Outlet />
      {changingRole && session && (
        <Suspense fallback={null}>
          <RoleChangeDialog session={session} onClose={() => setChangingRole(false)} />
        </Suspense>
      )}
      {impersonating && (
        <ImpersonationBar
          name={session?.user.name ?? readImpersonation()?.asName ?? ""}
          onLeave={() => {
            const back = leaveImpersonation();
            window.location.assign(back);
          }}
        />
      )}
      <Suspense fallback={null}>
        {crossTab.dialog && <SessionDialog kind={crossTab.dialog} onConfirm={crossTab.confirm} />}
        {session && <SignedInShellExtras />}
      </Suspense>
    </PlatformLayoutView>
  );
}
