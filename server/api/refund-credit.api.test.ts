import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

type Json = Record<string, unknown>;
const acls = "acls-suporte-avancado-de-vida-em-cardiologia";

/**
 * Refund credit over HTTP (ADR 047): aluno's late cancellation of ACLS (seeded paid 40 days ago, lessons still to
 * be released) becomes credit when support confirms it, and the checkout spends it — part, all, at once, released.
 */
describe("refund credit: granted on a confirmed cancellation, spent in the checkout", () => {
  const { as, call, rows, startCheckout, courseId, pay, sandbox } = useCheckoutApi();
  let owner: { email: string; cpf: string };
  const free: string[] = [];

  const balance = async () => {
    const answer = await as("aluno")("/api/candidate/courses/purchased-courses", { body: owner });
    return answer.json["credit"] as { balance: number; validUntil: string | null };
  };
  const useCredit = (id: number, body: unknown, user = "aluno") =>
    as(user)(`/api/subscription/subscriptions/${id}/credit`, { method: "PUT", body });
  const checkout = async (id: number) =>
    (await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" })).json as Json & {
      credit: { used: number; available: number; validUntil: string | null };
      total: number;
    };
  const cashPlan = async (id: number, slug: string) =>
    as("aluno")(`/api/candidate/subscriptions/${id}/create-installments/${(await courseId(slug)) * 100}`, {
      method: "POST",
    });
  const purchaseOf = async (id: number) =>
    (await as("aluno")(`/api/candidate/purchases/${id}`, { method: "GET" })).json;

  beforeAll(async () => {
    [owner] = (await rows<{ email: string; cpf: string }>(
      sql`select email, cpf from users where username = 'aluno'`,
    )) as [{ email: string; cpf: string }];
    for (const row of await rows<{ slug: string }>(sql`
      select c.friendly_url as slug from courses c
      where c.active and c.new_price between 150 and 900
        and not exists (select 1 from subscriptions s join users u on u.id = s.user_id
                        where u.username = 'aluno' and s.course_id = c.id)
      order by c.new_price, c.id`))
      free.push(row.slug);
  });

  it("grant: support confirming a late cancellation writes the refund as credit valid 6 months, once", async () => {
    const before = await balance();
    const [{ id }] = (await rows<{ id: number }>(sql`
      select s.id from subscriptions s join courses c on c.id = s.course_id join users u on u.id = s.user_id
      where u.username = 'aluno' and c.friendly_url = ${acls}`)) as [{ id: number }];
    const requested = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "POST" });
    expect(requested.json["cancellation"]).toMatchObject({ kind: "proportional" });
    const refund = (requested.json["cancellation"] as Json)["refund"] as number;
    expect(refund).toBeGreaterThan(0);
    const confirmed = await call(`/api/dev/sandbox/purchases/${id}/confirm-cancellation`, { method: "POST" });
    expect(confirmed.status).toBe(200);
    const validUntil = (confirmed.json["cancellation"] as Json)["creditValidUntil"];
    const grants = await rows<{ amount: string; valid_until: string }>(
      sql`select amount::text, valid_until::text from credit_grants where source_subscription_id = ${id}`,
    );
    expect(grants).toEqual([{ amount: refund.toFixed(2), valid_until: validUntil }]);
    expect((await balance()).balance).toBeCloseTo(before.balance + refund, 2);
    expect(
      (await call(`/api/dev/sandbox/purchases/${id}/confirm-cancellation`, { method: "POST" })).status,
    ).toBe(404);
  });

  it("another person's purchase answers 404, and a bad amount 400 naming the field", async () => {
    const id = await startCheckout("aluno", free[0]!);
    expect((await useCredit(id, { amount: 10 }, "professor")).status).toBe(404);
    expect((await useCredit(2_000_000_000, { amount: 10 })).status).toBe(404);
    for (const body of [{ amount: -1 }, { amount: 1.234 }, { amount: "dez" }, {}, { amount: 2_000_000 }]) {
      const answer = await useCredit(id, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toContain("amount");
    }
    expect((await checkout(id)).credit.used).toBe(0);
  });

  it("spend part: the total drops by the credit and the Pix charges the rest", async () => {
    const start = (await balance()).balance;
    const slug = free[1]!;
    const id = await startCheckout("aluno", slug);
    await cashPlan(id, slug);
    const full = (await checkout(id)).total;
    const used = await useCredit(id, { amount: 100 });
    expect(used.status).toBe(200);
    expect(used.json).toMatchObject({ status: "awaiting-payment", total: full - 100 });
    expect(used.json["credit"]).toMatchObject({ used: 100 });
    expect((used.json["credit"] as Json)["available"]).toBeCloseTo(start - 100, 2);
    expect((used.json["subtotal"] as number) - (used.json["discounts"] as number) - 100).toBeCloseTo(
      full - 100,
      2,
    );
    const pix = await pay("aluno")("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect(pix.status).toBe(200);
    expect((pix.json["payment"] as Json)["amount"]).toBeCloseTo(full - 100, 2);
    expect((await sandbox(`/subscriptions/${id}/pay`)).status).toBe(200);
    expect(await purchaseOf(id)).toMatchObject({
      status: "payment-confirmed",
      paymentMethod: "pix",
      creditUsed: 100,
    });
    expect((await balance()).balance).toBeCloseTo(start - 100, 2);
  });

  it("spend all: credit that covers the price confirms the purchase at once, with its e-mail", async () => {
    const start = (await balance()).balance;
    // The cheapest course: the balance left covers it whole.
    const id = await startCheckout("aluno", free[2]!);
    const price = (await checkout(id)).total;
    expect(start).toBeGreaterThan(price);
    const answer = await useCredit(id, { amount: 999_999 });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "payment-confirmed", total: 0, payment: null });
    expect(answer.json["credit"]).toMatchObject({ used: price });
    expect(await purchaseOf(id)).toMatchObject({ paymentMethod: "credit", creditUsed: price, total: 0 });
    expect((await balance()).balance).toBeCloseTo(start - price, 2);
    const mail = await rows<{ subject: string }>(
      sql`select subject from outbox where recipient = ${owner.email} order by id desc limit 1`,
    );
    expect(mail[0]?.subject).toMatch(/confirm/i);
    // A paid purchase's credit can no longer change.
    expect((await useCredit(id, { amount: 0 })).status).toBe(400);
    // Cancelled later, it follows the same rules: its price (paid with credit) comes back as credit.
    const quote = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "GET" });
    expect(quote.json).toMatchObject({ kind: "full", price, refund: price });
    await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "POST" });
    await call(`/api/dev/sandbox/purchases/${id}/confirm-cancellation`, { method: "POST" });
    expect((await balance()).balance).toBeCloseTo(start, 2);
  });

  it("release: removing the credit or cancelling the unpaid purchase gives it back", async () => {
    const start = (await balance()).balance;
    const id = await startCheckout("aluno", free[3]!);
    expect((await useCredit(id, { amount: 50 })).json["credit"]).toMatchObject({ used: 50 });
    expect((await balance()).balance).toBeCloseTo(start - 50, 2);
    expect((await useCredit(id, { amount: 0 })).json["credit"]).toMatchObject({ used: 0 });
    expect((await balance()).balance).toBeCloseTo(start, 2);
    await useCredit(id, { amount: 30 });
    const cancelled = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "POST" });
    expect(cancelled.json["status"]).toBe("purchase-canceled");
    expect((await balance()).balance).toBeCloseTo(start, 2);
  });

  it("concurrency: many checkouts asking for the whole balance at once spend it once", async () => {
    const start = (await balance()).balance;
    const ids: number[] = [];
    for (const slug of free.slice(4, 12)) ids.push(await startCheckout("aluno", slug));
    const answers = await Promise.all(ids.map((id) => useCredit(id, { amount: start })));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    const used = answers.map((answer) => (answer.json["credit"] as { used: number }).used);
    expect(used.reduce((sum, value) => sum + value, 0)).toBeCloseTo(start, 2);
    expect((await balance()).balance).toBe(0);
    // A purchase the credit paid whole is confirmed and keeps it; the open ones give theirs back.
    const kept = answers
      .filter((answer) => answer.json["status"] === "payment-confirmed")
      .reduce((sum, answer) => sum + (answer.json["credit"] as { used: number }).used, 0);
    for (const id of ids) await useCredit(id, { amount: 0 });
    expect((await balance()).balance).toBeCloseTo(start - kept, 2);
  });

  it("expiry: past its 6 months a credit is not spendable, and an open purchase's reservation goes back", async () => {
    const id = await startCheckout("aluno", free[12]!);
    const { validUntil } = await balance();
    await useCredit(id, { amount: 20 });
    expect((await checkout(id)).credit.used).toBe(20);
    // Move the sandbox clock past the last grant's last day (business days: at most 60 a call).
    const [{ last }] = (await rows<{
      last: string;
    }>(sql`select max(valid_until)::text as last from credit_grants
      g join users u on u.id = g.user_id where u.username = 'aluno'`)) as [{ last: string }];
    expect(validUntil! <= last).toBe(true);
    for (let moves = 0; moves < 4; moves++) await sandbox("/advance", { businessDays: 60 });
    expect(await balance()).toEqual({ balance: 0, validUntil: null });
    const after = await checkout(id);
    expect(after.credit).toEqual({ used: 0, available: 0, validUntil: null });
    expect((await useCredit(id, { amount: 20 })).json["credit"]).toMatchObject({ used: 0 });
  });
});
