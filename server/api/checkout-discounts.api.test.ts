import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

describe("checkout over HTTP: vouchers, campaign and prices, always computed by the server", () => {
  const { as, rows, startCheckout, courseId } = useCheckoutApi();
  const aluno = as("aluno");
  const read = async (id: number) => (await aluno(`/api/candidate/checkout/${id}`, { method: "GET" })).json;

  it("applies a voucher without case, previews another, and removing it restores the total", async () => {
    const id = await startCheckout("aluno", "ventilacao-mecanica-na-pratica");
    const card1 = (await courseId("ventilacao-mecanica-na-pratica")) * 100 + 1;
    expect(await read(id)).toMatchObject({ subtotal: 1290, discounts: 193.5, total: 1096.5, voucher: null });

    const applied = await aluno(`/api/subscription/subscriptions/associate-item-to-discount/${id}`, {
      body: { tag: "bemvindo10" },
    });
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({
      voucher: { tag: "BEMVINDO10", percent: 10 },
      total: 986.85,
      discounts: 303.15,
    });

    const preview = await aluno(`/api/candidate/subscriptions/${id}/discount/SaudeMental20/${card1}`, {
      method: "GET",
    });
    expect(preview.json).toEqual({ tag: "SAUDEMENTAL20", percent: 20, discount: 219.3, total: 877.2 });
    const calculated = await aluno("/api/subscription/subscriptions/discount-calculator", {
      body: { subscriptionId: id, priceListValueId: card1 },
    });
    expect((calculated.json as unknown as Record<string, number>[])[0]).toMatchObject({
      total: 986.85,
      installments: 1,
    });
    const withOther = await aluno("/api/subscription/subscriptions/discount-calculator", {
      body: { subscriptionId: id, priceListValueId: card1, tag: "SAUDEMENTAL20" },
    });
    expect((withOther.json as unknown as Record<string, number>[])[0]!["total"]).toBe(877.2);
    expect(await read(id)).toMatchObject({ total: 986.85 });

    const removed = await aluno(`/api/subscription/subscriptions/remove-voucher/${id}`);
    expect(removed.json).toMatchObject({ voucher: null, total: 1096.5, discounts: 193.5 });
  });

  it("refuses an unknown or expired voucher on the tag field", async () => {
    await rows(sql`insert into vouchers (tag, percent, valid_until) values ('VENCIDO5', 5, '2020-01-01')`);
    const id = await startCheckout("aluno", "dermatologia-veterinaria");
    for (const tag of ["NADA", "vencido5"]) {
      const refused = await aluno(`/api/subscription/subscriptions/associate-item-to-discount/${id}`, {
        body: { tag },
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ field: "tag" });
    }
    const applied = await aluno(`/api/subscription/subscriptions/associate-item-to-discount/${id}`, {
      body: { tag: "BEMVINDO10" },
    });
    expect(applied.json["total"]).toBe(801);
    // A voucher that expires after it was applied is dropped when the discounts are re-associated.
    await rows(sql`update vouchers set valid_until = '2020-01-01' where tag = 'BEMVINDO10'`);
    const reassociated = await aluno(
      "/api/subscription/subscriptions/reassociate-subscription-discounts-ecommerce",
      {
        body: { subscriptionId: id },
      },
    );
    expect(reassociated.json).toMatchObject({ voucher: null, total: 890 });
    await rows(sql`update vouchers set valid_until = '2030-12-31' where tag = 'BEMVINDO10'`);
  });

  it("offers the campaign only on the cash plan of a course that has one", async () => {
    const course = await courseId("saude-mental-na-atencao-primaria");
    const campaign = (priceListValueId: number, id = course) =>
      aluno(
        `/api/subscription/courses/get-campaign-discount?courseId=${id}&priceListValueId=${priceListValueId}`,
        {
          method: "GET",
        },
      );
    expect((await campaign(course * 100)).json).toEqual({
      campaign: { name: "Semana da Saúde Mental", percent: 15 },
    });
    expect((await campaign(course * 100 + 1)).json).toEqual({ campaign: null });
    expect((await campaign(course * 100 + 9)).json).toMatchObject({ field: "priceListValueId" });
    expect((await campaign(100, 99_999)).status).toBe(404);

    const id = await startCheckout("aluno", "saude-mental-na-atencao-primaria");
    const cash = await aluno(`/api/candidate/subscriptions/${id}/create-installments/${course * 100}`);
    expect(cash.json).toMatchObject({ campaign: { percent: 15 }, total: 246.5, discounts: 43.5 });
    const card = await aluno(`/api/candidate/subscriptions/${id}/create-installments/${course * 100 + 2}`);
    expect(card.json).toMatchObject({
      campaign: null,
      total: 290,
      plan: { installments: 2, installmentValue: 145 },
    });
    const prices = await aluno("/api/subscription/subscriptions/course-price", {
      body: { subscriptionId: id },
    });
    const lines = prices.json as unknown as Record<string, number>[];
    expect(lines[0]).toMatchObject({ priceListValueId: course * 100 + 2, total: 290 });
    expect(lines.find((line) => line["priceListValueId"] === course * 100)).toMatchObject({ total: 246.5 });
    expect(lines).toHaveLength(6);

    const other = await startCheckout("aluno", "leitura-critica-de-artigos");
    const otherCash = await aluno(
      `/api/candidate/subscriptions/${other}/create-installments/${(await courseId("leitura-critica-de-artigos")) * 100}`,
    );
    expect(otherCash.json).toMatchObject({ campaign: null, total: 312 });
    const wrongPlan = await aluno(
      `/api/candidate/subscriptions/${other}/create-installments/${course * 100}`,
    );
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.json).toMatchObject({ field: "priceListValueId" });
  });

  it("lists every plan at what choosing it charges, voucher and cash campaign included (issue 28)", async () => {
    const slug = "saude-mental-na-atencao-primaria";
    const id = await startCheckout("aluno", slug);
    await aluno(`/api/subscription/subscriptions/associate-item-to-discount/${id}`, {
      body: { tag: "BEMVINDO10" },
    });
    const listed = (await read(id))["planPrices"] as {
      priceListValueId: number;
      total: number;
      installmentValue: number;
    }[];
    const course = await courseId(slug);
    expect(listed.map((line) => line.priceListValueId).toSorted()).toEqual(
      [course * 100, ...[1, 2, 3, 4, 5].map((count) => course * 100 + count)].toSorted(),
    );
    // The cash plan carries the campaign (15 %) and the voucher on what is left; card plans the voucher only.
    expect(listed.find((line) => line.priceListValueId === course * 100)).toMatchObject({ total: 221.85 });
    expect(listed.find((line) => line.priceListValueId === course * 100 + 3)).toMatchObject({
      total: 261,
      installmentValue: 87,
    });
    for (const line of listed) {
      const chosen = await aluno(
        `/api/candidate/subscriptions/${id}/create-installments/${line.priceListValueId}`,
      );
      expect(chosen.json, `plan ${line.priceListValueId}`).toMatchObject({
        total: line.total,
        plan: { installmentValue: line.installmentValue },
      });
      // Each discount on its own line, adding up to the discounts.
      const { breakdown, discounts } = chosen.json as {
        breakdown: Record<string, number>;
        discounts: number;
      };
      expect(breakdown["course"]! + breakdown["campaign"]! + breakdown["voucher"]!).toBeCloseTo(discounts, 2);
      if (line.priceListValueId === course * 100)
        expect(breakdown).toEqual({ course: 0, campaign: 43.5, voucher: 24.65 });
      else expect(breakdown).toEqual({ course: 0, campaign: 0, voucher: 29 });
    }
  });

  it("tells once that the price changed since the last visit, with the total seen before", async () => {
    const id = await startCheckout("aluno", "insuficiencia-cardiaca-do-diagnostico-ao-tratamento");
    expect(await read(id)).toMatchObject({ total: 890, priceChanged: null });
    await rows(
      sql`update courses set new_price = 950 where friendly_url = 'insuficiencia-cardiaca-do-diagnostico-ao-tratamento'`,
    );
    expect(await read(id)).toMatchObject({ total: 950, priceChanged: { previousTotal: 890 } });
    expect(await read(id)).toMatchObject({ total: 950, priceChanged: null });
  });
});
