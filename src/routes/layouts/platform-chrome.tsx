import { lazy, Suspense, useMemo, useState } from "react";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import { filterMenu, menuTree, type MenuEntry } from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { Workspace } from "#src/services/api/shell-api.ts";
import { ShellIcon } from "#src/views/shell/shell-icon.view.tsx";
import { SideMenuView } from "#src/views/shell/side-menu.view.tsx";
import { iconButton } from "#src/views/shell/side-menu.styles.ts";

export { AppSwitcherView as AppSwitcher } from "#src/views/shell/app-switcher.view.tsx";

// The status dialog (and its API client) loads on the first opening.
const StatusDialog = lazy(() => import("./status-dialog.tsx"));

export interface MenuState {
  isWide: boolean;
  expanded: boolean;
  drawerOpen: boolean;
  toggle(): void;
  closeDrawer(): void;
}

/** The header's menu button: mini ↔ expanded beside the content, open ↔ closed as a drawer. */
export function MenuButton({ menu, controls }: { menu: MenuState; controls: string }) {
  const { t } = useTranslation("shell");
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={t("menu.toggle")}
      aria-controls={controls}
      aria-expanded={menu.isWide ? menu.expanded : menu.drawerOpen}
      onClick={menu.toggle}
    >
      <ShellIcon name="menu" />
    </button>
  );
}

/** The side menu: fixed entries (home; in operation mode, access as) plus the application's menu features. */
export function SideMenu(props: {
  id: string;
  menu: MenuState;
  workspace: Workspace | null;
  operation: boolean;
}) {
  const { t } = useTranslation("shell");
  const [filter, setFilter] = useState("");
  const { menu, workspace, operation } = props;
  const { closeDrawer } = menu;
  const entries = useMemo(() => {
    const fixed: MenuEntry[] = [
      {
        id: "home",
        label: "menu.home",
        translated: true,
        icon: "home",
        href: platformHomePath,
        document: false,
        children: [],
      },
    ];
    if (operation) {
      fixed.push({
        id: "impersonate",
        label: "menu.impersonate",
        translated: true,
        icon: "user-check",
        href: "/impersonate",
        document: false,
        children: [],
      });
    }
    return menuTree(fixed, workspace?.features ?? []);
  }, [workspace, operation]);
  const labelOf = (entry: MenuEntry) => (entry.translated ? t(entry.label) : entry.label);
  if (!menu.isWide && !menu.drawerOpen) return null;
  return (
    <SideMenuView
      id={props.id}
      entries={filterMenu(entries, filter, labelOf)}
      filter={workspace?.application.menuSearchEnabled === false ? null : filter}
      mode={menu.isWide ? (menu.expanded ? "expanded" : "mini") : "drawer"}
      labelOf={labelOf}
      onFilter={setFilter}
      onNavigate={closeDrawer}
      onClose={() => {
        closeDrawer();
        document.querySelector<HTMLElement>(`[aria-controls="${props.id}"]`)?.focus();
      }}
    />
  );
}

/** The header's application-status button; the dialog fetches the list on every opening (spec §4). */
export function StatusButton() {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label={t("status.open")}
        title={t("status.open")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ShellIcon name="activity" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <StatusDialog
            onClose={() => {
              setOpen(false);
              document.querySelector<HTMLElement>(`[aria-label="${t("status.open")}"]`)?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
