import { notificationsApi, type NotificationsApi } from "./notifications.connect.ts";
import type { NotificationsEvent } from "./notifications.types.ts";

/** The bell before its machine has loaded: no dot, the list loading; `send` queues events. */
export const idleNotifications = (send: (event: NotificationsEvent) => void): NotificationsApi =>
  notificationsApi(
    {
      items: [],
      page: 0,
      totalCount: 0,
      totalUnread: 0,
      softRead: [],
      pending: [],
      detail: null,
      failed: false,
      markAllFailed: false,
    },
    { isLoading: true, isLoadingMore: false, isMarkingAll: false, firstPageFailed: false },
    send,
  );
