import { useEffect } from "react";

/**
 * Spec §9: once the page is idle (at the latest 2 s after it shows), the code of the pages its links in view lead
 * to, on every page the person reaches. The prefetch code loads after hydration: no first visit carries it.
 */
export function useIdlePrefetch(currentPath: string) {
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let left = false;
    void import("./idle-prefetch.ts").then(({ prefetchWhenIdle, browserPrefetchPage }) => {
      if (!left) cancel = prefetchWhenIdle(browserPrefetchPage(), currentPath);
    });
    return () => {
      left = true;
      cancel?.();
    };
  }, [currentPath]);
}
