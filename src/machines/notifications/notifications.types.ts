import type { Notification } from "#src/services/api/notifications-api.ts";

export interface NotificationsContext {
  /** Every notification loaded so far (pages 1…page), newest first, as the server sent them. */
  items: readonly Notification[];
  /** The last page loaded (0 before the first answer). */
  page: number;
  totalCount: number;
  /** The server's unread total over every page, as of the last answer. */
  totalUnread: number;
  /** Soft reads (spec §4): ids clicked while unread, shown read at once; the server may not know yet. */
  softRead: readonly number[];
  /** Soft reads still to tell the server, oldest first. */
  pending: readonly number[];
  /** The notification whose dialog is open (a click on one without a URL). */
  detail: Notification | null;
  /** The last load of the list failed (first page: nothing to show; a later page: the list stays). */
  failed: boolean;
  /** Marking all as read failed; the list is unchanged. */
  markAllFailed: boolean;
}

/** Nothing loaded yet: the machine's first context, and the idle API's before the machine has loaded. */
export const emptyNotificationsContext: NotificationsContext = {
  items: [],
  page: 0,
  totalCount: 0,
  totalUnread: 0,
  softRead: [],
  pending: [],
  detail: null,
  failed: false,
  markAllFailed: false,
};

export type NotificationsEvent =
  /** A click on a notification of the list. */
  | { type: "NOTIFICATION.CLICK"; id: number }
  /** The end of the list scrolled into view (infinite scroll), or "try again" after a failed page. */
  | { type: "LIST.END_VISIBLE" }
  | { type: "MARK_ALL" }
  | { type: "DETAIL.CLOSE" }
  /** Loads page 1 again after a failure. */
  | { type: "RETRY" }
  /** The person's current role changed (spec §4: the list reloads). */
  | { type: "ROLE.CHANGED" };

/** What leaves the flow: the hook opens a new window or navigates (ADR 007). */
export type NotificationsEmitted =
  { type: "open.external"; url: string } | { type: "open.internal"; path: string };
