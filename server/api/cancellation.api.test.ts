import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

type Json = Record<string, unknown>;

/** Spec §9 cancellation and refund over HTTP, on aluno's seeded purchases (server/db/seed/seed-purchases.ts). */
describe("cancellation and refund (spec §4 purchase states, §9)", () => {
  const { api, as, call, rows, tokenOf } = useCheckoutApi();
  const ids = new Map<string, number>();
  const quoteOf = async (slug: string, user = "aluno") =>
    as(user)(`/api/candidate/purchases/${ids.get(slug)}/cancellation`, { method: "GET" });
  const cancel = (slug: string, user = "aluno") =>
    as(user)(`/api/candidate/purchases/${ids.get(slug)}/cancellation`, { method: "POST" });
  const purchase = (slug: string, user = "aluno") =>
    as(user)(`/api/candidate/purchases/${ids.get(slug)}`, { method: "GET" });
  const confirm = (slug: string) =>
    call(`/api/dev/sandbox/purchases/${ids.get(slug)}/confirm-cancellation`, { method: "POST" });
  const myCourseSlugs = async () => {
    const [person] = await rows<{ email: string; cpf: string }>(
      sql`select email, cpf from users where username = 'aluno'`,
    );
    const answer = await as("aluno")("/api/candidate/courses/my-courses", { body: person });
    return (answer.json as unknown as { course: { friendlyUrl: string } }[]).map((c) => c.course.friendlyUrl);
  };

  beforeAll(async () => {
    for (const row of await rows<{ id: number; slug: string }>(
      sql`select s.id, c.friendly_url as slug from subscriptions s join users u on u.id = s.user_id
          join courses c on c.id = s.course_id where u.username = 'aluno'`,
    ))
      ids.set(row.slug, row.id);
  });

  it("the seed has aluno's purchases in all seven states", async () => {
    const states = await rows<{ status: string }>(sql`select distinct status from subscriptions`);
    expect(states.map((row) => row.status).toSorted()).toEqual(
      [
        "awaiting-cancellation",
        "awaiting-payment",
        "cancellation-confirmed",
        "cancellation-requested",
        "payment-confirmed",
        "payment-pending",
        "purchase-canceled",
      ].toSorted(),
    );
  });

  it("a purchase is never kept by a browser or proxy cache (no-store)", async () => {
    const response = await fetch(
      `${api().url}/api/candidate/purchases/${ids.get("medicina-de-emergencia-sala-vermelha")}`,
      {
        headers: { authorization: `Bearer ${await tokenOf("aluno")}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("inside the 7 days: a full refund as a credit valid for 6 months", async () => {
    const answer = await quoteOf("medicina-de-emergencia-sala-vermelha");
    expect(answer.status).toBe(200);
    const quote = answer.json as Json;
    expect(quote["kind"]).toBe("full");
    expect(quote["daysSincePayment"]).toBe(2);
    expect(quote["refund"]).toBe(quote["price"]);
    expect(quote["fine"]).toBe(0);
    expect(String(quote["creditValidUntil"])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("after 7 days: the lessons not yet released, less the 15 % fine", async () => {
    const quote = (await quoteOf("acls-suporte-avancado-de-vida-em-cardiologia")).json as Json;
    expect(quote["kind"]).toBe("proportional");
    expect(quote["daysSincePayment"]).toBe(40);
    const [total, available, price] = [quote["lessonsTotal"], quote["lessonsAvailable"], quote["price"]].map(
      Number,
    ) as [number, number, number];
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThan(total);
    expect(quote["fine"]).toBeCloseTo(price * 0.15, 2);
    expect(quote["unavailableValue"]).toBeCloseTo((price * (total - available)) / total, 2);
    expect(quote["refund"]).toBeCloseTo(Number(quote["unavailableValue"]) - Number(quote["fine"]), 2);
  });

  it("refuses when every lesson is available, when a certificate came within 7 days, and when already cancelling", async () => {
    expect((await quoteOf("psicologia-clinica-na-pratica")).json).toMatchObject({
      kind: "refused",
      reason: "all-lessons-available",
    });
    expect((await quoteOf("avaliacao-neuropsicologica")).json).toMatchObject({
      kind: "refused",
      reason: "certificate-issued",
    });
    expect((await quoteOf("habilidades-dbt-para-terapeutas")).json).toMatchObject({
      kind: "refused",
      reason: "closed",
    });
    const refused = await cancel("psicologia-clinica-na-pratica");
    expect(refused.status).toBe(409);
    expect(refused.json["code"]).toBe("notCancellable");
    expect((await purchase("psicologia-clinica-na-pratica")).json["status"]).toBe("payment-confirmed");
  });

  it("another person's purchase id answers 404 on every call, and nothing changes", async () => {
    const slug = "medicina-de-emergencia-sala-vermelha";
    for (const answer of [
      await purchase(slug, "professor"),
      await quoteOf(slug, "professor"),
      await cancel(slug, "professor"),
    ])
      expect(answer.status).toBe(404);
    const unknown = await as("professor")("/api/candidate/purchases/2000000000", { method: "GET" });
    expect(unknown.status).toBe(404);
    expect((await purchase(slug)).json["status"]).toBe("payment-confirmed");
  });

  it("a paid purchase: requested (access blocked at once) → confirmed by support with the credit", async () => {
    const slug = "medicina-de-emergencia-sala-vermelha";
    expect(await myCourseSlugs()).toContain(slug);
    const requested = await cancel(slug);
    expect(requested.status).toBe(200);
    expect(requested.json["status"]).toBe("cancellation-requested");
    expect(requested.json["cancellation"]).toMatchObject({ kind: "full", confirmedAt: null, fine: 0 });
    expect(await myCourseSlugs()).not.toContain(slug);
    expect((await cancel(slug)).status).toBe(409);

    const confirmed = await confirm(slug);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json["status"]).toBe("cancellation-confirmed");
    const record = confirmed.json["cancellation"] as Json;
    expect(record["confirmedAt"]).not.toBeNull();
    expect(record["creditValidUntil"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await confirm(slug)).status).toBe(404);
  });

  it("an unpaid purchase is cancelled at once, with nothing to refund", async () => {
    const slug = "transtornos-de-ansiedade";
    expect((await quoteOf(slug)).json).toMatchObject({ kind: "unpaid", refund: 0 });
    const cancelled = await cancel(slug);
    expect(cancelled.json["status"]).toBe("purchase-canceled");
  });

  it("a card still with the operator: the cancellation waits for the money, then goes to support", async () => {
    const slug = "tcc-para-depressao";
    expect((await quoteOf(slug)).json).toMatchObject({ kind: "in-flight" });
    expect((await cancel(slug)).json["status"]).toBe("awaiting-cancellation");
    const early = await confirm(slug);
    expect(early.status).toBe(409);
    expect(early.json["code"]).toBe("cancellationPending");
    expect(
      (await call(`/api/dev/sandbox/subscriptions/${ids.get(slug)}/confirm-card`, { method: "POST" })).status,
    ).toBe(200);
    expect((await purchase(slug)).json["status"]).toBe("cancellation-requested");
    expect(await myCourseSlugs()).not.toContain(slug);
    expect((await confirm(slug)).json["status"]).toBe("cancellation-confirmed");
  });

  it("an overdue slip shows what it costs today (2 % + 1 % a month), and the authors of the course", async () => {
    const slip = (await purchase("farmacia-clinica-hospitalar")).json;
    expect(slip["status"]).toBe("payment-pending");
    expect(Number(slip["amountDueToday"])).toBeGreaterThan(Number(slip["total"]) * 1.02);
    expect((await purchase("avaliacao-neuropsicologica")).json["authors"]).not.toHaveLength(0);
  });
});
