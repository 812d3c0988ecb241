import { describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

const list = (page: number, extra = "") =>
  `/api/notification/notifications?deliveryMode=application&page=${page}&perPage=10${extra}`;

interface Listed {
  results: {
    id: number;
    recipientId: number;
    title: string;
    sentAt: string;
    isRead: boolean;
    recipientTargetUrl: string | null;
    notificationTargetUrl: string | null;
  }[];
  totalCount: number;
  totalUnread: number;
  page: number;
}

describe("notifications over HTTP (spec §7): only the token's own", () => {
  const { as, call } = useCheckoutApi();
  const get = async (username: string, path: string) => {
    const response = await as(username)(path, { method: "GET" });
    return { status: response.status, body: response.json as unknown as Listed };
  };

  it("lists gestora's notifications newest first, 10 a page, with the totals over every page", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get("gestora", list(page))));
    for (const { status } of pages) expect(status).toBe(200);
    const [first] = pages;
    expect(first!.body.page).toBe(1);
    expect(first!.body.totalCount).toBeGreaterThanOrEqual(25);
    expect(pages.map(({ body }) => body.results.length)).toEqual([10, 10, 10, first!.body.totalCount - 30]);
    const all = pages.flatMap(({ body }) => body.results);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const dates = all.map((item) => item.sentAt);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(first!.body.totalUnread).toBe(all.filter((item) => !item.isRead).length);
    expect(all.some((item) => item.isRead)).toBe(true);
    // Every click rule has seeded examples: an http(s) address, an in-app path and none.
    const targets = all.map((item) => item.recipientTargetUrl ?? item.notificationTargetUrl);
    expect(targets.some((url) => url?.startsWith("https://"))).toBe(true);
    expect(targets.some((url) => url?.startsWith("/"))).toBe(true);
    expect(targets.some((url) => url === null)).toBe(true);
  });

  it("gives aluno at least 25 of his own, none of gestora's", async () => {
    const aluno = await get("aluno", list(1, "").replace("&perPage=10", "&perPage=50"));
    const gestora = await get("gestora", list(1, "").replace("&perPage=10", "&perPage=50"));
    expect(aluno.body.totalCount).toBeGreaterThanOrEqual(25);
    const theirs = new Set(gestora.body.results.map((item) => item.id));
    expect(aluno.body.results.some((item) => theirs.has(item.id))).toBe(false);
  });

  it("marks one as read: the unread total drops by one and the list says so", async () => {
    const before = await get("professor", list(1));
    const unread = before.body.results.find((item) => !item.isRead)!;
    const response = await as("professor")(`/api/notification/recipients/${unread.recipientId}`, {
      method: "PATCH",
      body: { isRead: true },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: unread.id, isRead: true });
    const after = await get("professor", list(1));
    expect(after.body.totalUnread).toBe(before.body.totalUnread - 1);
    expect(after.body.results.find((item) => item.id === unread.id)!.isRead).toBe(true);
  });

  it("another person's id answers 404 and leaves it unread", async () => {
    const theirs = (await get("gestora", list(1))).body.results.find((item) => !item.isRead)!;
    const response = await as("aluno")(`/api/notification/recipients/${theirs.recipientId}`, {
      method: "PATCH",
      body: { isRead: true },
    });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(theirs.title);
    const still = (await get("gestora", list(1))).body.results.find((item) => item.id === theirs.id)!;
    expect(still.isRead).toBe(false);
    const missing = await as("aluno")("/api/notification/recipients/999999", {
      method: "PATCH",
      body: { isRead: true },
    });
    expect(missing.status).toBe(404);
  });

  it("marks all as read: unread total 0 for that person only", async () => {
    const gestoraBefore = (await get("gestora", list(1))).body.totalUnread;
    const response = await as("professor")("/api/notification/recipients/read-all", {
      method: "PATCH",
      body: { deliveryMode: "application" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ totalUnread: 0 });
    const after = await get("professor", list(2));
    expect(after.body.totalUnread).toBe(0);
    expect(after.body.results.every((item) => item.isRead)).toBe(true);
    expect((await get("gestora", list(1))).body.totalUnread).toBe(gestoraBefore);
  });

  it("without a token (or with a bad one) answers 401", async () => {
    expect((await call(list(1), { method: "GET" })).status).toBe(401);
    expect((await call(list(1), { method: "GET", token: "not-a-token" })).status).toBe(401);
    const patch = await call("/api/notification/recipients/read-all", {
      method: "PATCH",
      body: { deliveryMode: "application" },
    });
    expect(patch.status).toBe(401);
  });

  it.each([
    ["deliveryMode", "/api/notification/notifications?page=1"],
    ["deliveryMode", "/api/notification/notifications?deliveryMode=sms"],
    ["page", "/api/notification/notifications?deliveryMode=application&page=0"],
    ["perPage", "/api/notification/notifications?deliveryMode=application&perPage=abc"],
  ])("a bad %s answers 400 naming it, never 500", async (field, path) => {
    const response = await as("gestora")(path, { method: "GET" });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json["errors"])).toContain(`"${field}"`);
  });

  it.each([
    ["isRead", "/api/notification/recipients/1", { isRead: "yes" }],
    ["id", "/api/notification/recipients/abc", { isRead: true }],
    ["deliveryMode", "/api/notification/recipients/read-all", { deliveryMode: "email" }],
  ])("a bad %s in a PATCH answers 400 naming it", async (field, path, body) => {
    const response = await as("gestora")(path, { method: "PATCH", body });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json["errors"])).toContain(`"${field}"`);
  });

  it("is described in the OpenAPI document", async () => {
    const document = (await call("/api/openapi.json", { method: "GET" })).json as {
      paths: Record<string, object>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/notification/notifications",
        "/api/notification/recipients/read-all",
        "/api/notification/recipients/{id}",
      ]),
    );
  });
});
