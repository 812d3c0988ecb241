import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface OrderAnswer {
  id: number;
  transactionNumber: string;
  total: number;
  paid: boolean;
  items: { friendlyUrl: string; name: string; total: number; paid: boolean }[];
  pix: { status: string; copyPaste: string; amount: number; expiresAt: string } | null;
  paymentSubscriptionId: number;
}

const cents = (reais: number) => Math.round(reais * 100);
const order = "/api/subscription/cart/order";

describe("paying the whole cart as one order with one Pix (issue 28, ADR 067)", () => {
  const { as, call, pay, rows, sandbox } = useCheckoutApi();

  /** Courses nobody among the demo accounts bought, so none is left out of the order as owned. */
  const freshCourses = async (count: number, offset = 0) =>
    (
      await rows<{ slug: string }>(
        sql`select friendly_url as slug from courses c where active and not exists
              (select 1 from subscriptions s join users u on u.id = s.user_id
                where s.course_id = c.id and u.username in ('aluno', 'professor', 'gestora'))
            order by id offset ${offset} limit ${count}`,
      )
    ).map((row) => row.slug);

  it("orders the cart's courses at the server's prices, one Pix for the total; paid, every course is the person's", async () => {
    const slugs = await freshCourses(3);
    const cart = await as("professor")("/api/subscription/cart/items", { body: { courses: slugs } });
    const cashTotals = (cart.json["lines"] as { course: { friendlyUrl: string }; cashTotal: number }[]).map(
      (line) => [line.course.friendlyUrl, line.cashTotal] as const,
    );

    const key = randomUUID();
    const placed = await pay("professor")(order, { method: "pix" }, key);
    expect(placed.status).toBe(200);
    const answer = placed.json as unknown as OrderAnswer;
    expect(answer.items.map((item) => [item.friendlyUrl, item.total])).toEqual(cashTotals);
    expect(cents(answer.total)).toBe(answer.items.reduce((sum, item) => sum + cents(item.total), 0));
    expect(answer.paid).toBe(false);
    expect(answer.pix).toMatchObject({ status: "pending", amount: answer.total });
    expect(answer.pix!.copyPaste).toMatch(/^000201/);

    // One charge for the order: one payment row, the order's total, on its first purchase.
    const charges = await rows<{ amount: string; subscription_id: number }>(
      sql`select p.amount, p.subscription_id from payments p join order_items i on i.subscription_id = p.subscription_id
          where i.order_id = ${answer.id}`,
    );
    expect(charges).toHaveLength(1);
    expect(cents(Number(charges[0]!.amount))).toBe(cents(answer.total));
    expect(charges[0]!.subscription_id).toBe(answer.paymentSubscriptionId);

    // The same key answers the same order; nothing more is charged.
    const replay = await pay("professor")(order, { method: "pix" }, key);
    expect(replay.status).toBe(200);
    expect((replay.json as unknown as OrderAnswer).id).toBe(answer.id);
    expect(
      await rows(
        sql`select id from orders where user_id = (select user_id from orders where id = ${answer.id})`,
      ),
    ).toHaveLength(1);

    // A course of the order cannot be paid on its own.
    const alone = await pay("professor")("/api/candidate/pix/generate-pix-ecommerce", {
      subscriptionId: answer.paymentSubscriptionId,
    });
    expect(alone.status).toBe(400);

    // The sandbox pays the order's Pix: every course is confirmed, the cart is empty of them.
    const paid = await sandbox(`/subscriptions/${answer.paymentSubscriptionId}/pay`);
    expect(paid.status).toBe(200);
    const after = await as("professor")(`/api/subscription/cart/orders/${answer.id}`, { method: "GET" });
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ paid: true, pix: { status: "paid" } });
    expect((after.json as unknown as OrderAnswer).items.every((item) => item.paid)).toBe(true);
    const statuses = await rows<{ status: string }>(
      sql`select s.status from order_items i join subscriptions s on s.id = i.subscription_id
          where i.order_id = ${answer.id}`,
    );
    expect(statuses.map((row) => row.status)).toEqual(Array(3).fill("payment-confirmed"));
    const left = await as("professor")("/api/subscription/cart", { method: "GET" });
    expect(left.json["lines"]).toEqual([]);

    const [person] = await rows<{ email: string; cpf: string }>(
      sql`select email, cpf from users where username = 'professor'`,
    );
    const mine = await as("professor")("/api/candidate/courses/my-courses", { body: person });
    const owned = (mine.json as unknown as { course: { friendlyUrl: string } }[]).map(
      (item) => item.course.friendlyUrl,
    );
    for (const slug of slugs) expect(owned).toContain(slug);

    // One confirmation e-mail for the order, listing every course with its price and the order's total.
    const mails = await rows<{ subject: string; text: string }>(
      sql`select subject, text from outbox where recipient = ${person!.email} and subject like 'Pagamento confirmado%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Pagamento confirmado: 3 cursos");
    expect(mails[0]!.text).toContain(answer.transactionNumber);
    for (const item of answer.items) expect(mails[0]!.text).toContain(`- ${item.name}: R$`);
  });

  it("shows an order to its own person only, and refuses what is not an order call", async () => {
    const slugs = await freshCourses(2, 3);
    await as("gestora")("/api/subscription/cart/items", { body: { courses: slugs } });
    const placed = await pay("gestora")(order, { method: "pix" });
    expect(placed.status).toBe(200);
    const id = Number(placed.json["id"]);

    // Spec §9: the code lasts 3 minutes; an expired one is renewed for the same total.
    await sandbox("/advance", { minutes: 4 });
    const expired = await as("gestora")(`/api/subscription/cart/orders/${id}`, { method: "GET" });
    expect(expired.json).toMatchObject({ paid: false, pix: { status: "expired" } });
    const renewed = await pay("gestora")(`/api/subscription/cart/orders/${id}/pix`, {});
    expect(renewed.status).toBe(200);
    expect(renewed.json).toMatchObject({
      paid: false,
      pix: { status: "pending", amount: placed.json["total"] },
    });
    expect((renewed.json["pix"] as { copyPaste: string }).copyPaste).not.toBe(
      (placed.json["pix"] as { copyPaste: string }).copyPaste,
    );

    // Another person's order answers like an unknown one.
    expect((await as("aluno")(`/api/subscription/cart/orders/${id}`, { method: "GET" })).status).toBe(404);
    expect((await as("aluno")("/api/subscription/cart/orders/999999", { method: "GET" })).status).toBe(404);
    expect((await pay("aluno")(`/api/subscription/cart/orders/${id}/pix`, {})).status).toBe(404);

    // Bad input is a 400 naming what is wrong, never a 500.
    const badMethod = await pay("gestora")(order, { method: "cash" });
    expect(badMethod.status).toBe(400);
    expect(JSON.stringify(badMethod.json)).toContain("method");
    const badId = await as("gestora")("/api/subscription/cart/orders/abc", { method: "GET" });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.json)).toContain("id");
    const badKey = await pay("gestora")(order, { method: "pix" }, "short");
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.json)).toContain("idempotency-key");
    // Nothing in the cart: nothing to order.
    await rows(sql`delete from cart_items where user_id = (select id from users where username = 'aluno')`);
    const empty = await pay("aluno")(order, { method: "pix" });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain("cart");
    expect(
      (await call(order, { body: { method: "pix" }, headers: { "idempotency-key": randomUUID() } })).status,
    ).toBe(401);

    // Listed in the OpenAPI document.
    const document = await call("/api/openapi.json", { method: "GET" });
    const paths = Object.keys(document.json["paths"] as object);
    expect(paths).toContain("/api/subscription/cart/order");
    expect(paths).toContain("/api/subscription/cart/orders/{id}");
    expect(paths).toContain("/api/subscription/cart/orders/{id}/pix");
  });
});
