import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoCourseVoucher } from "../db/seed/seed-checkout.ts";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface QuoteAnswer {
  items: {
    friendlyUrl: string;
    subtotal: number;
    discounts: number;
    voucherDiscount: number;
    total: number;
  }[];
  subtotal: number;
  discounts: number;
  total: number;
  voucher: { tag: string; percent: number } | null;
}

const cents = (reais: number) => Math.round(reais * 100);
const quotePath = "/api/subscription/cart/order-quote";

describe("vouchers on a cart paid as one order apply per course, as their rules say (issue 28, ADR 067)", () => {
  const { as, pay, rows, startCheckout } = useCheckoutApi();
  const [nutritionA, nutritionB] = demoCourseVoucher.courses;

  /** A course of the demo catalogue outside the voucher's list that professor does not own. */
  const otherCourse = async () =>
    (
      await rows<{ slug: string }>(
        sql`select friendly_url as slug from courses c where active
              and friendly_url not in (${nutritionA}, ${nutritionB})
              and not exists (select 1 from subscriptions s join users u on u.id = s.user_id
                where s.course_id = c.id and u.username = 'professor')
            order by id limit 1`,
      )
    )[0]!.slug;

  it("quotes the order per course: a voucher with a course list discounts only those, one without discounts all", async () => {
    const other = await otherCourse();
    const cart = await as("professor")("/api/subscription/cart/items", {
      body: { courses: [nutritionA, other, nutritionB] },
    });
    expect(cart.status).toBe(200);

    const plain = (await as("professor")(quotePath, { body: {} })).json as unknown as QuoteAnswer;
    expect(plain.voucher).toBeNull();
    expect(plain.items.map((item) => item.voucherDiscount)).toEqual([0, 0, 0]);
    expect(cents(plain.total)).toBe(cents(Number(cart.json["cashTotal"])));

    const nutri = await as("professor")(quotePath, { body: { voucher: "nutri15" } });
    expect(nutri.status).toBe(200);
    const limited = nutri.json as unknown as QuoteAnswer;
    expect(limited.voucher).toEqual({ tag: "NUTRI15", percent: 15 });
    const byCourse = new Map(limited.items.map((item) => [item.friendlyUrl, item]));
    expect(byCourse.get(other)!.voucherDiscount).toBe(0);
    expect(byCourse.get(other)!.total).toBe(plain.items.find((item) => item.friendlyUrl === other)!.total);
    for (const slug of [nutritionA, nutritionB]) {
      const before = plain.items.find((item) => item.friendlyUrl === slug)!;
      expect(byCourse.get(slug)!.voucherDiscount).toBeGreaterThan(0);
      expect(cents(byCourse.get(slug)!.total)).toBe(
        cents(before.total) - cents(byCourse.get(slug)!.voucherDiscount),
      );
    }
    expect(cents(limited.total)).toBe(limited.items.reduce((sum, item) => sum + cents(item.total), 0));

    const everyCourse = (await as("professor")(quotePath, { body: { voucher: "BEMVINDO10" } }))
      .json as unknown as QuoteAnswer;
    expect(everyCourse.items.every((item) => item.voucherDiscount > 0)).toBe(true);

    // An unknown voucher, and a voucher that allows none of the cart's courses: 400 naming `voucher`.
    const unknown = await as("professor")(quotePath, { body: { voucher: "NAOEXISTE" } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain("voucher");
    const malformed = await as("professor")(quotePath, { body: { voucher: "a b" } });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.json)).toContain("voucher");
    await as("professor")(`/api/subscription/cart/items/${nutritionA}`, { method: "DELETE" });
    await as("professor")(`/api/subscription/cart/items/${nutritionB}`, { method: "DELETE" });
    const none = await as("professor")(quotePath, { body: { voucher: "NUTRI15" } });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json)).toContain("voucher");
    await as("professor")("/api/subscription/cart/items", { body: { courses: [nutritionA, nutritionB] } });

    // The order charges what the quote said; the voucher is kept on the courses it applied to only.
    const placed = await pay("professor")("/api/subscription/cart/order", {
      method: "pix",
      voucher: "NUTRI15",
    });
    expect(placed.status).toBe(200);
    const quoted = (
      await as("professor")(`/api/subscription/cart/orders/${placed.json["id"]}`, { method: "GET" })
    ).json as { total: number; pix: { amount: number } };
    expect(cents(quoted.total)).toBe(cents(limited.total));
    expect(cents(quoted.pix.amount)).toBe(cents(limited.total));
    const tags = await rows<{ slug: string; voucher_tag: string | null }>(
      sql`select c.friendly_url as slug, s.voucher_tag from order_items i
            join subscriptions s on s.id = i.subscription_id join courses c on c.id = i.course_id
          where i.order_id = ${Number(placed.json["id"])}`,
    );
    expect(Object.fromEntries(tags.map((row) => [row.slug, row.voucher_tag]))).toEqual({
      [nutritionA]: "NUTRI15",
      [nutritionB]: "NUTRI15",
      [other]: null,
    });
  });

  it("a single course's checkout refuses a voucher whose rules leave that course out", async () => {
    const other = await otherCourse();
    const id = await startCheckout("gestora", other);
    const refused = await as("gestora")(`/api/subscription/subscriptions/associate-item-to-discount/${id}`, {
      body: { tag: "NUTRI15" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain("tag");
  });
});
