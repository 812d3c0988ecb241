import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { getStateNodes } from "xstate/graph";

/** Every state node except the root, by id. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root).filter((node) => node !== machine.root);
}

export interface TransitionRef {
  key: string;
  source: AnyStateNode;
  eventType: string;
  /** Position among the candidates for this event at this node (document order = evaluation order). */
  index: number;
  transition: AnyTransitionDefinition;
}

/** Every transition candidate of the machine, eventful, eventless (always) and delayed. */
export function allTransitions(machine: AnyStateMachine): TransitionRef[] {
  const refs: TransitionRef[] = [];
  for (const node of getStateNodes(machine.root)) {
    for (const [eventType, candidates] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
      candidates.forEach((transition, index) =>
        refs.push({ key: transitionKey(node, eventType, index), source: node, eventType, index, transition }),
      );
    }
    (node.always ?? []).forEach((transition: AnyTransitionDefinition, index: number) =>
      refs.push({
        key: transitionKey(node, "(always)", index),
        source: node,
        eventType: "(always)",
        index,
        transition,
      }),
    );
  }
  return refs;
}

export function transitionKey(node: AnyStateNode, eventType: string, index: number): string {
  return `${node.id} --${eventType}#${index}`;
}

export interface CoverageCounts {
  covered: number;
  total: number;
  missing: string[];
}

export interface MachineCoverage {
  states: CoverageCounts;
  transitions: CoverageCounts;
  guardOutcomes: CoverageCounts;
}

export function percent(counts: CoverageCounts): number {
  return counts.total === 0 ? 100 : (counts.covered / counts.total) * 100;
}

/** Accumulates what real executions visited; measures against the machine definition. */
export class CoverageRecorder {
  readonly visitedStates = new Set<string>();
  readonly takenTransitions = new Set<string>();
  readonly guardOutcomes = new Set<string>();
  private readonly machine: AnyStateMachine;
  private readonly transitions: TransitionRef[];

  constructor(machine: AnyStateMachine) {
    this.machine = machine;
    this.transitions = allTransitions(machine);
  }

  visitState(activeNodeIds: Iterable<string>) {
    for (const id of activeNodeIds) this.visitedStates.add(id);
  }

  /**
   * Records a taken transition (matched by source id, event and position, so a machine copied by
   * `.provide()` counts against the original); earlier candidates for the same event had false guards.
   */
  takeTransition(transition: AnyTransitionDefinition) {
    const source = transition.source as AnyStateNode;
    const always = (source.always ?? []) as AnyTransitionDefinition[];
    const isAlways = always.includes(transition);
    const eventType = isAlways ? "(always)" : transition.eventType;
    const siblings = isAlways
      ? always
      : ((source.transitions.get(eventType) ?? []) as AnyTransitionDefinition[]);
    const key = transitionKey(source, eventType, siblings.indexOf(transition));
    const ref = this.transitions.find((candidate) => candidate.key === key);
    if (!ref) return;
    // The source was active when it fired; this is how transient (eventless) states count as visited.
    if (ref.source !== this.machine.root) this.visitedStates.add(ref.source.id);
    this.takenTransitions.add(ref.key);
    if (ref.transition.guard) this.guardOutcomes.add(`${ref.key}=true`);
    for (const earlier of this.candidatesAt(ref.source.id, ref.eventType).slice(0, ref.index)) {
      if (earlier.transition.guard) this.guardOutcomes.add(`${earlier.key}=false`);
    }
  }

  /** An event (or an eventless check) reached these nodes and none of their candidates was enabled. */
  noneEnabled(activeNodeIds: Iterable<string>, eventType: string) {
    for (const id of activeNodeIds) {
      for (const candidate of this.candidatesAt(id, eventType)) {
        if (candidate.transition.guard) this.guardOutcomes.add(`${candidate.key}=false`);
      }
    }
  }

  /**
   * An event handled in some parallel regions but not others: for each active atomic node, XState looks for an
   * enabled candidate from that node up towards the root and stops at the first node that has one, so every
   * guarded candidate of the nodes passed on the way (none of theirs taken) was false.
   */
  skippedOnTheWay(activeNodeIds: Iterable<string>, eventType: string, takenSourceIds: ReadonlySet<string>) {
    const nodes = allStateNodes(this.machine);
    for (const id of activeNodeIds) {
      let node: AnyStateNode | undefined = nodes.find((candidate) => candidate.id === id);
      if (!node || Object.keys(node.states).length > 0) continue;
      for (; node && !takenSourceIds.has(node.id); node = node.parent) {
        for (const candidate of this.candidatesAt(node.id, eventType)) {
          if (candidate.transition.guard) this.guardOutcomes.add(`${candidate.key}=false`);
        }
      }
    }
  }

  private candidatesAt(nodeId: string, eventType: string): TransitionRef[] {
    return this.transitions.filter((ref) => ref.source.id === nodeId && ref.eventType === eventType);
  }

  report(): MachineCoverage {
    const stateIds = allStateNodes(this.machine).map((node) => node.id);
    const guarded = this.transitions.filter((ref) => ref.transition.guard);
    const outcomeKeys = guarded.flatMap((ref) => [`${ref.key}=true`, `${ref.key}=false`]);
    return {
      states: countsOf(stateIds, this.visitedStates),
      transitions: countsOf(
        this.transitions.map((ref) => ref.key),
        this.takenTransitions,
      ),
      guardOutcomes: countsOf(outcomeKeys, this.guardOutcomes),
    };
  }
}

function countsOf(all: string[], seen: Set<string>): CoverageCounts {
  const missing = all.filter((key) => !seen.has(key));
  return { covered: all.length - missing.length, total: all.length, missing };
}
