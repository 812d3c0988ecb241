import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { readToken } from "#src/services/session/session-storage.ts";
import type { SessionInfo } from "#src/services/session/session-info.ts";
import type { GuardDecision, GuardedPage } from "./session-guard.types.ts";

export type GuardStatus =
  | { state: "checking" }
  | { state: "allowed"; session: SessionInfo | null }
  | { state: "unreachable" }
  | { state: "leaving"; decision: GuardDecision };

const SessionContext = createContext<{ session: SessionInfo | null; reload(): void }>({
  session: null,
  reload: () => {},
});

/**
 * Runs the session guard for the current page (spec §4) and carries out its decision: internal redirects
 * through `navigate`, external ones (SAML) through the browser. The guard's machine and effects load after
 * hydration (session-guard.runtime.ts); the status stays "checking" (a spinner) until it has decided.
 * `handedOff`: app start took a `?tokenId=` hand-off; only the first page guarded after it follows its returnUrl.
 */
export function useSessionGuard(
  page: GuardedPage,
  handedOff: boolean,
  navigate: (to: string, replace: boolean) => void,
): GuardStatus & { reload(): void } {
  const [status, setStatus] = useState<GuardStatus>({ state: "checking" });
  const [generation, setGeneration] = useState(0);
  const handOffFollowed = useRef(false);
  const key = `${page.pathname}${page.search}`;

  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    const input = {
      page,
      hasToken: readToken() !== null,
      handedOff: handedOff && !handOffFollowed.current,
      saml: { enabled: false, requestUrl: null },
    };
    void import("./session-guard.runtime.ts").then(async ({ runSessionGuard, hostSaml }) => {
      // An anonymous visitor of a guarded page on a SAML tenant's host goes to its IdP (spec §4).
      const saml = input.hasToken ? input.saml : await hostSaml(key);
      if (cancelled) return;
      const run = runSessionGuard({ ...input, saml });
      stop = run.stop;
      return run.decision.then(({ decision, session }) => {
        if (cancelled) return;
        // A run cancelled before deciding (the address lost its tokenId meanwhile) has not used the hand-off.
        if (input.handedOff) handOffFollowed.current = true;
        if (decision.kind === "allow") setStatus({ state: "allowed", session });
        else if (decision.kind === "unreachable") setStatus({ state: "unreachable" });
        else {
          setStatus({ state: "leaving", decision });
          if (decision.kind === "external") window.location.assign(decision.to);
          else navigate(decision.to, true);
        }
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
    // The page object is rebuilt each render; the address and the reload counter are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);

  return { ...status, reload: () => setGeneration((value) => value + 1) };
}

export function SessionProvider({
  session,
  reload,
  children,
}: {
  session: SessionInfo | null;
  reload(): void;
  children: ReactNode;
}) {
  return createElement(SessionContext.Provider, { value: { session, reload } }, children);
}

/** The signed-in user's session on platform pages (null while anonymous). */
export function useSession() {
  return useContext(SessionContext);
}
