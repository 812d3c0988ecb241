import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { supportItem } from "#tests/fixtures/support-items.ts";
import { InvalidInput } from "#src/services/api/api-errors.ts";
import { Conflict } from "#src/services/api/checkout-schemas.ts";
import { Forbidden } from "#src/services/api/session-api.ts";
import {
  SupportQueueService,
  type SupportActRequest,
  type SupportQueueApi as SupportCalls,
} from "#src/services/support-queue/support-queue.service.ts";
import { supportQueueFailureOf } from "./support-queue.actors.ts";
import { idleSupportQueue, type SupportQueueApi } from "./support-queue.connect.ts";
import { runSupportQueue } from "./support-queue.runtime.ts";

const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const card = supportItem(7);
const cancellation = supportItem(8, { id: "cancellation-8", kind: "cancellation", actions: ["confirm"] });

function start(implementation: Partial<SupportCalls>) {
  let api: SupportQueueApi = idleSupportQueue(() => {});
  runSupportQueue("pt-BR", (next) => (api = next), {
    options: { baseUrl: "http://x", language: "pt-BR" },
    storage: () => storage,
    layer: SupportQueueService.layerTest(implementation),
  });
  return () => api;
}

describe("support queue machine (issue 30)", () => {
  it("loads the items; an action sends its item, action and reason, and the answer replaces the list", async () => {
    const acted: SupportActRequest[] = [];
    const api = start({
      list: () => Effect.succeed({ items: [card, cancellation] }),
      act: (request) => Effect.sync(() => (acted.push(request), { items: [cancellation] })),
    });
    expect(api().isLoading).toBe(true);
    await settle();
    expect(api().items.map((item) => item.id)).toEqual(["card-review-7", "cancellation-8"]);
    api().act(card, "refuse", "Titular não confirmado.");
    expect(api().isActing).toBe(true);
    expect(api().last).toEqual({ itemId: "card-review-7", action: "refuse" });
    await settle();
    expect(acted).toEqual([{ item: card, action: "refuse", text: "Titular não confirmado." }]);
    expect(api().items.map((item) => item.id)).toEqual(["cancellation-8"]);
    expect(api().done).toBe("done.refuse");
    expect(api().failure).toBeNull();
  });

  it("a 400 names the reason beside the item; a 409 says the item changed; the list stays; reload fetches it", async () => {
    let lists = 0;
    const api = start({
      list: () => Effect.sync(() => (lists++, { items: [card] })),
      act: ({ action }) =>
        action === "refuse"
          ? Effect.fail(new InvalidInput({ field: "reason", detail: "Expected at least 3 characters" }))
          : Effect.fail(new Conflict({ code: "alreadyPaid", detail: "paid" })),
    });
    await settle();
    api().act(card, "refuse", "");
    await settle();
    expect(api().failure).toEqual({ key: "errors.field.reason", field: "reason" });
    expect(api().done).toBeNull();
    api().act(card, "confirm");
    await settle();
    expect(api().failure).toEqual({ key: "errors.stale", field: null });
    expect(api().items).toEqual([card]);
    api().reload();
    await settle();
    expect(lists).toBe(2);
    expect(api().failure).toBeNull();
    expect(api().last).toBeNull();
  });

  it("a 403 on the list says the role may not work the queue, with no items", async () => {
    const api = start({
      list: () => Effect.fail(new Forbidden({ code: "staffRoleRequired", detail: "no" })),
    });
    await settle();
    expect(api().failure).toEqual({ key: "errors.refused", field: null });
    expect(api().items).toEqual([]);
  });

  it("reads each failure", () => {
    expect(supportQueueFailureOf({ status: 400, detail: 'Expected … at ["note"]' })).toEqual({
      kind: "field",
      field: "note",
    });
    expect(supportQueueFailureOf({ status: 400, detail: "?" })).toEqual({ kind: "field", field: "item" });
    expect(supportQueueFailureOf({ status: 404 })).toEqual({ kind: "stale" });
    expect(supportQueueFailureOf({ status: 401 })).toEqual({ kind: "refused" });
    expect(supportQueueFailureOf({ status: 503 })).toEqual({ kind: "unavailable" });
    expect(supportQueueFailureOf(new Error("x"))).toEqual({ kind: "unexpected" });
  });
});
