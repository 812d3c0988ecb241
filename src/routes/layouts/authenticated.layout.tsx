import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useAppStartState } from "../../machines/app-start/use-app-start.ts";
import { PageSpinner } from "../../views/ui/spinner.view.tsx";

/**
 * Authenticated layout of spec §2: a spinner until start-up has settled the session, then the page;
 * a visitor without a session goes to sign-in with this page as the return URL.
 */
export default function AuthenticatedLayout() {
  const appStart = useAppStartState();
  const location = useLocation();
  const navigate = useNavigate();
  const mustSignIn = appStart.isReady && !appStart.isAuthenticated;

  useEffect(() => {
    if (!mustSignIn) return;
    const returnUrl = `${location.pathname}${location.search}`;
    void navigate(`/auth/signin?returnUrl=${encodeURIComponent(returnUrl)}`, { replace: true });
  }, [mustSignIn, location.pathname, location.search, navigate]);

  if (!appStart.isReady || mustSignIn) return <PageSpinner />;
  return <Outlet />;
}
