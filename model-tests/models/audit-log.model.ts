import type { SnapshotFrom } from "xstate";
import { auditLogMachine } from "#src/machines/audit-log/audit-log.machine.ts";
import { auditLine } from "#tests/fixtures/audit-events.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof auditLogMachine>;
type Event = ModelEvent<typeof auditLogMachine>;

const line = auditLine(9);
const refused = { kind: "refused" };

/**
 * The audit log page (issue 30, ADR 076): the first page loads (or is refused); then new filters, the next page
 * (only while there is one) and the CSV export, each done or refused.
 */
export const auditLogModel = defineModel({
  name: "audit-log",
  machine: auditLogMachine,
  complete: true,
  events: (snapshot: Snapshot): readonly Event[] => {
    const events: Event[] = [];
    const { context } = snapshot;
    if (snapshot.matches("loading"))
      events.push(
        { type: "xstate.done.actor.page", output: { events: [line], nextCursor: 9 } },
        { type: "xstate.error.actor.page", error: refused },
      );
    if (snapshot.matches("ready") && context.failure === null && !context.exported)
      events.push(
        { type: "FILTER", filters: { person: "aluno", action: "", from: "", to: "" } },
        { type: "MORE" },
        { type: "EXPORT" },
      );
    if (snapshot.matches("loadingMore"))
      events.push(
        { type: "xstate.done.actor.page", output: { events: [], nextCursor: null } },
        { type: "xstate.error.actor.page", error: refused },
      );
    if (snapshot.matches("exporting"))
      events.push(
        { type: "xstate.done.actor.exportCsv", output: undefined },
        { type: "xstate.error.actor.exportCsv", error: refused },
      );
    return events;
  },
  describeEvent: {
    FILTER: "the reader applies filters (person, action, dates)",
    MORE: "the reader loads the next (older) page",
    EXPORT: "the reader downloads the CSV",
  },
});
