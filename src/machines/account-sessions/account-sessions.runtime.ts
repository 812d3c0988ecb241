import { startFlow } from "../flow-kit/start-flow.ts";
import { provideAccountSessions } from "./account-sessions.actors.ts";
import { connectAccountSessions, type AccountSessionsApi } from "./account-sessions.connect.ts";

/** Creates and starts the sessions actor (loaded after hydration by use-account-sessions.ts). */
export const runAccountSessions = (onChange: (api: AccountSessionsApi) => void) =>
  startFlow(provideAccountSessions(), undefined, connectAccountSessions, onChange);
