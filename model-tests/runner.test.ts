import { describe, expect, it } from "vitest";
import { assign, fromPromise, setup } from "xstate";
import { CoverageRecorder, percent } from "./coverage.ts";
import { executePath } from "./execute.ts";
import { defineModel } from "./model.ts";
import { generatePaths } from "./paths.ts";

const door = setup({
  types: {
    context: {} as { triedWrongKey: boolean },
    events: {} as { type: "OPEN"; key: string } | { type: "CLOSE" },
  },
  actors: { unlock: fromPromise<void, void>(async () => {}) },
  guards: { rightKey: ({ event }) => event.type === "OPEN" && event.key === "right" },
}).createMachine({
  id: "door",
  initial: "closed",
  context: { triedWrongKey: false },
  states: {
    closed: {
      on: {
        OPEN: [{ guard: "rightKey", target: "unlocking" }, { actions: assign({ triedWrongKey: true }) }],
      },
    },
    unlocking: { invoke: { id: "unlock", src: "unlock", onDone: "open", onError: "closed" } },
    open: { after: { 1000: "closed" }, on: { CLOSE: "closed" } },
  },
});

async function coverageOf(events: (snapshot: { matches(s: string): boolean }) => readonly never[]) {
  const model = defineModel({ name: "door", machine: door, complete: true, events: events as never });
  const coverage = new CoverageRecorder(door);
  const results = await Promise.all(generatePaths(model).map((path) => executePath(model, path, coverage)));
  return { results, report: coverage.report() };
}

const everyEvent = (snapshot: { matches(s: string): boolean }) =>
  (snapshot.matches("closed")
    ? [
        { type: "OPEN", key: "right" },
        { type: "OPEN", key: "wrong" },
      ]
    : snapshot.matches("unlocking")
      ? [
          { type: "xstate.done.actor.unlock", output: undefined },
          { type: "xstate.error.actor.unlock", error: new Error("jammed") },
        ]
      : [{ type: "CLOSE" }, { type: "xstate.after.1000.door.open" }]) as never[];

const withoutWrongKey = (snapshot: { matches(s: string): boolean }) =>
  everyEvent(snapshot).filter((event) => (event as { key?: string }).key !== "wrong") as never[];

describe("model-test runner", () => {
  it("reaches 100 % of states, transitions (incl. invoke and delays) and guard outcomes when every event is modelled", async () => {
    const { results, report } = await coverageOf(everyEvent);
    expect(results.every((result) => result.ok)).toBe(true);
    expect([percent(report.states), percent(report.transitions), percent(report.guardOutcomes)]).toEqual([
      100, 100, 100,
    ]);
  });

  it("reports what a model misses", async () => {
    const { report } = await coverageOf(withoutWrongKey);
    expect(report.transitions.missing).toEqual(["door.closed --OPEN#1"]);
    expect(report.guardOutcomes.missing).toEqual(["door.closed --OPEN#0=false"]);
  });

  it("fails a path whose expected state differs from the machine's", async () => {
    const model = defineModel({ name: "door", machine: door, complete: true, events: everyEvent as never });
    const result = await executePath(
      model,
      {
        input: undefined,
        steps: [{ event: { type: "OPEN", key: "right" } as { type: string }, expected: "open" }],
      },
      new CoverageRecorder(door),
    );
    expect(result).toEqual({ ok: false, failure: 'step 1 (OPEN): expected "open", got "unlocking"' });
  });
});
