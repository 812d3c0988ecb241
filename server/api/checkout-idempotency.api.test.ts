import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fingerprint } from "../payments/idempotency.ts";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";

const pixPath = "/api/candidate/pix/generate-pix-ecommerce";
const cardPath = (id: number) => `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`;

describe("checkout over HTTP: idempotency keys and a single charge", () => {
  const { pay, rows, startCheckout, tokenOf } = useCheckoutApi();
  const alunoPays = pay("aluno");
  const charges = async (id: number) =>
    (
      await rows<{ n: number }>(sql`select count(*)::int as n from payments where subscription_id = ${id}`)
    )[0]!.n;

  it("replays the first answer to the same key and body, and refuses the key with another request", async () => {
    const id = await startCheckout("aluno", "farmacologia-dos-antimicrobianos");
    const key = randomUUID();
    const first = await alunoPays(pixPath, { subscriptionId: id }, key);
    const replay = await alunoPays(pixPath, { subscriptionId: id }, key);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    expect(await charges(id)).toBe(1);

    const reused = await alunoPays(
      "/api/candidate/boleto/generate-slip-ecommerce",
      { subscriptionId: id },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ status: 422 });
    expect(await charges(id)).toBe(1);
  });

  it("answers 409 while the same key is still being answered", async () => {
    const id = await startCheckout("aluno", "obesidade-e-sindrome-metabolica");
    const key = randomUUID();
    const [secret] = await rows<{ value: string }>(
      sql`select value #>> '{}' as value from parameters where key = 'idempotency_secret'`,
    );
    const [user] = await rows<{ id: number }>(sql`select id from users where username = 'aluno'`);
    const print = fingerprint(secret!.value, { method: "POST", path: pixPath, body: { subscriptionId: id } });
    await rows(
      sql`insert into payment_idempotency_keys (user_id, key, fingerprint, state) values (${user!.id}, ${key}, ${print}, 'in-flight')`,
    );
    const busy = await alunoPays(pixPath, { subscriptionId: id }, key);
    expect(busy.status).toBe(409);
    expect(busy.json).toMatchObject({ code: "paymentInProgress" });
    expect(await charges(id)).toBe(0);
  });

  it("releases the key of a call refused before any charge", async () => {
    const id = await startCheckout("aluno", "nutricao-esportiva-aplicada");
    const key = randomUUID();
    // A body the contract refuses (no token: ADR 059) is a 400 before any charge.
    const refused = { token: "", paymentMethodId: "visa", installments: 1 };
    expect((await alunoPays(cardPath(id), refused, key)).status).toBe(400);
    const retried = await alunoPays(cardPath(id), cardBody(cards.approve), key);
    expect(retried.status).toBe(200);
    expect(retried.json["status"]).toBe("payment-confirmed");
  });

  it("charges once for 50 concurrent identical payment calls", async () => {
    const id = await startCheckout("aluno", "nutricao-na-gestacao-e-lactacao");
    await tokenOf("aluno");
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => alunoPays(pixPath, { subscriptionId: id }, key)),
    );
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.json).toMatchObject({ code: "paymentInProgress" });
    }
    expect(await charges(id)).toBe(1);
  }, 30_000);

  it("charges once for 50 concurrent payments of one purchase with different keys", async () => {
    const pixId = await startCheckout("aluno", "enfermagem-em-terapia-intensiva");
    const pixAnswers = await Promise.all(
      Array.from({ length: 50 }, () => alunoPays(pixPath, { subscriptionId: pixId })),
    );
    expect(pixAnswers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(pixAnswers.map((answer) => JSON.stringify(answer.json["payment"]))).size).toBe(1);
    expect(await charges(pixId)).toBe(1);

    const cardId = await startCheckout("aluno", "urgencia-e-emergencia-para-enfermeiros");
    const cardAnswers = await Promise.all(
      Array.from({ length: 50 }, () => alunoPays(cardPath(cardId), cardBody(cards.approve))),
    );
    expect(cardAnswers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(cardAnswers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(await charges(cardId)).toBe(1);
  }, 30_000);
});
