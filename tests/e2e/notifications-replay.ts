import { expect, type Locator, type Page } from "./recorded-test.ts";
import type { EventObject, SnapshotFrom } from "xstate";
import notifications from "#src/i18n/locales/pt-BR/notifications.json" with { type: "json" };
import type { ModelPath } from "#model-tests/paths.ts";
import {
  connectNotifications,
  type NotificationRow,
} from "#src/machines/notifications/notifications.connect.ts";
import type { notificationsMachine } from "#src/machines/notifications/notifications.machine.ts";
import type { Notification, NotificationList } from "#src/services/api/notifications-api.ts";
import { HeldCalls } from "./identity-replay.ts";
import { ptBrText } from "./model-replay.ts";

/**
 * Replays notifications model paths against the platform header's bell (ADR 003), as purchase-replay.ts does for
 * a purchase: the notification calls are held by `page.route` from before the page loads (the list loads just
 * after hydration) and answered as each path's done/error step says; a shadow actor of the machine says what the
 * snapshot is after each step, and connect() of it is what the bell, its menu and the dialog must show.
 */

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** pt-BR text of a `notifications:` i18n key, with the page's own translator. */
export const notificationsText = ptBrText("notifications", notifications);
const t = notificationsText;

/** The model's notification 1 opens this site in a new window (the replay routes it to a page of its own). */
export const externalHost = "https://relatorios.sabia.example";

/**
 * The model's notification 2 leads to /meus-cursos, a store page: going there would unmount the platform header
 * and its machine. The replay leads it to /my-account, a platform page (the same kind of target: in-app).
 */
export const internalTarget = "/my-account";
const storeTarget = "/meus-cursos";

const onThePlatform = (item: Notification): Notification =>
  item.recipientTargetUrl === storeTarget ? { ...item, recipientTargetUrl: internalTarget } : item;

/** A model path whose answers lead notification 2 to a platform page (above), for the shadow and the page alike. */
export function withPlatformTarget(path: ModelPath): ModelPath {
  return {
    ...path,
    steps: path.steps.map((step) => {
      const event = step.event as EventObject & { output?: unknown };
      if (event.type === "xstate.done.actor.loadPage") {
        const list = event.output as NotificationList;
        return {
          ...step,
          event: { ...event, output: { ...list, results: list.results.map(onThePlatform) } },
        };
      }
      if (event.type === "xstate.done.actor.markRead")
        return { ...step, event: { ...event, output: onThePlatform(event.output as Notification) } };
      return step;
    }),
  };
}

/** The calls behind each invoked actor; registered in this order (Playwright tries the last registered first). */
const heldCalls = [
  ["markRead", "PATCH", "**/api/notification/recipients/*"],
  ["markAllRead", "PATCH", "**/api/notification/recipients/read-all"],
  ["loadPage", "GET", "**/api/notification/notifications?*"],
] as const;

/**
 * Holds the notification calls. Any other call under /api/notification would reach the person's real
 * notifications, so it is recorded in `unexpected` (and answered 404) for the test to fail on.
 */
export async function holdNotificationCalls(page: Page) {
  const calls = new HeldCalls();
  const unexpected: string[] = [];
  await page.route("**/api/notification/**", (route) => {
    unexpected.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    return route.fulfill({ status: 404, json: { status: 404, detail: "not held by the replay" } });
  });
  for (const [id, method, pattern] of heldCalls) await calls.hold(page, id, pattern, method);
  return { calls, unexpected };
}

/**
 * The event the page's machine receives when the person does what a step says, or null where no control sends
 * it: "Marcar todas como lidas" is disabled unless connect() offers it; the list's end (the sentinel that asks for
 * the next page, or "Tentar de novo" after a page failed) is there only while more exist. ROLE.CHANGED is sent
 * by the header when the session's role changes in place (notifications-role-change.ts).
 */
export function pageEventOf(event: EventObject, before: NotificationsSnapshot): EventObject | null {
  const api = connectNotifications(before, () => {});
  switch (event.type) {
    case "MARK_ALL":
      return api.canMarkAll ? event : null;
    case "LIST.END_VISIBLE":
      return api.hasMore && !api.isLoadingMore ? event : null;
    default:
      return event;
  }
}

// ---------------------------------------------------------------- the page's parts

export const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notificações/ });
export const menu = (page: Page) => page.getByRole("dialog", { name: t("title") });
/** The notifications of the menu (the list's end may hold "Tentar de novo" too). */
export const rows = (page: Page) =>
  menu(page)
    .getByRole("list")
    .getByRole("button")
    .filter({ hasNotText: new RegExp(`^${t("retry")}$`) });
/** The dialog of a notification without a URL (the fixtures' titles are "Aviso {id}"). */
export const detailDialog = (page: Page, title: string | RegExp = /^Aviso \d+$/) =>
  page.getByRole("dialog", { name: title });

/** Opens the bell's menu unless it is open. */
export async function openMenu(page: Page) {
  if ((await bell(page).getAttribute("aria-expanded")) !== "true") await bell(page).click();
  await expect(menu(page)).toBeVisible();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A row's text: title, message, time, "(abre em uma nova janela)" for a site, and "Não lida" while unread. */
const rowText = (row: NotificationRow) =>
  new RegExp(
    `^${row.unread ? "" : `(?!.*${t("unread")})`}${escaped(row.title)}\\s*${escaped(row.message)}.*` +
      `${row.opens === "window" ? `\\(${escaped(t("opensInNewWindow"))}\\)\\s*` : ""}` +
      `${row.unread ? escaped(t("unread")) : ""}$`,
  );

const shown = (locator: Locator, isShown: boolean) =>
  isShown ? expect(locator).toBeVisible() : expect(locator).toHaveCount(0);

/**
 * What connect() says of the snapshot is what the page shows: the bell's label, and either the dialog of a
 * notification or the menu (opened if it is closed) with its notices, rows, unread marks, "mark all" and the
 * list's end. A row's time ("há 5 minutos") comes from the fixture's sentAt and is not checked.
 */
export async function expectNotificationsUi(page: Page, snapshot: NotificationsSnapshot) {
  const api = connectNotifications(snapshot, () => {});
  await expect(bell(page)).toHaveAccessibleName(
    api.unreadCount > 0 ? t("bellUnread", { count: api.unreadCount }) : t("bell"),
  );
  if (api.detail) {
    const dialog = detailDialog(page, api.detail.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(api.detail.message)).toBeVisible();
    return;
  }
  await expect(detailDialog(page)).toHaveCount(0);
  await openMenu(page);
  const panel = menu(page);
  await shown(panel.getByText(t("loading")), api.isLoading);
  await shown(panel.getByText(t("markAllFailed")), api.markAllFailed);
  await shown(panel.getByText(t("empty")), api.isEmpty);
  const firstPageFailed = api.loadFailed && api.rows.length === 0 && !api.isLoading;
  await shown(panel.getByText(t("loadFailed")), firstPageFailed);

  await expect(rows(page)).toHaveText(api.rows.map(rowText));
  const markAll = panel.getByRole("button", { name: t("markAll") });
  if (api.rows.length > 0) await expect(markAll).toBeEnabled({ enabled: api.canMarkAll });
  else await expect(markAll).toHaveCount(0);

  const listEnd = api.rows.length > 0 && (api.hasMore || api.isLoadingMore);
  await shown(panel.getByRole("img", { name: t("loadingMore") }), listEnd && !api.loadFailed);
  await shown(
    panel.getByRole("button", { name: t("retry") }),
    firstPageFailed || (listEnd && api.loadFailed),
  );
}
