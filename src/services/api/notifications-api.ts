import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { NotFound, ServiceUnavailable } from "./api-errors.ts";
import { IntegerParam } from "./query-schemas.ts";
import { Authorization, Unauthorized } from "./authorization.ts";

/** Spec §9: the notification list's page size. */
export const notificationsPerPage = 10;

/** Spec §3 "Notification": one person's copy of a message (its recipient record). Dates are ISO instants. */
export const Notification = Schema.Struct({
  id: Schema.Number,
  /** The recipient record: what `PATCH /recipients/{id}` marks as read. */
  recipientId: Schema.Number,
  title: Schema.String,
  message: Schema.String,
  icon: Schema.NullOr(Schema.String),
  sentAt: Schema.String,
  isRead: Schema.Boolean,
  /** Where this recipient's click leads (wins over the notification's own target). */
  recipientTargetUrl: Schema.NullOr(Schema.String),
  notificationTargetUrl: Schema.NullOr(Schema.String),
});
export type Notification = typeof Notification.Type;

/** A page of the list (spec §3): newest first, with the person's unread total over every page. */
export const NotificationList = Schema.Struct({
  results: Schema.Array(Notification),
  totalCount: Schema.Number,
  totalUnread: Schema.Number,
  page: Schema.Number,
});
export type NotificationList = typeof NotificationList.Type;

/** Only in-app delivery is listed by the shell (spec §7 deliveryMode=application). */
export const DeliveryMode = Schema.Literals(["application"]);

const errors = [Unauthorized, NotFound, ServiceUnavailable] as const;

/** Spec §7 "Notifications" (token): the bell's list, one read mark, and mark all as read. */
export const NotificationsGroup = HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.get("notifications", "/notifications", {
      query: {
        deliveryMode: DeliveryMode,
        page: Schema.optionalKey(IntegerParam(1, 100_000)),
        perPage: Schema.optionalKey(IntegerParam(1, 50)),
      },
      success: NotificationList,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.patch("readAll", "/recipients/read-all", {
      payload: Schema.Struct({ deliveryMode: DeliveryMode }),
      success: Schema.Struct({ updated: Schema.Number, totalUnread: Schema.Number }),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.patch("markRead", "/recipients/:id", {
      params: { id: IntegerParam(1, 2_147_483_647) },
      payload: Schema.Struct({ isRead: Schema.Boolean }),
      success: Notification,
      error: errors,
    }),
  )
  .middleware(Authorization)
  .prefix("/notification");
