import { useCallback } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { searchWithoutTokenId } from "#src/domain/session/hand-off-address.ts";
import { useAppStartState } from "#src/machines/app-start/use-app-start.ts";
import { SessionProvider, useSessionGuard } from "#src/machines/session-guard/use-session-guard.ts";
import { SessionUnreachableView } from "#src/views/session/session-pages.view.tsx";
import { PageSpinner } from "#src/views/ui/spinner.view.tsx";

/**
 * Authenticated layout of spec §2: a spinner until start-up has settled and the session guard (spec §4) has
 * decided; then the page, with the session in context.
 */
export default function AuthenticatedLayout() {
  const appStart = useAppStartState();
  if (!appStart.isReady) return <PageSpinner titled />;
  return <GuardedPage handedOff={appStart.handedOff} />;
}

function GuardedPage({ handedOff }: { handedOff: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const go = useCallback((to: string, replace: boolean) => void navigate(to, { replace }), [navigate]);
  // App start took a hand-off code off the address behind the router's back: the router may still show it.
  const page = { pathname: location.pathname, search: searchWithoutTokenId(location.search) };
  const guard = useSessionGuard(page, handedOff, go);
  if (guard.state === "unreachable") return <SessionUnreachableView onRetry={guard.reload} />;
  if (guard.state !== "allowed") return <PageSpinner titled />;
  return (
    <SessionProvider session={guard.session} reload={guard.reload}>
      <Outlet />
    </SessionProvider>
  );
}
