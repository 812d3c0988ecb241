import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from "xstate";
import { allStateNodes, CoverageRecorder } from "./coverage.ts";
import { afterEventPrefix, doneEventPrefix, errorEventPrefix, type MachineModel } from "./model.ts";
import type { ModelPath } from "./paths.ts";

interface Waiter {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Invoked promise actors wait at a gate until the path says how they finish. */
class Gates {
  private readonly waiting = new Map<string, Waiter>();

  wait(id: string): Promise<unknown> {
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  open(id: string, outcome: { output: unknown } | { error: unknown }) {
    const waiter = this.waiting.get(id);
    if (!waiter) throw new Error(`actor "${id}" is not running, so it cannot finish`);
    this.waiting.delete(id);
    if ("output" in outcome) waiter.resolve(outcome.output);
    else waiter.reject(outcome.error);
  }
}

export interface PathResult {
  ok: boolean;
  failure?: string;
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

function activeNodeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return allStateNodes(machine)
    .filter((node) => snapshot.matches(node.path.join(".") as never))
    .map((node) => node.id);
}

/** Runs one path against a real actor of the machine, with gated actors and a simulated clock. */
export async function executePath(
  model: MachineModel,
  path: ModelPath,
  coverage: CoverageRecorder,
): Promise<PathResult> {
  const gates = new Gates();
  const actorNames = Object.keys(model.machine.implementations.actors ?? {});
  const machine = model.machine.provide({
    actors: Object.fromEntries(actorNames.map((name) => [name, fromPromise(() => gates.wait(name))])),
  }) as AnyStateMachine;
  const clock = new SimulatedClock();
  let actor: AnyActorRef | undefined;
  const transitionsOf = new Map<unknown, number>();
  const sourcesOf = new Map<unknown, Set<string>>();

  actor = createActor(machine, {
    input: path.input,
    clock,
    inspect: (inspection) => {
      // The root actor's own microsteps, including those computed while the actor is constructed.
      if (inspection.type !== "@xstate.microstep" || inspection.actorRef.sessionId !== inspection.rootId)
        return;
      // eslint-disable-next-line no-underscore-dangle -- XState's inspection API names it so
      const taken = inspection._transitions;
      transitionsOf.set(inspection.event, (transitionsOf.get(inspection.event) ?? 0) + taken.length);
      const sources = sourcesOf.get(inspection.event) ?? new Set<string>();
      for (const transition of taken) sources.add((transition.source as { id: string }).id);
      sourcesOf.set(inspection.event, sources);
      for (const transition of taken) coverage.takeTransition(transition);
      coverage.visitState(activeNodeIds(machine, inspection.snapshot as AnyMachineSnapshot));
    },
  });

  const observe = () => {
    const snapshot = actor!.getSnapshot() as AnyMachineSnapshot;
    const active = activeNodeIds(machine, snapshot);
    coverage.visitState(active);
    coverage.noneEnabled(active, "(always)"); // a stable state's eventless candidates were all false
    return snapshot;
  };

  try {
    actor.start();
    await settle();
    observe();
    for (const [index, step] of path.steps.entries()) {
      const before = activeNodeIds(machine, actor.getSnapshot() as AnyMachineSnapshot);
      const type = step.event.type;
      if (type.startsWith(doneEventPrefix)) {
        gates.open(type.slice(doneEventPrefix.length), {
          output: (step.event as { output?: unknown }).output,
        });
      } else if (type.startsWith(errorEventPrefix)) {
        gates.open(type.slice(errorEventPrefix.length), { error: (step.event as { error?: unknown }).error });
      } else if (type.startsWith(afterEventPrefix)) {
        clock.increment(Number(type.slice(afterEventPrefix.length).split(".")[0]));
      } else {
        actor.send(step.event);
        if (!transitionsOf.get(step.event)) coverage.noneEnabled(before, type);
        else coverage.skippedOnTheWay(before, type, sourcesOf.get(step.event) ?? new Set());
      }
      await settle();
      const snapshot = observe();
      if (JSON.stringify(snapshot.value) !== JSON.stringify(step.expected)) {
        return {
          ok: false,
          failure: `step ${index + 1} (${type}): expected ${JSON.stringify(step.expected)}, got ${JSON.stringify(snapshot.value)}`,
        };
      }
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: error instanceof Error ? error.message : String(error) };
  } finally {
    actor.stop();
  }
}
