import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from "xstate";

/**
 * What QA and the runner need to know about one machine: the events worth trying in each state
 * (with sample payloads, one per guard outcome of interest) and how complete its coverage must be.
 *
 * Invoked actors are driven by their completion events: `xstate.done.actor.<id>` with an `output`,
 * `xstate.error.actor.<id>` with an `error`. Every invoke in our machines has an `id` equal to its `src`.
 * Delayed transitions are driven by `xstate.after.<delay>.<stateId>` events (a simulated clock advances).
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** kebab-case name used by `npm run qa:paths -- <name>` */
  name: string;
  machine: TMachine;
  /** Machines marked complete fail `npm run test:model` below 100 % on any measure. */
  complete: boolean;
  /** Inputs for machines that take one; paths are generated from each (e.g. with and without a token). */
  inputs?: readonly unknown[];
  events(snapshot: SnapshotFrom<TMachine>): readonly ModelEvent<TMachine>[];
  /** Plain-language descriptions of events for the QA test plan, keyed by event type. */
  describeEvent?: Partial<Record<EventFromLogic<TMachine>["type"], string>>;
}

/** A machine event, or the completion of an invoked actor / a delay, which the runner drives itself. */
export type ModelEvent<TMachine extends AnyStateMachine> =
  | EventFromLogic<TMachine>
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${number}.${string}` };

export function defineModel<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): MachineModel<TMachine> {
  return model;
}

export const doneEventPrefix = "xstate.done.actor.";
export const errorEventPrefix = "xstate.error.actor.";
export const afterEventPrefix = "xstate.after.";
