import { createActor, toPromise } from "xstate";
import type { SessionInfo } from "#src/services/session/session-info.ts";
import { provideSessionGuard } from "./session-guard.actors.ts";
import type { GuardDecision, SessionGuardInput } from "./session-guard.types.ts";
import { hostSamlRequest, withRelayState } from "./host-saml.ts";

/** The guard's SAML input for this host: its IdP address carrying the page as relay state, if it has one. */
export async function hostSaml(returnPath: string): Promise<SessionGuardInput["saml"]> {
  const requestUrl = await hostSamlRequest();
  return requestUrl
    ? { enabled: true, requestUrl: withRelayState(requestUrl, returnPath) }
    : { enabled: false, requestUrl: null };
}

/**
 * Starts the session guard with its real effects (loaded after hydration by use-session-guard.ts, so XState
 * and Effect stay out of the platform pages' first-visit JavaScript). `decision` settles with the guard's
 * decision and the session the guard loaded, if any.
 */
export function runSessionGuard(input: SessionGuardInput): {
  decision: Promise<{ decision: GuardDecision; session: SessionInfo | null }>;
  stop(): void;
} {
  let session: SessionInfo | null = null;
  const actor = createActor(
    provideSessionGuard((info) => {
      session = info;
    }),
    { input },
  );
  actor.start();
  return { decision: toPromise(actor).then((decision) => ({ decision, session })), stop: () => actor.stop() };
}
