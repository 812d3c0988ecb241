import { useImpersonation } from "#src/machines/impersonation/use-impersonation.ts";
import { ImpersonationBar } from "#src/views/session/session-pages.view.tsx";

/**
 * The impersonation bar (spec §2, §6), on platform and store pages alike, running the impersonation machine
 * resumed from its record: leaving restores the operator's token and returns to where the impersonation started.
 * It is the only way out while impersonating: sign-out is disabled meanwhile.
 */
export function LeaveImpersonation({ name }: { name: string }) {
  const api = useImpersonation(window.location.pathname);
  return <ImpersonationBar name={name} onLeave={api.leave} />;
}
