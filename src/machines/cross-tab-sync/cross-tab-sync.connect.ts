import type { SnapshotFrom } from "xstate";
import type { CrossTabSyncEvent, crossTabSyncMachine } from "./cross-tab-sync.machine.ts";

export type CrossTabDialog = "loggedOut" | "roleChanged" | "disconnected" | null;

export interface CrossTabSyncApi {
  dialog: CrossTabDialog;
  /** Set once a dialog is confirmed: reload the page, or sign out. */
  outcome: "reload" | "signOut" | null;
  send(event: CrossTabSyncEvent): void;
}

/** The dialog to show and the outcome of a confirmed one, from the watcher's snapshot. */
export function connectCrossTabSync(
  snapshot: SnapshotFrom<typeof crossTabSyncMachine>,
  send: (event: CrossTabSyncEvent) => void,
): CrossTabSyncApi {
  return {
    send,
    dialog: snapshot.matches("loggedOutDialog")
      ? "loggedOut"
      : snapshot.matches("roleChangedDialog")
        ? "roleChanged"
        : snapshot.matches("disconnectedDialog")
          ? "disconnected"
          : null,
    outcome: snapshot.status !== "done" ? null : snapshot.matches("reloading") ? "reload" : "signOut",
  };
}
