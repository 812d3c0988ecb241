import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idleRoleSelection, type RoleSelectionApi } from "./role-selection.connect.ts";
import type { RoleSelectionEvent, RoleSelectionInput, RoleSelectionOutput } from "./role-selection.types.ts";

/**
 * Runs role selection (spec §2, §4) and carries out its outcome: refresh at the platform home, else load it (a full
 * load, so the new role's theme and features apply: "changing role needs a reload"), or go to the no-role page.
 * The machine loads after hydration (role-selection.runtime.ts); until then the view shows its spinner.
 */
export function useRoleSelection(
  input: RoleSelectionInput,
  navigate: (to: string) => void,
): RoleSelectionApi {
  const onDone = (output: RoleSelectionOutput) => {
    if (output.kind === "refresh") window.location.reload();
    else if (output.kind === "navigate") window.location.assign(output.to);
    else navigate(output.to);
  };
  return useFlowRuntime<RoleSelectionApi, RoleSelectionEvent>(idleRoleSelection, (onChange) =>
    import("./role-selection.runtime.ts").then(({ runRoleSelection }) =>
      runRoleSelection(input, onChange, onDone),
    ),
  );
}
