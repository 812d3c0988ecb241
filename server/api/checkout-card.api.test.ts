import { describe, expect, it } from "vitest";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";

const cardPath = (id: number) => `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`;

describe("checkout over HTTP: card payments", () => {
  const { api, as, pay, startCheckout, sandbox, captcha, lastMessage } = useCheckoutApi();
  const aluno = as("aluno");
  const byCard = (id: number, body: unknown, headers: Record<string, string> = {}) =>
    pay("aluno")(cardPath(id), body, undefined, headers);

  it("approves a sandbox card in installments and confirms the purchase", async () => {
    const id = await startCheckout("aluno", "dermatologia-para-o-clinico");
    const brands = await aluno(`/api/candidate/creditCard/${id}/creditcard-brands`, { method: "GET" });
    expect(brands.json).toContainEqual({ brand: "visa", maxInstallments: 9 });

    const approved = await byCard(id, cardBody(cards.approve, 3));
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      status: "payment-confirmed",
      plan: { installments: 3, paymentCondition: 1 },
      payment: {
        method: "card",
        status: "approved",
        brand: "visa",
        last4: "1111",
        installments: 3,
        amount: 490,
      },
    });
    expect((approved.json["payment"] as Record<string, number>)["installmentValue"]).toBeCloseTo(163.33, 2);
    expect((await lastMessage("aluno@sabia.dev")).text).toContain("cartão de crédito");
  });

  it("takes a card token, never a card number (ADR 059), and names the field it refuses before charging", async () => {
    const id = await startCheckout("aluno", "interacoes-medicamentosas");
    const refused = async (body: unknown) => {
      const response = await byCard(id, body);
      expect(response.status).toBe(400);
      return response.json["field"];
    };
    // The old body (number, expiry, CVV) is not the contract any more: refused before anything is read.
    const oldBody = {
      cardNumber: cards.approve,
      holderName: "ANA L MOREIRA",
      expiryMonth: 12,
      expiryYear: 2031,
      cvv: "123",
      installments: 1,
    };
    expect((await byCard(id, oldBody)).status).toBe(400);
    // A token the sandbox did not make, or one whose payment method is not the body's.
    expect(await refused({ ...cardBody(cards.approve), token: "not_a_sandbox_token_at_all" })).toBe("token");
    expect(await refused({ ...cardBody(cards.approve), paymentMethodId: "master" })).toBe("token");
    expect(await refused(cardBody(cards.approve, 8))).toBe("installments");
    const checkout = await aluno(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(checkout.json).toMatchObject({ status: "awaiting-payment", payment: null });
  });

  it("refuses a stale client's card fields beside a token, naming them, and never echoes or logs the number", async () => {
    const id = await startCheckout("aluno", "interacoes-medicamentosas");
    const before = api().logs.length;
    const stale = await byCard(id, {
      ...cardBody(cards.approve),
      cardNumber: cards.approve,
      securityCode: "123",
      cardholderName: "ANA L MOREIRA",
    });
    expect(stale.status).toBe(400);
    expect(stale.json["detail"]).toBe('Invalid body field "cardNumber": Expected no excess property');
    const paths = (stale.json["errors"] as { path: string[] }[]).map((error) => error.path.join("."));
    expect(paths).toEqual(["payload.cardNumber", "payload.securityCode", "payload.cardholderName"]);
    expect(stale.text).not.toContain(cards.approve);
    expect(stale.text).not.toContain("ANA L MOREIRA");
    const logged = api().logs.slice(before).join("");
    expect(logged).toContain("creditcard-payment-ecommerce");
    expect(logged).not.toContain(cards.approve);
    expect((await aluno(`/api/candidate/checkout/${id}`, { method: "GET" })).json).toMatchObject({
      status: "awaiting-payment",
      payment: null,
    });
  });

  it("keeps a denied purchase open, and asks for a captcha after three denials", async () => {
    const id = await startCheckout("aluno", "psicopatologia-descritiva");
    for (let attempt = 0; attempt < 3; attempt++) {
      const denied = await byCard(id, cardBody(cards.deny));
      expect(denied.status).toBe(200);
      expect(denied.json).toMatchObject({
        status: "awaiting-payment",
        payment: { status: "denied", last4: "0002" },
      });
    }
    const needed = await aluno(`/api/candidate/provider/${id}/recaptcha`, { method: "GET" });
    expect(needed.json).toEqual({ required: true, challengePath: "/api/captcha/challenge" });
    expect((await byCard(id, cardBody(cards.approve))).status).toBe(403);
    const solved = await byCard(id, cardBody(cards.approve), { captcha: await captcha() });
    expect(solved.status).toBe(200);
    expect(solved.json["status"]).toBe("payment-confirmed");
  });

  it("holds a pending card until the operator confirms it in the sandbox", async () => {
    const id = await startCheckout("aluno", "manejo-do-risco-de-suicidio");
    expect((await aluno(`/api/candidate/provider/${id}/recaptcha`, { method: "GET" })).json["required"]).toBe(
      false,
    );
    const pending = await byCard(id, cardBody(cards.pending, 2));
    expect(pending.json).toMatchObject({
      status: "payment-pending",
      payment: { status: "pending", last4: "0077" },
    });
    expect(await startCheckout("aluno", "manejo-do-risco-de-suicidio")).toBe(id);
    const again = await byCard(id, cardBody(cards.approve));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "paymentInProgress" });
    expect((await sandbox(`/subscriptions/${id}/pay`)).status).toBe(404);

    const confirmed = await sandbox(`/subscriptions/${id}/confirm-card`);
    expect(confirmed.json).toMatchObject({
      paid: true,
      status: "payment-confirmed",
      payment: { status: "approved" },
    });
    expect((await sandbox(`/subscriptions/${id}/confirm-card`)).status).toBe(409);
  });

  it("lets the seeded pending card purchase be confirmed like a new one", async () => {
    const id = await startCheckout("aluno", "tcc-para-depressao");
    expect((await aluno(`/api/candidate/checkout/${id}`, { method: "GET" })).json).toMatchObject({
      status: "payment-pending",
      payment: { method: "card", status: "pending" },
    });
    expect((await sandbox(`/subscriptions/${id}/confirm-card`)).json).toMatchObject({ paid: true });
  });
});
