import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idleAccountSessions, type AccountSessionsApi } from "./account-sessions.connect.ts";
import type { AccountSessionsEvent } from "./account-sessions.types.ts";

/** My Account's active sessions (issue 25); the machine loads after hydration. */
export function useAccountSessions(): AccountSessionsApi {
  return useFlowRuntime<AccountSessionsApi, AccountSessionsEvent>(idleAccountSessions, (onChange) =>
    import("./account-sessions.runtime.ts").then(({ runAccountSessions }) => runAccountSessions(onChange)),
  );
}
