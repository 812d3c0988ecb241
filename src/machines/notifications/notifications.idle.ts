import { notificationsApi, type NotificationsApi } from "./notifications.connect.ts";
import { emptyNotificationsContext, type NotificationsEvent } from "./notifications.types.ts";

/** The bell before its machine has loaded: no dot, the list loading; `send` queues events. */
export const idleNotifications = (send: (event: NotificationsEvent) => void): NotificationsApi =>
  notificationsApi(
    emptyNotificationsContext,
    { isLoading: true, isLoadingMore: false, isMarkingAll: false, firstPageFailed: false },
    send,
  );
