import type { SnapshotFrom } from "xstate";
import { writeTabToken } from "../../services/session/session-storage.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import {
  crossTabSyncMachine,
  type CrossTabSyncEvent,
  type CrossTabSyncInput,
} from "./cross-tab-sync.machine.ts";
import type { CrossTabSyncApi } from "./use-cross-tab-sync.ts";

function connectCrossTabSync(
  snapshot: SnapshotFrom<typeof crossTabSyncMachine>,
  send: (event: CrossTabSyncEvent) => void,
): CrossTabSyncApi {
  return {
    send,
    dialog: snapshot.matches("loggedOutDialog")
      ? "loggedOut"
      : snapshot.matches("roleChangedDialog")
        ? "roleChanged"
        : snapshot.matches("disconnectedDialog")
          ? "disconnected"
          : null,
    outcome: snapshot.status !== "done" ? null : snapshot.matches("reloading") ? "reload" : "signOut",
  };
}

/** Creates and starts the cross-tab watcher; this tab keeps a token changed elsewhere when tabs are independent (loaded after hydration). */
export const runCrossTabSync = (input: CrossTabSyncInput, onChange: (api: CrossTabSyncApi) => void) =>
  startFlow<typeof crossTabSyncMachine, CrossTabSyncApi>(
    crossTabSyncMachine.provide({
      actions: { keepTokenForThisTab: (_, params) => writeTabToken(params.token) },
    }),
    input,
    connectCrossTabSync,
    onChange,
  );
