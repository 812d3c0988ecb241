import {
  createActor,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type OutputFrom,
  type SnapshotFrom,
} from "xstate";
import type { FlowRuntime } from "./use-flow-runtime.ts";

/**
 * Creates and starts a flow's actor with its real actors, hands each snapshot's connect() API to `onChange`
 * and the output to `onDone`. Only the `*.runtime.ts` modules call it, and they load after hydration, so
 * XState and Effect stay out of a page's first-visit JavaScript.
 */
export function startFlow<Machine extends AnyStateMachine, Api>(
  machine: Machine,
  input: InputFrom<Machine>,
  connect: (snapshot: SnapshotFrom<Machine>, send: (event: EventFromLogic<Machine>) => void) => Api,
  onChange: (api: Api) => void,
  onDone: (output: OutputFrom<Machine>) => void = () => {},
): FlowRuntime<EventFromLogic<Machine>> {
  const actor = createActor(machine, { input });
  const send = (event: EventFromLogic<Machine>) => actor.send(event);
  actor.subscribe((snapshot: SnapshotFrom<AnyStateMachine>) => {
    onChange(connect(snapshot as SnapshotFrom<Machine>, send));
    if (snapshot.status === "done") onDone(snapshot.output as OutputFrom<Machine>);
  });
  actor.start();
  return { send, stop: () => actor.stop() };
}
