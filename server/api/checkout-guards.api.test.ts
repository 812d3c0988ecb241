import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";

describe("checkout over HTTP: bad input is a 400, never a 5xx, and card numbers are never kept", () => {
  const { as, pay, call, rows, startCheckout, api, sandbox, tokenOf } = useCheckoutApi();
  const aluno = as("aluno");

  it("answers 400 to NUL bytes, huge numbers and wrong types", async () => {
    const id = await startCheckout("aluno", "gestao-de-clinicas-e-consultorios");
    const payment = pay("aluno");
    const answers = [
      await aluno("/api/candidate/checkout/99999999999999999999", { method: "GET" }),
      await aluno("/api/candidate/checkout/-1", { method: "GET" }),
      await aluno("/api/candidate/checkout/abc", { method: "GET" }),
      await aluno(`/api/candidate/subscriptions/${id}/discount/AB%00C/100`, { method: "GET" }),
      await aluno(`/api/subscription/subscriptions/associate-item-to-discount/${id}`, {
        body: { tag: "BEM\u0000VINDO" },
      }),
      await aluno("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
        body: { friendlyUrl: "a\u0000b" },
      }),
      await aluno("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
        body: { friendlyUrl: 12 },
      }),
      await aluno("/api/subscription/courses/get-campaign-discount?courseId=1e30&priceListValueId=100", {
        method: "GET",
      }),
      await payment("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: String(id) }),
      await payment("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id + 0.5 }),
      await payment("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: 1e300 }),
      await payment("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id }, "short"),
      await payment(`/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`, {
        ...cardBody(cards.approve),
        token: "sbx1_approved_visa_1111_\u0000AAAAAAAAAAAAAAA",
      }),
      await payment(`/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`, {
        ...cardBody(cards.approve),
        installments: 1e9,
      }),
      await payment(`/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`, {
        ...cardBody(cards.approve),
        paymentMethodId: 12,
      }),
      await payment(`/api/candidate/pix/${id}/renew-pix-ecommerce`, {
        subscriptionId: id,
        validationKey: "x".repeat(5000),
      }),
      await call("/api/subscription/users/fast-buy", {
        body: { name: "Ana\u0000", email: "a@b.co", cpf: "1", cellphone: "1", friendlyUrl: "x" },
        captcha: true,
      }),
      await sandbox("/advance", { businessDays: -1 }),
      await sandbox("/advance", { minutes: "ten" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    const notJson = (authorization: string) =>
      fetch(`${api().url}/api/candidate/pix/generate-pix-ecommerce`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID(), authorization },
        body: "{not json",
      });
    expect((await notJson(`Bearer ${await tokenOf("aluno")}`)).status).toBe(400);
    // The Authorization middleware answers before the body is read (ADR 097): a stranger learns nothing of it.
    expect((await notJson("Bearer x")).status).toBe(401);
  });

  it("keeps no card number or CVV in the database or the logs, only brand and last four digits", async () => {
    const numbers = [cards.deny, cards.pending, "4111111111111112", cards.approve];
    const courses = [
      "fisioterapia-no-joelho-e-quadril",
      "pilates-clinico-para-coluna",
      "treinamento-funcional-para-idosos",
      "periodizacao-do-treinamento-de-forca",
    ];
    for (const [index, number] of numbers.entries()) {
      const id = await startCheckout("aluno", courses[index]!);
      await pay("aluno")(`/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`, cardBody(number));
    }
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = "";
    for (const { name } of tables)
      dump +=
        (
          await rows<{ text: string | null }>(
            sql`select string_agg(t::text, E'\n') as text from ${sql.identifier(name)} t`,
          )
        )[0]?.text ?? "";
    expect(dump).toContain("0077");
    const logs = api().logs.join("\n");
    expect(logs).toContain("creditcard-payment-ecommerce");
    for (const number of numbers) {
      expect(dump).not.toContain(number);
      expect(logs).not.toContain(number);
      expect(dump).not.toContain(number.slice(0, 12));
    }
    // No body reaches a log line or a row: not even the name of the CVV field.
    expect(logs).not.toMatch(/cvv|holderName|ANA L MOREIRA/i);
    // As a word: the seeded SAML key pair's base64 happens to hold the letters "cVV".
    expect(dump).not.toMatch(/\bcvv\b|ANA L MOREIRA/i);
  });
});

describe("checkout over HTTP: the payments sandbox answers loopback clients only", () => {
  const { call } = useCheckoutApi({ trustProxy: { hops: 1 } });
  it.each([
    ["POST", "/api/dev/sandbox/subscriptions/1/pay"],
    ["POST", "/api/dev/sandbox/subscriptions/1/confirm-card"],
    ["POST", "/api/dev/sandbox/advance"],
    ["GET", "/api/dev/sandbox/clock"],
  ])("%s %s is 404 to a client behind the proxy", async (method, path) => {
    const remote = await call(path, {
      method,
      body: method === "POST" ? {} : undefined,
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(remote.status).toBe(404);
    const local = await call(path, {
      method,
      body: method === "POST" ? {} : undefined,
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(local.status).not.toBe(404);
  });
});
