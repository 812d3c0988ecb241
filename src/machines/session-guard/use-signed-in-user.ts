import { useEffect, useState } from "react";
import { storageKeys } from "../../services/config.ts";

export interface SignedInUser {
  name: string;
  email: string;
}

/**
 * The signed-in visitor for the marketplace header's user menu (spec §2). Loaded after hydration with a
 * dynamic import, so storefront pages keep their first-visit budget; a stale token simply shows "Sign in".
 */
export function useSignedInUser(): SignedInUser | null {
  const [user, setUser] = useState<SignedInUser | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      if (!window.localStorage.getItem(storageKeys.accessToken)) {
        setUser(null);
        return;
      }
      import("./session-guard.actors.ts")
        .then(({ loadSessionInfo }) => loadSessionInfo())
        .then(
          (info) => {
            if (!cancelled) setUser({ name: info.user.name, email: info.user.email });
          },
          () => {
            if (!cancelled) setUser(null);
          },
        );
    };
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.accessToken) load();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return user;
}
