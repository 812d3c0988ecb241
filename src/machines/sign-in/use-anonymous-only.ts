import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { readToken } from "#src/services/session/session-storage.ts";

/**
 * Auth layouts are for anonymous users only (spec §4/§6): a visitor with a token — the shared one in local
 * storage or, with independent tabs, this tab's own in session storage — goes to "/", keeping the query.
 * The token lives in the browser, so this runs after hydration.
 */
export function useAnonymousOnly(): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (readToken()) navigate(`/${search}`, { replace: true });
    // Only on arrival: signing in on this page stores a token and then navigates by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
