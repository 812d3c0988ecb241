import { writeTabToken } from "#src/services/session/session-storage.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { connectCrossTabSync, type CrossTabSyncApi } from "./cross-tab-sync.connect.ts";
import { crossTabSyncMachine, type CrossTabSyncInput } from "./cross-tab-sync.machine.ts";

/**
 * Creates and starts the cross-tab watcher (loaded after hydration). When tabs are independent this tab keeps a
 * token changed elsewhere, then `onTokenKept` lets the page read the session again, so that its header shows the
 * role that token carries at once rather than at the next navigation.
 */
export const runCrossTabSync = (
  input: CrossTabSyncInput,
  onChange: (api: CrossTabSyncApi) => void,
  onTokenKept: () => void,
) =>
  startFlow<typeof crossTabSyncMachine, CrossTabSyncApi>(
    crossTabSyncMachine.provide({
      actions: {
        keepTokenForThisTab: (_, params) => {
          writeTabToken(params.token);
          onTokenKept();
        },
      },
    }),
    input,
    connectCrossTabSync,
    onChange,
  );
