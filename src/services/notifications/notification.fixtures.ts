import type { Notification, NotificationList } from "../api/notifications-api.ts";

/** A notification for tests: `id` also names its recipient record; `target` is the recipient's target URL. */
export function notificationFixture(
  id: number,
  options: { isRead?: boolean; target?: string | null; icon?: string | null } = {},
): Notification {
  return {
    id,
    recipientId: id,
    title: `Aviso ${id}`,
    message: `Mensagem do aviso ${id}.`,
    icon: options.icon === undefined ? "bell" : options.icon,
    sentAt: new Date(Date.UTC(2026, 9, 30, 12) - id * 3_600_000).toISOString(),
    isRead: options.isRead ?? false,
    recipientTargetUrl: options.target ?? null,
    notificationTargetUrl: null,
  };
}

/** Page `page` of a list of `totalCount` notifications (ids 1…), 10 a page; `unread` ids are unread. */
export function notificationPageFixture(
  page: number,
  totalCount: number,
  isUnread: (id: number) => boolean = () => true,
): NotificationList {
  const first = (page - 1) * 10 + 1;
  const last = Math.min(totalCount, page * 10);
  const results = [];
  for (let id = first; id <= last; id += 1) results.push(notificationFixture(id, { isRead: !isUnread(id) }));
  let totalUnread = 0;
  for (let id = 1; id <= totalCount; id += 1) if (isUnread(id)) totalUnread += 1;
  return { results, totalCount, totalUnread, page };
}
