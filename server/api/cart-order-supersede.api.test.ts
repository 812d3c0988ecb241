import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface OrderAnswer {
  id: number;
  paid: boolean;
  closed: boolean;
  items: { friendlyUrl: string }[];
  paymentSubscriptionId: number;
}

const order = "/api/subscription/cart/order";

/**
 * A second order of the same person closes the earlier unpaid one (ADR 067, amendment of 2026-11-29): at no point
 * can paying give the person two purchases of one course.
 */
describe("a new order closes the person's earlier unpaid order (issue 28, ADR 067)", () => {
  const { as, pay, rows, sandbox, coursesNotBoughtBy } = useCheckoutApi();

  /** The person's purchases of each course that can still be paid or are paid. */
  const liveByCourse = async (user: string) =>
    rows<{ slug: string; open: number; paid: number }>(
      sql`select c.friendly_url as slug,
                 count(*) filter (where s.status in ('awaiting-payment', 'payment-pending'))::int as open,
                 count(*) filter (where s.status = 'payment-confirmed')::int as paid
            from subscriptions s join courses c on c.id = s.course_id
            join order_items i on i.subscription_id = s.id
           where s.user_id = (select id from users where username = ${user})
           group by c.friendly_url order by c.friendly_url`,
    );
  const statusesOf = async (orderId: number) =>
    (
      await rows<{ status: string }>(
        sql`select s.status from order_items i join subscriptions s on s.id = i.subscription_id
            where i.order_id = ${orderId} order by s.id`,
      )
    ).map((row) => row.status);

  it("the earlier order's charge is withdrawn and its courses closed; paying either never buys a course twice", async () => {
    const [first, second, third] = await coursesNotBoughtBy("professor", 3, 30);
    await as("professor")("/api/subscription/cart/items", { body: { courses: [first, second] } });
    const earlier = (await pay("professor")(order, { method: "pix" })).json as unknown as OrderAnswer;
    expect(earlier.items.map((item) => item.friendlyUrl)).toEqual([first, second]);

    // The person comes back, adds a course and pays the cart again.
    await as("professor")("/api/subscription/cart/items", { body: { courses: [third] } });
    const placed = await pay("professor")(order, { method: "pix" });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const later = placed.json as unknown as OrderAnswer;
    expect(later.items.map((item) => item.friendlyUrl)).toEqual([first, second, third]);

    // The earlier order is closed: its purchases cancelled, its Pix withdrawn, no renewal.
    expect(await statusesOf(earlier.id)).toEqual(["purchase-canceled", "purchase-canceled"]);
    const earlierRead = await as("professor")(`/api/subscription/cart/orders/${earlier.id}`, {
      method: "GET",
    });
    expect(earlierRead.json).toMatchObject({ paid: false, closed: true });
    expect(
      await rows(
        sql`select 1 from payments where subscription_id = ${earlier.paymentSubscriptionId} and status = 'pending'`,
      ),
    ).toHaveLength(0);
    const renew = await pay("professor")(`/api/subscription/cart/orders/${earlier.id}/pix`, {});
    expect(renew.status).toBe(400);
    // One payable purchase per course at this point.
    for (const course of await liveByCourse("professor")) expect(course.open).toBeLessThanOrEqual(1);

    // The bank pays the earlier (withdrawn) code anyway: nothing of it is confirmed.
    await sandbox(`/subscriptions/${earlier.paymentSubscriptionId}/pay`);
    expect(await statusesOf(earlier.id)).toEqual(["purchase-canceled", "purchase-canceled"]);

    // The later order is paid: each course exactly once.
    expect((await sandbox(`/subscriptions/${later.paymentSubscriptionId}/pay`)).status).toBe(200);
    expect(await liveByCourse("professor")).toEqual(
      [first!, second!, third!].toSorted().map((slug) => ({ slug, open: 0, paid: 1 })),
    );
  });

  it("two orders placed at once by one person leave one payable order", async () => {
    const slugs = await coursesNotBoughtBy("gestora", 2, 50);
    await as("gestora")("/api/subscription/cart/items", { body: { courses: slugs } });
    const both = await Promise.all([
      pay("gestora")(order, { method: "pix" }, randomUUID()),
      pay("gestora")(order, { method: "pix" }, randomUUID()),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const closed = both.map((answer) => (answer.json as unknown as OrderAnswer).id);
    const reads = await Promise.all(
      closed.map((id) => as("gestora")(`/api/subscription/cart/orders/${id}`, { method: "GET" })),
    );
    expect(reads.map((read) => read.json["closed"]).toSorted()).toEqual([false, true]);
    for (const course of await liveByCourse("gestora")) expect(course).toMatchObject({ open: 1, paid: 0 });
    const open = reads.find((read) => read.json["closed"] === false)!.json as unknown as OrderAnswer;
    expect((await sandbox(`/subscriptions/${open.paymentSubscriptionId}/pay`)).status).toBe(200);
    for (const course of await liveByCourse("gestora")) expect(course).toMatchObject({ open: 0, paid: 1 });
  });
});
