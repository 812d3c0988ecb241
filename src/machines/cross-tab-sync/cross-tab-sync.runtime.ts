import { writeTabToken } from "../../services/session/session-storage.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { connectCrossTabSync, type CrossTabSyncApi } from "./cross-tab-sync.connect.ts";
import { crossTabSyncMachine, type CrossTabSyncInput } from "./cross-tab-sync.machine.ts";

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
