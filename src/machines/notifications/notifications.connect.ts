import type { SnapshotFrom } from "xstate";
import { notificationTarget } from "#src/domain/notifications/notification-target.ts";
import type { Notification } from "#src/services/api/notifications-api.ts";
import type { notificationsMachine } from "./notifications.machine.ts";
import type { NotificationsContext, NotificationsEvent } from "./notifications.types.ts";

/** One row of the menu: the notification as the person sees it (a soft read shows read at once). */
export interface NotificationRow {
  id: number;
  title: string;
  message: string;
  icon: string | null;
  sentAt: string;
  unread: boolean;
  /** What a click does (spec §4): a new window, a page of this site, or the notification's dialog. */
  opens: "window" | "page" | "dialog";
}

const opensBy = { external: "window", internal: "page", none: "dialog" } as const;

export interface NotificationDetail {
  title: string;
  message: string;
  icon: string | null;
  sentAt: string;
}

export interface NotificationsApi {
  /** The bell's dot (spec §4): the unread total minus the soft reads is above 0. */
  hasUnread: boolean;
  /** What the dot stands for, for the bell's label. */
  unreadCount: number;
  rows: readonly NotificationRow[];
  /** Page 1 is on its way (the menu shows a spinner). */
  isLoading: boolean;
  /** The next page is on its way. */
  isLoadingMore: boolean;
  /** Loaded, and the person has no notification at all. */
  isEmpty: boolean;
  /** More pages exist: the list ends in a sentinel that asks for them when it scrolls into view. */
  hasMore: boolean;
  /** Page 1 failed (nothing to show) or a later page failed (the list stays); either offers "try again". */
  loadFailed: boolean;
  markAllFailed: boolean;
  /** "Mark all as read" is offered: something is unread and nothing else is in flight. */
  canMarkAll: boolean;
  isMarkingAll: boolean;
  /** The dialog of a notification without a URL, or null. */
  detail: NotificationDetail | null;
  select(id: number): void;
  endVisible(): void;
  markAll(): void;
  closeDetail(): void;
  retry(): void;
  roleChanged(): void;
}

const toRow =
  (softRead: readonly number[]) =>
  (item: Notification): NotificationRow => ({
    id: item.id,
    title: item.title,
    message: item.message,
    icon: item.icon,
    sentAt: item.sentAt,
    unread: !item.isRead && !softRead.includes(item.id),
    opens: opensBy[notificationTarget(item).kind],
  });

export interface NotificationsPhase {
  isLoading: boolean;
  isLoadingMore: boolean;
  isMarkingAll: boolean;
  /** Page 1 failed: "try again" reloads it; otherwise it asks for the next page again. */
  firstPageFailed: boolean;
}

/** The view's API from the context and the phase (shared with the idle API shown before the machine loads). */
export function notificationsApi(
  context: NotificationsContext,
  phase: NotificationsPhase,
  send: (event: NotificationsEvent) => void,
): NotificationsApi {
  const unreadCount = Math.max(0, context.totalUnread - context.softRead.length);
  const loaded = !phase.isLoading && !phase.firstPageFailed;
  const busy = phase.isLoading || phase.isLoadingMore || phase.isMarkingAll;
  return {
    hasUnread: unreadCount > 0,
    unreadCount,
    rows: context.items.map(toRow(context.softRead)),
    isLoading: phase.isLoading,
    isLoadingMore: phase.isLoadingMore,
    isEmpty: loaded && context.totalCount === 0,
    hasMore: loaded && context.items.length < context.totalCount,
    loadFailed: context.failed,
    markAllFailed: context.markAllFailed,
    canMarkAll: loaded && !busy && unreadCount > 0,
    isMarkingAll: phase.isMarkingAll,
    detail: context.detail && {
      title: context.detail.title,
      message: context.detail.message,
      icon: context.detail.icon,
      sentAt: context.detail.sentAt,
    },
    select: (id) => send({ type: "NOTIFICATION.CLICK", id }),
    endVisible: () => send({ type: "LIST.END_VISIBLE" }),
    markAll: () => send({ type: "MARK_ALL" }),
    closeDetail: () => send({ type: "DETAIL.CLOSE" }),
    retry: () => send(phase.firstPageFailed ? { type: "RETRY" } : { type: "LIST.END_VISIBLE" }),
    roleChanged: () => send({ type: "ROLE.CHANGED" }),
  };
}

export function connectNotifications(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
  send: (event: NotificationsEvent) => void,
): NotificationsApi {
  return notificationsApi(
    snapshot.context,
    {
      isLoading: snapshot.matches({ list: "loading" }),
      isLoadingMore: snapshot.matches({ list: { ready: "loadingMore" } }),
      isMarkingAll: snapshot.matches({ list: { ready: "markingAll" } }),
      firstPageFailed: snapshot.matches({ list: "failed" }),
    },
    send,
  );
}
