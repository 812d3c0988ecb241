import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { assumeRole } from "../session-guard/session-guard.actors.ts";
import { connectRoleSelection, type RoleSelectionApi } from "./role-selection.connect.ts";
import { roleSelectionMachine } from "./role-selection.machine.ts";
import type { RoleSelectionInput } from "./role-selection.types.ts";

/** Runs role selection (spec §2, §4) and carries out its outcome: refresh at "/", else go to "/", or the no-role page. */
export function useRoleSelection(input: RoleSelectionInput, navigate: (to: string) => void): RoleSelectionApi {
  const machine = useMemo(() => roleSelectionMachine.provide({ actors: { assumeRole: fromPromise(({ input: choice }) => assumeRole(choice)) } }), []);
  const actor = useActorRef(machine, { input });
  const snapshot = useSelector(actor, (s) => s);

  useEffect(() => {
    if (snapshot.status !== "done") return;
    const output = snapshot.output;
    if (!output) return;
    if (output.kind === "refresh") window.location.reload();
    else navigate(output.to);
  }, [snapshot, navigate]);

  return connectRoleSelection(snapshot, actor.send);
}
