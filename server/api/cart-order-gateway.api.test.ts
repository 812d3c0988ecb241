import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { installmentPlan } from "#src/domain/payments/installments.ts";
import { cardToken, control } from "#simulators/mercadopago/test-kit.ts";
import { until, useCheckoutApi } from "./checkout-test-kit.ts";
import { slipAddress, useMercadoPagoCheckout } from "./mercadopago-checkout-kit.ts";

/**
 * A cart paid as one order with one slip or one card charge (issue 28, ADR 067) through the Mercado Pago
 * simulator over real HTTP (Pix stays the sandbox's): the charge is the order's total, its confirmation confirms
 * every course with one e-mail, and a course cancelled within 7 days is refunded alone, in part, at the gateway.
 */
const mercadoPago = useMercadoPagoCheckout();
const simulator = () => mercadoPago.simulator();

interface OrderAnswer {
  id: number;
  transactionNumber: string;
  total: number;
  paid: boolean;
  closed: boolean;
  items: { friendlyUrl: string; total: number; paid: boolean }[];
  payment: Record<string, unknown> | null;
  paymentSubscriptionId: number;
}

const cents = (reais: number) => Math.round(reais * 100);
const order = "/api/subscription/cart/order";
const address = slipAddress;

describe("paying a cart as one order by slip or card (issue 28, ADR 067)", () => {
  const { as, pay, rows, coursesNotBoughtBy } = useCheckoutApi(mercadoPago.options);

  const statusesOf = async (orderId: number) =>
    (
      await rows<{ status: string }>(
        sql`select s.status from order_items i join subscriptions s on s.id = i.subscription_id
            where i.order_id = ${orderId} order by s.id`,
      )
    ).map((row) => row.status);
  const chargeOf = async (orderId: number) => {
    const charges = await rows<Record<string, unknown>>(
      sql`select p.* from payments p join order_items i on i.subscription_id = p.subscription_id
          where i.order_id = ${orderId}`,
    );
    expect(charges).toHaveLength(1);
    return charges[0]!;
  };
  const atGateway = async (gatewayId: unknown) => {
    const state = await control(simulator(), "GET", "/state");
    return (state.body.payments as Record<string, unknown>[]).find(
      (payment) => String(payment["id"]) === String(gatewayId),
    )!;
  };
  const confirmationsTo = async (user: string) =>
    rows<{ subject: string; text: string }>(
      sql`select subject, text from outbox where recipient = (select email from users where username = ${user})
            and subject like 'Pagamento confirmado%'`,
    );
  const card = async (name: string, installments: number) => ({
    token: await cardToken(simulator(), name),
    paymentMethodId: "master",
    installments,
  });

  it("one card charge of the order's total in installments; a course cancelled within 7 days is refunded alone", async () => {
    const slugs = await coursesNotBoughtBy("aluno", 3, 20);
    await as("aluno")("/api/subscription/cart/items", { body: { courses: slugs } });
    const quote = await as("aluno")("/api/subscription/cart/order-quote", {
      body: { method: "card", installments: 3 },
    });
    expect(quote.status).toBe(200);
    const quoted = quote.json as { total: number; installments: number; installmentValue: number };
    expect(quoted.installmentValue).toBe(installmentPlan(quoted.total, 3).installmentValue);

    const placed = await pay("aluno")(order, { method: "card", card: await card("APRO", 3) });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const answer = placed.json as unknown as OrderAnswer;
    expect(answer.total).toBe(quoted.total);
    expect(cents(answer.total)).toBe(answer.items.reduce((sum, item) => sum + cents(item.total), 0));
    expect(answer).toMatchObject({ paid: true, closed: false });
    expect(answer.payment).toMatchObject({
      method: "card",
      status: "approved",
      installments: 3,
      installmentValue: quoted.installmentValue,
      amount: answer.total,
    });
    expect(await statusesOf(answer.id)).toEqual(Array(3).fill("payment-confirmed"));
    // The gateway charged the order's total once, in 3 installments.
    const charge = await chargeOf(answer.id);
    const gateway = await atGateway(charge["gateway_payment_id"]);
    expect(gateway).toMatchObject({ transaction_amount: answer.total, installments: 3, status: "approved" });
    // One confirmation e-mail listing the three courses.
    const mails = await confirmationsTo("aluno");
    expect(mails.filter((mail) => mail.text.includes(answer.transactionNumber))).toHaveLength(1);

    // The second course is cancelled within 7 days: the gateway refunds that course's total, no more.
    const [, second] = await rows<{ id: number; total: string }>(
      sql`select subscription_id as id, total from order_items where order_id = ${answer.id} order by subscription_id`,
    );
    const cancelUrl = `/api/candidate/purchases/${second!.id}/cancellation`;
    const cancelQuote = await as("aluno")(cancelUrl, { method: "GET" });
    expect(cancelQuote.json).toMatchObject({
      kind: "full",
      refund: Number(second!.total),
      refundReturn: "card",
    });
    const cancelled = await as("aluno")(cancelUrl, { body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json).toMatchObject({
      status: "cancellation-confirmed",
      cancellation: { creditValidUntil: null },
      // What the customer follows is this course's own refund, not the order's charge.
      refund: { method: "card", amount: Number(second!.total), status: "returned" },
    });
    const refunded = await atGateway(charge["gateway_payment_id"]);
    expect(refunded).toMatchObject({
      status: "approved",
      transaction_amount_refunded: Number(second!.total),
    });
    // The other two courses stay paid; the order's payment stays the order's; no credit was granted.
    expect(await statusesOf(answer.id)).toEqual([
      "payment-confirmed",
      "cancellation-confirmed",
      "payment-confirmed",
    ]);
    expect((await chargeOf(answer.id))["refunded_at"]).toBeNull();
    expect(
      await rows(
        sql`select 1 from credit_grants where source_subscription_id = ${second!.id} and amount > 0`,
      ),
    ).toHaveLength(0);
    // The course that carries the order's payment, cancelled too: its refund is its own amount as well, and the
    // courses not cancelled show no refund.
    const [first, , third] = await rows<{ id: number; total: string }>(
      sql`select subscription_id as id, total from order_items where order_id = ${answer.id} order by subscription_id`,
    );
    const leadCancelled = await as("aluno")(`/api/candidate/purchases/${first!.id}/cancellation`, {
      body: {},
    });
    expect(leadCancelled.status, JSON.stringify(leadCancelled.json)).toBe(200);
    expect(leadCancelled.json).toMatchObject({
      status: "cancellation-confirmed",
      refund: { method: "card", amount: Number(first!.total), status: "returned" },
    });
    expect(await atGateway(charge["gateway_payment_id"])).toMatchObject({
      transaction_amount_refunded: Math.round((Number(first!.total) + Number(second!.total)) * 100) / 100,
    });
    const untouched = await as("aluno")(`/api/candidate/purchases/${third!.id}`, { method: "GET" });
    expect(untouched.json["refund"] ?? null).toBeNull();
  });

  it("one registered slip for the order's total; the gateway's payment confirms every course", async () => {
    const slugs = await coursesNotBoughtBy("aluno", 2, 40);
    await as("aluno")("/api/subscription/cart/items", { body: { courses: slugs } });
    const without = await pay("aluno")(order, { method: "boleto" });
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.json)).toContain("address");

    const placed = await pay("aluno")(order, { method: "boleto", address });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const answer = placed.json as unknown as OrderAnswer;
    expect(answer.paid).toBe(false);
    expect(answer.payment).toMatchObject({ method: "boleto", status: "pending", amount: answer.total });
    expect(String(answer.payment!["digitableLine"])).toMatch(/^\d{47}$/);
    const charge = await chargeOf(answer.id);
    expect(await atGateway(charge["gateway_payment_id"])).toMatchObject({ transaction_amount: answer.total });
    expect(await statusesOf(answer.id)).toEqual(["payment-pending", "payment-pending"]);

    const paid = await control(simulator(), "POST", `/payments/${String(charge["gateway_payment_id"])}/pay`);
    expect(paid.status).toBe(200);
    await until(
      async () => (await statusesOf(answer.id)).every((status) => status === "payment-confirmed"),
      "the boleto's webhook",
    );
    const after = await as("aluno")(`/api/subscription/cart/orders/${answer.id}`, { method: "GET" });
    expect(after.json).toMatchObject({ paid: true, payment: { method: "boleto", status: "paid" } });
  });

  it("refuses a card order without its card or beyond its installments, naming the field", async () => {
    const slugs = await coursesNotBoughtBy("gestora", 2, 60);
    await as("gestora")("/api/subscription/cart/items", { body: { courses: slugs } });
    const noCard = await pay("gestora")(order, { method: "card" });
    expect(noCard.status).toBe(400);
    expect(JSON.stringify(noCard.json)).toContain("card");
    const tooMany = await pay("gestora")(order, { method: "card", card: await card("APRO", 24) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).toContain("installments");
    const badMethod = await pay("gestora")(order, { method: "cheque" });
    expect(badMethod.status).toBe(400);
    expect(JSON.stringify(badMethod.json)).toContain("method");
  });

  it("a card order in review holds a new order off (409) until the gateway decides", async () => {
    // gestora's cart still holds the two courses of the refused orders above.
    const placed = await pay("gestora")(order, { method: "card", card: await card("CONT", 2) });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const answer = placed.json as unknown as OrderAnswer;
    expect(answer.payment).toMatchObject({ method: "card", status: "pending", installments: 2 });
    expect(await statusesOf(answer.id)).toEqual(["payment-pending", "payment-pending"]);
    const again = await pay("gestora")(order, { method: "pix" });
    expect(again.status).toBe(409);
    expect(await statusesOf(answer.id)).toEqual(["payment-pending", "payment-pending"]);
  });

  it("a refused card leaves the order unpaid; paying the cart again closes it and buys each course once", async () => {
    const slugs = await coursesNotBoughtBy("professor", 2, 5);
    await as("professor")("/api/subscription/cart/items", { body: { courses: slugs } });
    const refused = (await pay("professor")(order, { method: "card", card: await card("OTHE", 1) }))
      .json as unknown as OrderAnswer;
    expect(refused).toMatchObject({ paid: false, payment: { method: "card", status: "denied" } });
    const approved = (await pay("professor")(order, { method: "card", card: await card("APRO", 1) }))
      .json as unknown as OrderAnswer;
    expect(approved).toMatchObject({ paid: true });
    expect(await statusesOf(refused.id)).toEqual(["purchase-canceled", "purchase-canceled"]);
    const bought = await rows<{ n: number }>(
      sql`select count(*)::int as n from subscriptions s join courses c on c.id = s.course_id
           where s.user_id = (select id from users where username = 'professor')
             and s.status = 'payment-confirmed' and c.friendly_url in (${slugs[0]}, ${slugs[1]})`,
    );
    expect(bought[0]!.n).toBe(2);
  });

  it("after three refused cards on a person's orders, a card order is refused (400 card); Pix still pays", async () => {
    const slugs = await coursesNotBoughtBy("aluno", 2, 10);
    await as("aluno")("/api/subscription/cart/items", { body: { courses: slugs } });
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await pay("aluno")(order, { method: "card", card: await card("OTHE", 1) });
      expect(refused.json, JSON.stringify(refused.json)).toMatchObject({ payment: { status: "denied" } });
    }
    const blocked = await pay("aluno")(order, { method: "card", card: await card("APRO", 1) });
    expect(blocked.status).toBe(400);
    expect(blocked.json).toMatchObject({ field: "card" });
    const byPix = await pay("aluno")(order, { method: "pix" });
    expect(byPix.status).toBe(200);
  });
});
