import type { SnapshotFrom } from "xstate";
import { supportQueueMachine } from "#src/machines/support-queue/support-queue.machine.ts";
import { supportItem } from "#tests/fixtures/support-items.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof supportQueueMachine>;
type Event = ModelEvent<typeof supportQueueMachine>;

const item = supportItem(7);
const refused = { kind: "refused" };

/**
 * The support queue page (issue 30, ADR 081): the items load (or are refused); then an action on an item — done,
 * the queue replaced, or refused beside it — and a reload.
 */
export const supportQueueModel = defineModel({
  name: "support-queue",
  machine: supportQueueMachine,
  complete: true,
  events: (snapshot: Snapshot): readonly Event[] => {
    const events: Event[] = [];
    const { context } = snapshot;
    if (snapshot.matches("loading"))
      events.push(
        { type: "xstate.done.actor.list", output: { items: [item] } },
        { type: "xstate.error.actor.list", error: refused },
      );
    if (snapshot.matches("ready") && context.failure === null && !context.done)
      events.push(
        { type: "RELOAD" },
        { type: "ACT", request: { item, action: "refuse", text: "Titular não confirmado." } },
      );
    if (snapshot.matches("acting"))
      events.push(
        { type: "xstate.done.actor.act", output: { items: [] } },
        { type: "xstate.error.actor.act", error: { kind: "field", field: "reason" } },
      );
    return events;
  },
  describeEvent: {
    RELOAD: "the operator reloads the queue",
    ACT: "the operator works an item (confirm, refuse with a reason, retry, close with a note)",
  },
});
