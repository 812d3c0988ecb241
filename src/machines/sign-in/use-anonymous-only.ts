import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { storageKeys } from "../../services/config.ts";

/**
 * Auth layouts are for anonymous users only (spec §4/§6): a visitor with a stored token goes to "/",
 * keeping the query. The token lives in the browser, so this runs after hydration.
 */
export function useAnonymousOnly(): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (window.localStorage.getItem(storageKeys.accessToken)) navigate(`/${search}`, { replace: true });
    // Only on arrival: signing in on this page stores a token and then navigates by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
