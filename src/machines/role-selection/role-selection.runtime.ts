import { fromPromise } from "xstate";
import { assumeRole } from "#src/services/session/session-info.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { connectRoleSelection, type RoleSelectionApi } from "./role-selection.connect.ts";
import { roleSelectionMachine } from "./role-selection.machine.ts";
import type { RoleSelectionInput, RoleSelectionOutput } from "./role-selection.types.ts";

/** Creates and starts the role-selection actor with the real role assumption (loaded after hydration by use-role-selection.ts). */
export const runRoleSelection = (
  input: RoleSelectionInput,
  onChange: (api: RoleSelectionApi) => void,
  onDone: (output: RoleSelectionOutput) => void,
) =>
  startFlow(
    roleSelectionMachine.provide({
      actors: { assumeRole: fromPromise(({ input: choice }) => assumeRole(choice)) },
    }),
    input,
    connectRoleSelection,
    onChange,
    onDone,
  );
