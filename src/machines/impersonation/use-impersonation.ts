import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { readImpersonation } from "../session-guard/session-effects.ts";
import { idleImpersonation, type ImpersonationApi } from "./impersonation.connect.ts";
import type { ImpersonationEvent } from "./impersonation.machine.ts";

/**
 * Runs the impersonation machine (spec §4) on a page: a record left by an impersonation in progress resumes it
 * (so "leave" works after reloads). Starting and leaving are full page loads: the token changes who is signed in.
 */
export function useImpersonation(currentPath: string): ImpersonationApi {
  return useFlowRuntime<ImpersonationApi, ImpersonationEvent>(
    (send) => idleImpersonation(send, readImpersonation() !== null),
    (onChange) =>
      import("./impersonation.runtime.ts").then(({ runImpersonation }) =>
        runImpersonation({ record: readImpersonation(), currentPath }, onChange, (to) =>
          window.location.assign(to),
        ),
      ),
  );
}
