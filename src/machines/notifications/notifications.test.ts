import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { NotificationList } from "#src/services/api/notifications-api.ts";
import { notificationFixture } from "#src/services/notifications/notification.fixtures.ts";
import {
  NotificationError,
  NotificationsService,
} from "#src/services/notifications/notifications.service.ts";
import type { NotificationsApi } from "./notifications.connect.ts";
import { idleNotifications } from "./notifications.idle.ts";
import { runNotifications } from "./notifications.runtime.ts";

const targets: Record<number, string> = { 1: "https://forum.sabia.example/t/1", 2: "/meus-cursos" };
const all = Array.from({ length: 25 }, (_, index) =>
  notificationFixture(index + 1, { isRead: index % 5 === 4, target: targets[index + 1] ?? null }),
);

/** A fake server over 25 notifications (5 read), 10 a page, recording the calls. */
function fakeServer(options: { failRead?: boolean } = {}) {
  const read = new Set(all.filter((item) => item.isRead).map((item) => item.id));
  const calls: string[] = [];
  const page = (number: number): NotificationList => ({
    results: all
      .slice((number - 1) * 10, number * 10)
      .map((item) => ({ ...item, isRead: read.has(item.id) })),
    totalCount: all.length,
    totalUnread: all.length - read.size,
    page: number,
  });
  const layer = NotificationsService.layerTest({
    list: (number) => Effect.sync(() => (calls.push(`list ${number}`), page(number))),
    markRead: (id) =>
      options.failRead
        ? Effect.fail(new NotificationError({ message: "down", url: "test://", withToken: true }))
        : Effect.sync(() => (calls.push(`read ${id}`), read.add(id), { ...all[id - 1]!, isRead: true })),
    markAllRead: () => Effect.sync(() => (calls.push("read all"), all.forEach((item) => read.add(item.id)))),
  });
  return { layer, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

async function start(options: { failRead?: boolean } = {}) {
  const server = fakeServer(options);
  const opened: string[] = [];
  let api: NotificationsApi = idleNotifications(() => {});
  const runtime = runNotifications(
    "pt-BR",
    {
      openExternal: (url) => opened.push(`window ${url}`),
      openInternal: (path) => opened.push(`go ${path}`),
    },
    (next) => (api = next),
    {
      options: { baseUrl: "http://x", language: "pt-BR" },
      storage: () => localStorageStub,
      layer: server.layer,
    },
  );
  await settle();
  return { api: () => api, runtime, opened, calls: server.calls };
}

const localStorageStub = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

describe("notifications machine with its actors", () => {
  it("loads page 1 at start: 10 rows, the dot for 20 unread, more to come", async () => {
    const { api, calls } = await start();
    expect(calls).toEqual(["list 1"]);
    expect(api().rows).toHaveLength(10);
    expect(api()).toMatchObject({
      hasUnread: true,
      unreadCount: 20,
      hasMore: true,
      isEmpty: false,
      canMarkAll: true,
    });
  });

  it("soft-reads at once, tells the server, and opens each target by its rule", async () => {
    const { api, opened, calls } = await start();
    api().select(1);
    expect(api().rows[0]!.unread).toBe(false);
    expect(api().unreadCount).toBe(19);
    api().select(2);
    api().select(3);
    expect(api().detail).toMatchObject({ title: "Aviso 3", message: "Mensagem do aviso 3." });
    await settle();
    expect(opened).toEqual(["window https://forum.sabia.example/t/1", "go /meus-cursos"]);
    expect(calls).toEqual(["list 1", "read 1", "read 2", "read 3"]);
    expect(api().unreadCount).toBe(17);
    api().closeDetail();
    expect(api().detail).toBeNull();
    // An already read one is not reported again.
    api().select(5);
    await settle();
    expect(calls.filter((call) => call.startsWith("read"))).toHaveLength(3);
  });

  it("keeps the soft read when the server is not told", async () => {
    const { api } = await start({ failRead: true });
    api().select(3);
    await settle();
    expect(api().rows[2]!.unread).toBe(false);
    expect(api().unreadCount).toBe(19);
  });

  it("loads the next pages when the list end is visible, and stops when all are there", async () => {
    const { api, calls } = await start();
    api().endVisible();
    await settle();
    api().endVisible();
    await settle();
    expect(api().rows).toHaveLength(25);
    expect(api().hasMore).toBe(false);
    api().endVisible();
    await settle();
    expect(calls).toEqual(["list 1", "list 2", "list 3"]);
  });

  it("marks all as read: the unread total goes to 0 and the dot away", async () => {
    const { api } = await start();
    api().markAll();
    await settle();
    expect(api()).toMatchObject({ hasUnread: false, unreadCount: 0, canMarkAll: false });
    expect(api().rows.every((row) => !row.unread)).toBe(true);
  });

  it("reloads page 1 when the role changes", async () => {
    const { api, calls } = await start();
    api().endVisible();
    await settle();
    api().roleChanged();
    await settle();
    expect(calls).toEqual(["list 1", "list 2", "list 1"]);
    expect(api().rows).toHaveLength(10);
  });
});
