import { useEffect, useState, type ComponentType } from "react";
import { useAccountPreferences } from "../../machines/my-account/use-account-preferences.ts";
import { useRootData } from "../../root.tsx";
import { useApplyPreferences } from "./use-apply-preferences.ts";

/**
 * Mounts the shell's snackbars and online/offline notice once they have loaded, just after hydration: they are
 * not first-visit code (125 KB budget).
 */
export function DeferredShellNotices() {
  const [Notices, setNotices] = useState<{ Component: ComponentType } | null>(null);
  useEffect(() => {
    let live = true;
    void import("../../views/ui/shell-notices.view.tsx").then(
      (module) => live && setNotices({ Component: module.ShellNotices }),
    );
    return () => {
      live = false;
    };
  }, []);
  return Notices ? <Notices.Component /> : null;
}

/**
 * The signed-in shell's extras: the notices, and the account's own language and theme applied when this
 * browser shows others (a first visit here, or a change made elsewhere) — spec §1: the account's win.
 */
export function SignedInShellExtras() {
  const { language } = useRootData();
  const apply = useApplyPreferences();
  useAccountPreferences(language, apply);
  return <DeferredShellNotices />;
}
