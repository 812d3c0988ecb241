import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

type Json = Record<string, unknown>;
interface OrderAnswer {
  id: number;
  transactionNumber: string;
  total: number;
  items: { friendlyUrl: string; name: string; total: number }[];
  paymentSubscriptionId: number;
}

const cents = (reais: number) => Math.round(reais * 100);
const url = (id: number) => `/api/candidate/purchases/${id}/cancellation`;

/** Cancelling one course of a paid order refunds that course alone, under §9 on its own total (ADR 067). */
describe("cancelling one course of a cart order (issue 28, ADR 067)", () => {
  const { as, pay, rows, sandbox, call, coursesNotBoughtBy } = useCheckoutApi();

  const itemsOf = (orderId: number) =>
    rows<{ id: number; slug: string; total: string; status: string; refund_state: string; refunded: string }>(
      sql`select s.id, c.friendly_url as slug, i.total, s.status, i.refund_state, i.refunded_amount as refunded
          from order_items i join subscriptions s on s.id = i.subscription_id join courses c on c.id = i.course_id
          where i.order_id = ${orderId} order by s.id`,
    );
  const myCourses = async (user: string) => {
    const [person] = await rows<{ email: string; cpf: string }>(
      sql`select email, cpf from users where username = ${user}`,
    );
    const answer = await as(user)("/api/candidate/courses/my-courses", { body: person });
    return (answer.json as unknown as { course: { friendlyUrl: string } }[]).map((c) => c.course.friendlyUrl);
  };

  it("one course within 7 days is refunded alone; another after 7 days follows §9 on its own total", async () => {
    const slugs = await coursesNotBoughtBy("professor", 3, 10);
    await as("professor")("/api/subscription/cart/items", { body: { courses: slugs } });
    const placed = await pay("professor")("/api/subscription/cart/order", { method: "pix" });
    expect(placed.status).toBe(200);
    const order = placed.json as unknown as OrderAnswer;

    // While the order is not paid, no course of it is cancelled alone (its one Pix pays them all): the quote says
    // why before the person confirms, and a request anyway is refused.
    const [first] = await itemsOf(order.id);
    const quoted = await as("professor")(url(first!.id), { method: "GET" });
    expect(quoted.json).toMatchObject({ kind: "refused", reason: "unpaid-order" });
    const early = await as("professor")(url(first!.id), {
      method: "POST",
    });
    expect(early.status).toBe(409);

    expect((await sandbox(`/subscriptions/${order.paymentSubscriptionId}/pay`)).status).toBe(200);
    const items = await itemsOf(order.id);
    expect(items.map((item) => item.status)).toEqual(Array(3).fill("payment-confirmed"));

    // Another person: 404 on the quote and the request, and nothing changes. Bad ids: 400 naming the field.
    const second = items[1]!;
    for (const method of ["GET", "POST"])
      expect((await as("aluno")(url(second.id), { method })).status).toBe(404);
    const bad = await as("professor")("/api/candidate/purchases/abc/cancellation", { method: "GET" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("id");

    // Within 7 days: the quote is this course's own total in full, never the order's.
    const quote = (await as("professor")(url(second.id), { method: "GET" })).json as Json;
    expect(quote).toMatchObject({ kind: "full", price: Number(second.total), refund: Number(second.total) });
    expect(cents(Number(quote["refund"]))).toBeLessThan(cents(order.total));
    const requested = await as("professor")(url(second.id), {
      method: "POST",
    });
    expect(requested.status).toBe(200);
    expect(requested.json).toMatchObject({ status: "cancellation-requested" });
    const confirmed = await call(`/api/dev/sandbox/purchases/${second.id}/confirm-cancellation`, {
      method: "POST",
    });
    expect(confirmed.status).toBe(200);
    // My Purchases: that course, cancelled, its own total refunded (as credit in the sandbox).
    expect(confirmed.json).toMatchObject({
      course: { name: order.items[1]!.name },
      status: "cancellation-confirmed",
      total: Number(second.total),
      cancellation: { kind: "full", refund: Number(second.total) },
    });

    let now = await itemsOf(order.id);
    expect(now.map((item) => [item.status, item.refund_state, cents(Number(item.refunded))])).toEqual([
      ["payment-confirmed", "none", 0],
      ["cancellation-confirmed", "refunded", cents(Number(second.total))],
      ["payment-confirmed", "none", 0],
    ]);
    // The order's one payment stays paid; the other two courses stay the person's.
    const [charge] = await rows<{ status: string }>(
      sql`select status from payments where subscription_id = ${order.paymentSubscriptionId}`,
    );
    expect(charge!.status).toBe("paid");
    const owned = await myCourses("professor");
    expect(owned).not.toContain(second.slug);
    expect(owned).toEqual(expect.arrayContaining([items[0]!.slug, items[2]!.slug]));
    // The e-mails name the course cancelled and its own amount.
    const mails = await rows<{ subject: string; text: string }>(
      sql`select subject, text from outbox where subject like ${`%${order.items[1]!.name}%`} order by id`,
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Cancelamento solicitado: ${order.items[1]!.name}`,
      `Reembolso concluído: ${order.items[1]!.name}`,
    ]);
    for (const mail of mails)
      expect(mail.text).toContain(`(${order.items[1]!.name}, pedido ${order.transactionNumber})`);
    expect(mails[0]!.text.replace(/\s/g, " ")).toContain(
      `R$ ${Number(second.total).toFixed(2).replace(".", ",")}`,
    );

    // After 7 days, the lead (the course carrying the order's payment): §9 on its own total only.
    expect((await sandbox("/advance", { businessDays: 7 })).status).toBe(200);
    const lead = now[0]!;
    // The lead's course releases a module every 30 days (as the seed's drip course), so some are unreleased.
    await rows(
      sql`update course_modules m set release_after_days = greatest(0, 30 * (m.position - 1))
          where m.course_id = (select course_id from subscriptions where id = ${lead.id})`,
    );
    const late = (await as("professor")(url(lead.id), { method: "GET" })).json as Json;
    expect(late["price"]).toBe(Number(lead.total));
    expect(late["daysSincePayment"]).toBeGreaterThan(7);
    expect(late["kind"]).toBe("proportional");
    {
      const [total, available] = [Number(late["lessonsTotal"]), Number(late["lessonsAvailable"])];
      const unavailable = (Number(lead.total) * (total - available)) / total;
      expect(late["fine"]).toBeCloseTo(Number(lead.total) * 0.15, 2);
      expect(late["refund"]).toBeCloseTo(unavailable - Number(late["fine"]), 2);
      const cancelled = await as("professor")(url(lead.id), {
        method: "POST",
      });
      expect(cancelled.status).toBe(200);
      now = await itemsOf(order.id);
      expect(now[0]).toMatchObject({ status: "cancellation-requested", refund_state: "requested" });
      expect(cents(Number(now[0]!.refunded))).toBe(cents(Number(late["refund"])));
      // The third course and the order's payment are untouched.
      expect(now[2]!.status).toBe("payment-confirmed");
      expect(await myCourses("professor")).toContain(items[2]!.slug);
    }

    // Never more than the order was charged, whatever was refunded.
    const refunded = now.reduce((sum, item) => sum + cents(Number(item.refunded)), 0);
    expect(refunded).toBeLessThanOrEqual(cents(order.total));
  });

  it("no course leaves an unpaid order; never more refunded than the order was charged (409, nothing written)", async () => {
    const slugs = await coursesNotBoughtBy("gestora", 2, 20);
    await as("gestora")("/api/subscription/cart/items", { body: { courses: slugs } });
    const placed = await pay("gestora")("/api/subscription/cart/order", { method: "pix" });
    const order = placed.json as unknown as OrderAnswer;
    const [first, last] = await itemsOf(order.id);
    // Its code expired unpaid: still no course leaves it alone (a renewal charges the order's total).
    await sandbox("/advance", { minutes: 4 });
    expect((await as("gestora")(url(last!.id), { method: "POST" })).status).toBe(409);
    expect((await pay("gestora")(`/api/subscription/cart/orders/${order.id}/pix`, {})).status).toBe(200);
    expect((await sandbox(`/subscriptions/${order.paymentSubscriptionId}/pay`)).status).toBe(200);
    // The same course asked twice at once: the order's lock counts them one after the other.
    const twice = await Promise.all([1, 2].map(() => as("gestora")(url(first!.id), { method: "POST" })));
    expect(twice.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    // Had the provider charged a cent less than the items' sum, the last course's full refund would exceed it.
    await rows(
      sql`update payments set amount = amount - 0.01 where subscription_id = ${order.paymentSubscriptionId}`,
    );
    const refused = await as("gestora")(url(last!.id), { method: "POST" });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.json)).toContain("exceed");
    const [after] = await rows<{ status: string; refund_state: string; cancellations: number }>(
      sql`select s.status, i.refund_state, (select count(*)::int from cancellations c where c.subscription_id = s.id)
            as cancellations from order_items i join subscriptions s on s.id = i.subscription_id
          where s.id = ${last!.id}`,
    );
    expect(after).toEqual({ status: "payment-confirmed", refund_state: "none", cancellations: 0 });
    const refunded = (await itemsOf(order.id)).reduce((sum, item) => sum + cents(Number(item.refunded)), 0);
    expect(refunded).toBeLessThanOrEqual(cents(order.total) - 1);
  });
});
