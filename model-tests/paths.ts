import { getAdjacencyMap, getShortestPaths, type StatePath } from "xstate/graph";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { MachineModel } from "./model.ts";

export interface ModelStep {
  event: EventObject;
  /** The state value the machine must be in after the event. */
  expected: unknown;
}

export interface ModelPath {
  steps: ModelStep[];
}

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });
const serializeEvent = (event: EventObject) => JSON.stringify(event);
const keyOf = (path: ModelPath) => path.steps.map((step) => serializeEvent(step.event)).join(" > ");

/**
 * Paths that together take every edge of the model's state graph: the shortest path to each reachable
 * snapshot (xstate/graph), extended by each event tried there. A path that is a prefix of another is dropped.
 */
export function generatePaths(model: MachineModel): ModelPath[] {
  const options = {
    events: (snapshot: AnyMachineSnapshot) => model.events(snapshot),
    input: model.input,
    serializeState,
    serializeEvent,
  };
  const shortest = getShortestPaths(model.machine, options) as StatePath<AnyMachineSnapshot, EventObject>[];
  const adjacency = getAdjacencyMap(model.machine, options);

  const candidates: ModelPath[] = [];
  for (const path of shortest) {
    // The first step of a shortest path is the machine's own initial event.
    const prefix = path.steps.slice(1).map((step) => ({ event: step.event, expected: step.state.value }));
    const vertex = adjacency[serializeState(path.state) as keyof typeof adjacency];
    const outgoing = Object.values(vertex?.transitions ?? {}) as { event: EventObject; state: AnyMachineSnapshot }[];
    if (outgoing.length === 0) candidates.push({ steps: prefix });
    for (const edge of outgoing) {
      candidates.push({ steps: [...prefix, { event: edge.event, expected: edge.state.value }] });
    }
  }

  const unique = [...new Map(candidates.map((path) => [keyOf(path), path])).values()];
  const keys = unique.map(keyOf);
  return unique
    .filter((_, index) => !keys.some((other, otherIndex) => otherIndex !== index && other.startsWith(`${keys[index]} > `)))
    .toSorted((a, b) => a.steps.length - b.steps.length || keyOf(a).localeCompare(keyOf(b)));
}
