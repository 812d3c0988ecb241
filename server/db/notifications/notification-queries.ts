import { and, count, desc, eq } from "drizzle-orm";
import type { Notification } from "#src/services/api/notifications-api.ts";
import type { Db } from "../database.ts";
import { notifications } from "../schema/platform.ts";

type Row = typeof notifications.$inferSelect;

/** A stored row as the contract shows it: each row is one person's copy, so it is its own recipient record. */
const toNotification = (row: Row): Notification => ({
  id: row.id,
  recipientId: row.id,
  title: row.title,
  message: row.message,
  icon: row.icon,
  sentAt: row.sentAt.toISOString(),
  isRead: row.isRead,
  recipientTargetUrl: row.recipientTargetUrl,
  notificationTargetUrl: row.notificationTargetUrl,
});

const mine = (userId: number, deliveryMode: string) =>
  and(eq(notifications.recipientId, userId), eq(notifications.deliveryMode, deliveryMode));

/** One page of a person's notifications, newest first, with the total and the unread total over all pages. */
export async function notificationPage(
  db: Db,
  userId: number,
  deliveryMode: string,
  page: number,
  perPage: number,
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(mine(userId, deliveryMode))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totals] = await db
    .select({ totalCount: count() })
    .from(notifications)
    .where(mine(userId, deliveryMode));
  const [unread] = await db
    .select({ totalUnread: count() })
    .from(notifications)
    .where(and(mine(userId, deliveryMode), eq(notifications.isRead, false)));
  return {
    results: rows.map(toNotification),
    totalCount: totals?.totalCount ?? 0,
    totalUnread: unread?.totalUnread ?? 0,
    page,
  };
}

/** Sets the read mark of one of the person's own notifications; null when the id is not theirs (or nothing). */
export async function setRead(db: Db, userId: number, id: number, isRead: boolean) {
  const [row] = await db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}

/** Marks every unread notification of the person (in one delivery mode) as read; how many changed. */
export async function readAll(db: Db, userId: number, deliveryMode: string) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(userId, deliveryMode), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
