import type { SnapshotFrom } from "xstate";
import { notificationsMachine } from "#src/machines/notifications/notifications.machine.ts";
import type { NotificationList } from "#src/services/api/notifications-api.ts";
import { notificationFixture } from "#src/services/notifications/notification.fixtures.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof notificationsMachine>;
type Event = ModelEvent<typeof notificationsMachine>;

const unavailable = { _tag: "ServiceUnavailable", status: 503, detail: "The database did not answer." };

/** 12 notifications (two pages): 1 opens a site, 2 a page of ours, 3 has no URL, 4 too and is already read. */
const notification = (id: number) =>
  notificationFixture(id, {
    target: id === 1 ? "https://relatorios.sabia.example/x" : id === 2 ? "/meus-cursos" : null,
    isRead: id === 4 || id === 12,
  });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => notification(from + index));
const firstPage: NotificationList = { results: range(1, 10), totalCount: 12, totalUnread: 10, page: 1 };
const secondPage: NotificationList = { results: range(11, 12), totalCount: 12, totalUnread: 10, page: 2 };
const empty: NotificationList = { results: [], totalCount: 0, totalUnread: 0, page: 1 };

/** Nothing clicked yet: 1-3 unread on the server and no soft read. */
const pristine = ({ context }: Snapshot) =>
  context.softRead.length === 0 &&
  [1, 2, 3].every((id) => context.items.some((item) => item.id === id && !item.isRead));

/**
 * Clicks are tried on page 1 at rest (nothing in flight, no dialog), in order: the first of 1-3 not yet
 * soft-read, and the already read 4. Every transition and guard outcome is still taken; the graph stays small.
 */
function clicks(snapshot: Snapshot): Event[] {
  const { items, softRead, pending, detail, page, failed, markAllFailed } = snapshot.context;
  if (!snapshot.matches({ list: { ready: "idle" } }) || page !== 1 || pending.length > 0) return [];
  if (detail !== null || failed || markAllFailed || items.length === 0) return [];
  const unread = [1, 2, 3].find(
    (id) => !softRead.includes(id) && !items.find((item) => item.id === id)?.isRead,
  );
  return [
    ...(unread === undefined ? [] : [{ type: "NOTIFICATION.CLICK" as const, id: unread }]),
    { type: "NOTIFICATION.CLICK", id: 4 },
  ];
}

/**
 * The header's notifications (spec §4): page 1 (12 notifications, or none, or a failure), the next page at the
 * list end, soft reads told to the server (confirmed or not), each click rule, the dialog, mark all (done,
 * failed, or nothing to mark) and a role change reloading the list (from the start and with the dialog open).
 */
export const notificationsModel = defineModel({
  name: "notifications",
  machine: notificationsMachine,
  complete: true,
  events: (snapshot: Snapshot): readonly Event[] => {
    const events: Event[] = [];
    const { context } = snapshot;
    if (snapshot.matches({ list: "loading" })) {
      events.push(
        { type: "xstate.done.actor.loadPage", output: firstPage },
        { type: "xstate.done.actor.loadPage", output: empty },
        { type: "xstate.error.actor.loadPage", error: unavailable },
      );
      if (context.page === 0 && !context.failed && context.softRead.length === 0)
        events.push({ type: "ROLE.CHANGED" });
    }
    if (snapshot.matches({ list: "failed" })) events.push({ type: "RETRY" });
    if (snapshot.matches({ list: { ready: "loadingMore" } }))
      events.push(
        { type: "xstate.done.actor.loadPage", output: secondPage },
        { type: "xstate.error.actor.loadPage", error: unavailable },
      );
    if (snapshot.matches({ list: { ready: "markingAll" } }))
      events.push(
        { type: "xstate.done.actor.markAllRead", output: { updated: 10, totalUnread: 0 } },
        { type: "xstate.error.actor.markAllRead", error: unavailable },
      );
    if (
      snapshot.matches({ list: { ready: "idle" } }) &&
      context.detail === null &&
      context.pending.length === 0
    ) {
      if (pristine(snapshot) || context.totalCount === 0) events.push({ type: "LIST.END_VISIBLE" });
      if (pristine(snapshot) || context.totalUnread === 0) events.push({ type: "MARK_ALL" });
    }
    events.push(...clicks(snapshot));
    if (snapshot.matches({ detail: "open" })) {
      events.push({ type: "DETAIL.CLOSE" });
      if (context.softRead.length === 0) events.push({ type: "ROLE.CHANGED" });
    }
    if (snapshot.matches({ reporting: "sending" })) {
      const id = context.pending[0] ?? 1;
      events.push(
        { type: "xstate.done.actor.markRead", output: { ...notification(id), isRead: true } },
        { type: "xstate.error.actor.markRead", error: unavailable },
      );
    }
    return events;
  },
  describeEvent: {
    "NOTIFICATION.CLICK": "the person clicks a notification in the menu",
    "LIST.END_VISIBLE": "the end of the list scrolls into view",
    MARK_ALL: "the person chooses 'mark all as read'",
    "DETAIL.CLOSE": "the person closes the notification's dialog",
    RETRY: "the person asks to load the notifications again",
    "ROLE.CHANGED": "the person's current role changes",
  },
});
