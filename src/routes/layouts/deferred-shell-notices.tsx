import { useEffect, useState, type ComponentType } from "react";

/**
 * Mounts the shell's snackbars and online/offline notice once they have loaded, just after hydration: they are
 * not first-visit code (125 KB budget).
 */
export function DeferredShellNotices() {
  const [Notices, setNotices] = useState<{ Component: ComponentType } | null>(null);
  useEffect(() => {
    let live = true;
    void import("#src/views/ui/shell-notices.view.tsx").then(
      (module) => live && setNotices({ Component: module.ShellNotices }),
    );
    return () => {
      live = false;
    };
  }, []);
  return Notices ? <Notices.Component /> : null;
}
