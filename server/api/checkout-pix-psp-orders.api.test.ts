import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parsePixPayload } from "#src/domain/payments/pix-br-code.ts";
import { until, useCheckoutApi } from "./checkout-test-kit.ts";
import { usePixPsp } from "./pix-psp-test-kit.ts";

/** A cart paid as one order (ADR 067) against the Pix PSP simulator: one charge, partial devolução, withdrawal. */
const { options, control } = usePixPsp();

describe("cart orders with a real Pix PSP (the simulator)", () => {
  const kit = useCheckoutApi(options);
  const { as, pay, rows } = kit;
  const statusOf = async (id: number) =>
    (await rows<{ status: string }>(sql`select status from subscriptions where id = ${id}`))[0]!.status;

  it("pays a cart of several courses with one PSP charge; its webhook confirms every course; one cancelled is a devolução of its own total (ADR 067)", async () => {
    const slugs = await kit.coursesNotBoughtBy("gestora", 2, "newest");
    await as("gestora")("/api/subscription/cart/items", { body: { courses: slugs } });
    const placed = await pay("gestora")("/api/subscription/cart/order", { method: "pix" });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const order = placed.json as { id: number; total: number; pix: { copyPaste: string; amount: number } };
    expect(parsePixPayload(order.pix.copyPaste).ok).toBe(true);
    expect(order.pix.amount).toBe(order.total);
    const [charge] = await rows<{ pix_txid: string }>(
      sql`select p.pix_txid from payments p join order_items i on i.subscription_id = p.subscription_id
          where i.order_id = ${order.id} and p.status = 'pending'`,
    );
    expect((await control(`/cob/${charge!.pix_txid}/pay`, { webhook: "once" })).status).toBe(201);
    const read = () => as("gestora")(`/api/subscription/cart/orders/${order.id}`, { method: "GET" });
    await until(async () => (await read()).json["paid"] === true, "the order's grant");
    const statuses = await rows<{ status: string }>(
      sql`select s.status from order_items i join subscriptions s on s.id = i.subscription_id
          where i.order_id = ${order.id}`,
    );
    expect(statuses).toEqual([{ status: "payment-confirmed" }, { status: "payment-confirmed" }]);

    // One course cancelled within 7 days: a partial devolução of its own total against the order's one Pix.
    const [lead, item] = await rows<{ id: number; total: string; e2e: string }>(
      sql`select i.subscription_id as id, i.total, (select pix_end_to_end_id from payments p
            join order_items l on l.subscription_id = p.subscription_id where l.order_id = i.order_id
            and p.status = 'paid') as e2e from order_items i where i.order_id = ${order.id} order by 1`,
    );
    const cancellation = `/api/candidate/purchases/${item!.id}/cancellation`;
    const quote = await as("gestora")(cancellation, { method: "GET" });
    expect(quote.json).toMatchObject({ kind: "full", refundReturn: "pix", refund: Number(item!.total) });
    expect((await as("gestora")(cancellation, { body: {} })).status).toBe(200);
    expect(await kit.api().pix!.services.refunds.runOnce()).toBe(1);
    const { devolucoes } = (await control("/state", undefined, "GET")).json as {
      devolucoes: { endToEndId: string; valor: string }[];
    };
    expect(devolucoes.filter((refund) => refund.endToEndId === item!.e2e)).toMatchObject([
      { valor: Number(item!.total).toFixed(2) },
    ]);
    expect(Number(item!.total)).toBeLessThan(order.total);
    // The PSP returns it: that course's cancellation is confirmed, its item refunded; the lead stays paid.
    const [{ provider_refund_id: refundId }] = (await rows<{ provider_refund_id: string }>(
      sql`select provider_refund_id from refunds where subscription_id = ${item!.id}`,
    )) as [{ provider_refund_id: string }];
    await control(`/devolucao/${item!.e2e}/${refundId}/settle`, { status: "DEVOLVIDO" });
    expect(await kit.api().pix!.services.refunds.runOnce(new Date(Date.now() + 60_000))).toBe(1);
    expect(await statusOf(item!.id)).toBe("cancellation-confirmed");
    expect(await rows(sql`select refund_state from order_items where subscription_id = ${item!.id}`)).toEqual(
      [{ refund_state: "refunded" }],
    );
    expect(await statusOf(lead!.id)).toBe("payment-confirmed");
  });

  it("a new order withdraws the earlier order's Pix at the PSP: it can no longer be paid, each course has one purchase (ADR 067)", async () => {
    const slugs = await kit.coursesNotBoughtBy("professor", 2, "newest");
    await as("professor")("/api/subscription/cart/items", { body: { courses: slugs } });
    const first = (await pay("professor")("/api/subscription/cart/order", { method: "pix" })).json as {
      id: number;
    };
    const [earlier] = await rows<{ pix_txid: string }>(
      sql`select p.pix_txid from payments p join order_items i on i.subscription_id = p.subscription_id
          where i.order_id = ${first.id} and p.status = 'pending'`,
    );
    const second = await pay("professor")("/api/subscription/cart/order", { method: "pix" });
    expect(second.status).toBe(200);
    // The earlier charge was withdrawn at the PSP (REMOVIDA_PELO_USUARIO_RECEBEDOR): the payer's bank cannot pay it.
    const paidLate = await control(`/cob/${earlier!.pix_txid}/pay`, { webhook: "once" });
    expect(paidLate.status).toBe(409);
    expect(paidLate.json).toMatchObject({ error: "not-active" });
    const live = await rows<{ course_id: number; n: number }>(
      sql`select s.course_id, count(*)::int as n from subscriptions s
           where s.user_id = (select id from users where username = 'professor')
             and s.course_id in (select id from courses where friendly_url in (${slugs[0]!}, ${slugs[1]!}))
             and s.status in ('awaiting-payment', 'payment-pending', 'payment-confirmed')
           group by s.course_id`,
    );
    expect(live.map((row) => row.n)).toEqual([1, 1]);
    const closed = await as("professor")(`/api/subscription/cart/orders/${first.id}`, { method: "GET" });
    expect(closed.json).toMatchObject({ paid: false, closed: true });
  });
});
