import { useCallback, useEffect, useRef, useState } from "react";
import { storageKeys } from "#src/services/config.ts";

export interface SignedInUser {
  name: string;
  email: string;
  /** The application's "independent tabs" setting (spec §4 "Other tabs"). */
  independentTabsEnabled: boolean;
  /** An operator is accessing as this person (spec §6). */
  impersonating: boolean;
}

/**
 * The signed-in visitor for the marketplace header's user menu (spec §2). Loaded after hydration with a
 * dynamic import, so storefront pages keep their first-visit budget; a stale token simply shows "Sign in".
 * Another tab's sign-in or sign-out reloads it (storage event); `refresh()` does after one in this tab
 * (the sign-in modal). A temporary password leaves for the expired-password page (marketplaceVisitor says where).
 */
export function useSignedInUser(): { user: SignedInUser | null; refresh(): void } {
  const [user, setUser] = useState<SignedInUser | null>(null);
  const load = useRef<() => void>(() => {});
  useEffect(() => {
    let cancelled = false;
    load.current = () => {
      if (!window.localStorage.getItem(storageKeys.accessToken)) {
        setUser(null);
        return;
      }
      import("#src/services/session/session-info.ts")
        .then(({ marketplaceVisitor }) => marketplaceVisitor(window.location))
        .then(
          (answer) => {
            // A temporary password leaves for its change (the service says where; this hook navigates).
            if ("leaveFor" in answer) window.location.assign(answer.leaveFor);
            if (!cancelled) setUser("visitor" in answer ? answer.visitor : null);
          },
          () => {
            if (!cancelled) setUser(null);
          },
        );
    };
    load.current();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.accessToken) load.current();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  const refresh = useCallback(() => load.current(), []);
  return { user, refresh };
}
