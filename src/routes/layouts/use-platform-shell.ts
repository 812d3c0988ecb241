import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { breakpoints } from "#src/domain/breakpoints.ts";
import type { Workspace } from "#src/services/api/shell-api.ts";

/** The shell's workspace (features, other applications) for pages inside the platform layout; null while loading. */
export const WorkspaceContext = createContext<Workspace | null>(null);
export const useWorkspace = () => useContext(WorkspaceContext);

/**
 * The independent-tabs setting for this page (spec §4 "Other tabs"): on an application's page hosted at
 * /wc/{app}/{tag}, that application's own setting; elsewhere, this application's.
 */
export function independentTabsOf(pathname: string, workspace: Workspace | null, own: boolean): boolean {
  const hosted = /^\/wc\/([^/]+)\//.exec(pathname)?.[1]?.toLowerCase();
  const application = hosted
    ? workspace?.availableApplications.find((candidate) => candidate.alias.toLowerCase() === hosted)
    : undefined;
  return application ? application.independentTabsEnabled : own;
}

const wide = `(min-width: ${breakpoints.sidebar}px)`;

/** ≥ 1250 px the menu sits beside the content (mini or expanded); below, it is a drawer (spec §4, §9). */
function useWideLayout(): boolean {
  const [isWide, setWide] = useState(() => window.matchMedia(wide).matches);
  useEffect(() => {
    const query = window.matchMedia(wide);
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return isWide;
}

/**
 * The platform frame's state: the workspace of the current role (reloaded when the role key changes) and the
 * menu's mini / expanded / drawer state.
 */
export function usePlatformShell(language: string, roleKey: string) {
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  const [expanded, setExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    // Pages without a current role (role selection, no-role page) show no menu features.
    if (roleKey === "") return;
    let live = true;
    import("#src/machines/shell/shell-effects.ts")
      .then(({ loadWorkspace }) => loadWorkspace(language))
      .then(
        (loaded) => live && setWorkspace(loaded),
        (error: unknown) =>
          console.warn("workspace failed to load; the shell continues without features", error),
      );
    return () => {
      live = false;
    };
  }, [language, roleKey]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const isWide = useWideLayout();
  const toggle = useCallback(() => {
    if (isWide) setExpanded((value) => !value);
    else setDrawerOpen((value) => !value);
  }, [isWide]);
  return { workspace, menu: { isWide, expanded, drawerOpen, toggle, closeDrawer } };
}
