import { getAdjacencyMap, getShortestPaths, type StatePath } from "xstate/graph";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { MachineModel } from "./model.ts";

export interface ModelStep {
  event: EventObject;
  /** The state value the machine must be in after the event. */
  expected: unknown;
}

export interface ModelPath {
  input: unknown;
  steps: ModelStep[];
}

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });
const serializeEvent = (event: EventObject) => JSON.stringify(event);
const keyOf = (path: ModelPath) =>
  [JSON.stringify(path.input ?? null), ...path.steps.map((step) => serializeEvent(step.event))].join(" > ");

/**
 * Paths that together take every edge of the model's state graph: the shortest path to each reachable
 * snapshot (xstate/graph), extended by each event tried there. A path that is a prefix of another is dropped.
 */
export function generatePaths(model: MachineModel): ModelPath[] {
  const candidates = (model.inputs ?? [undefined]).flatMap((input) => pathsFrom(model, input));
  const unique = [...new Map(candidates.map((path) => [keyOf(path), path])).values()];
  const keys = unique.map(keyOf);
  return unique
    .filter(
      (_, index) =>
        !keys.some((other, otherIndex) => otherIndex !== index && other.startsWith(`${keys[index]} > `)),
    )
    .toSorted((a, b) => a.steps.length - b.steps.length || keyOf(a).localeCompare(keyOf(b)));
}

function pathsFrom(model: MachineModel, input: unknown): ModelPath[] {
  const options = {
    events: (snapshot: AnyMachineSnapshot) => model.events(snapshot),
    input,
    serializeState,
    serializeEvent,
    // Context that grows without bound (counters) would make the graph infinite; fail instead of hanging.
    limit: 20_000,
  };
  const shortest = getShortestPaths(model.machine, options) as StatePath<AnyMachineSnapshot, EventObject>[];
  const adjacency = getAdjacencyMap(model.machine, options);

  const candidates: ModelPath[] = [];
  for (const path of shortest) {
    // The first step of a shortest path is the machine's own initial event.
    const prefix = path.steps.slice(1).map((step) => ({ event: step.event, expected: step.state.value }));
    const vertex = adjacency[serializeState(path.state) as keyof typeof adjacency];
    const outgoing = Object.values(vertex?.transitions ?? {}) as {
      event: EventObject;
      state: AnyMachineSnapshot;
    }[];
    if (outgoing.length === 0) candidates.push({ input, steps: prefix });
    for (const edge of outgoing) {
      candidates.push({ input, steps: [...prefix, { event: edge.event, expected: edge.state.value }] });
    }
  }
  return candidates;
}
