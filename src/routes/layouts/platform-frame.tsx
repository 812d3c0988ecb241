import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { countRightsEntries } from "#src/domain/session/session-types.ts";
import {
  canSwitchApplications,
  hasFeature,
  isOperationMode,
  widgetAliases,
} from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useAccountPhoto } from "#src/machines/my-account/use-account-photo.ts";
import { useCrossTabSync } from "#src/machines/cross-tab-sync/use-cross-tab-sync.ts";
import { readImpersonation } from "#src/machines/session-guard/session-effects.ts";
import { useSession } from "#src/machines/session-guard/use-session-guard.ts";
import { useSignOut } from "#src/machines/sign-out/use-sign-out.ts";
import { ArrivalNoticeBanner } from "./arrival-notice.tsx";
import { LeaveImpersonation } from "./leave-impersonation.tsx";
import { PlatformLayoutView } from "#src/views/layout/frame-layouts.view.tsx";
import { AccountMenu } from "#src/views/session/account-menu.view.tsx";
import { DeferredNotificationBell } from "./deferred-notification-bell.tsx";
import { DisabledNotificationBell } from "#src/views/notifications/notification-bell.view.tsx";
import { toRoleSelectionInput } from "../session-input.ts";
import { AppSwitcher, MenuButton, SideMenu, StatusButton } from "./platform-chrome.tsx";
import { independentTabsOf, usePlatformShell, WorkspaceContext } from "./use-platform-shell.ts";
import { useTenantTheme } from "./use-tenant-theme.ts";
import { useRootData } from "../root-data.ts";
import { saveSignLanguage } from "./account-saves.ts";
import SignLanguageSwitch from "./sign-language-switch.tsx";

// The role-change dialog (role selection in a modal) loads when the person asks for it: it is not first-visit code.
// The cross-tab dialogs (dialog kit), snackbars, the offline notice and the account's preferences load when
// needed: none of them is first-visit code (125 KB gzip budget).
const loadExtras = () => import("./platform-extras.tsx");
const SessionDialog = lazy(() => loadExtras().then((module) => ({ default: module.SessionDialog })));
const SignedInShellExtras = lazy(() =>
  loadExtras().then((module) => ({ default: module.SignedInShellExtras })),
);

const RoleChangeDialog = lazy(() =>
  import("./role-change-dialog.tsx").then((module) => ({ default: module.RoleChangeDialog })),
);

const menuId = "platform-side-menu";

/**
 * The default platform layout's frame (spec §2): header (menu button, application status, switcher, bell, avatar
 * menu), the side menu, the page, the impersonation bar and the session dialogs. Widgets show by feature alias
 * (spec §6). platform.layout.tsx loads this module after hydration, while the session guard decides.
 */
export function PlatformFrame() {
  const { session, reload } = useSession();
  const { i18n } = useTranslation("shell");
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  const signOut = useSignOut(go);
  const [changingRole, setChangingRole] = useState(false);
  const impersonating = session?.impersonatedBy != null;
  const current = session?.currentRole ?? null;
  const roleKey = current ? [current.role.id, current.tenant?.id, current.ies?.id].join("/") : "";
  const { workspace, menu } = usePlatformShell(i18n.language, roleKey);
  const { vlibrasRoot } = useRootData();
  const saveSignLanguageHere = useCallback(
    (enabled: boolean) => void saveSignLanguage(i18n.language, enabled),
    [i18n.language],
  );
  const crossTab = useCrossTabSync({
    independentTabs: independentTabsOf(
      location.pathname,
      workspace,
      session?.independentTabsEnabled ?? false,
    ),
    onSignInPage: location.pathname.startsWith("/auth/signin"),
    onSignOut: signOut,
    // The header, the menu and the bell follow the role of the token this tab now holds.
    onTokenKept: reload,
  });

  // A dropped session (the API no longer accepts this tab's token) shows the disconnected dialog (spec §4):
  // checked whenever the tab comes back into focus.
  const { sessionDropped } = crossTab;
  useEffect(() => {
    const check = () => {
      void import("#src/services/session/session-info.ts")
        .then(({ loadSessionInfo }) => loadSessionInfo())
        .catch((error: { status?: number | null }) => {
          if (error.status === 401) sessionDropped();
        });
    };
    // Coming back to the tab (focus, or the tab shown again) — a session ended elsewhere (sign out everywhere,
    // another place signing in, issue 25) shows up then.
    const whenShown = () => {
      if (document.visibilityState === "visible") check();
    };
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", whenShown);
    return () => {
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", whenShown);
    };
  }, [sessionDropped]);

  const brand = useTenantTheme(workspace?.tenant);
  const photo = useAccountPhoto(session?.user.photo ?? null);
  const level = current ? (current.ies ? "ies" : current.tenant ? "tenant" : "application") : null;
  const scopes = session ? countRightsEntries(toRoleSelectionInput(session, false).rights) : 0;
  const operation = isOperationMode({ hostname: window.location.hostname, currentRole: current });
  const aliases = workspace?.features.map((feature) => feature.alias) ?? [];
  const switchable = canSwitchApplications({
    enabled: hasFeature(aliases, widgetAliases.appBrowsing),
    operation,
    impersonating,
    others: workspace?.availableApplications.filter((app) => !app.isOperation).length ?? 0,
  });

  return (
    <PlatformLayoutView
      brand={brand}
      menuButton={<MenuButton menu={menu} controls={menuId} />}
      sideMenu={<SideMenu id={menuId} menu={menu} workspace={workspace} operation={operation} />}
      headerActions={
        session && (
          <>
            <SignLanguageSwitch root={vlibrasRoot} onSave={saveSignLanguageHere} />
            {hasFeature(aliases, widgetAliases.applicationStatus) && <StatusButton />}
            {switchable && (
              <AppSwitcher
                applications={workspace!.availableApplications.filter((app) => !app.isOperation)}
              />
            )}
            {impersonating || (workspace && !hasFeature(aliases, widgetAliases.notifications)) ? (
              <DisabledNotificationBell />
            ) : (
              <DeferredNotificationBell session={session} />
            )}
            <AccountMenu
              userName={session.user.name}
              photoUrl={photo}
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
      <WorkspaceContext value={workspace}>
        <Outlet />
      </WorkspaceContext>
      {changingRole && session && (
        <Suspense fallback={null}>
          <RoleChangeDialog session={session} onClose={() => setChangingRole(false)} />
        </Suspense>
      )}
      {impersonating && <LeaveImpersonation name={session?.user.name ?? readImpersonation()?.asName ?? ""} />}
      <Suspense fallback={null}>
        {crossTab.dialog && <SessionDialog kind={crossTab.dialog} onConfirm={crossTab.confirm} />}
        {session && <SignedInShellExtras />}
      </Suspense>
    </PlatformLayoutView>
  );
}
