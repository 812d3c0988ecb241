import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PixSettings } from "../payments/payment-provider-config.ts";
import { sandboxGateway } from "../payments/sandbox-gateway.ts";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";

/**
 * ADR 046 over HTTP: with a real provider (Pix) the store takes Pix only — card and slip calls are refused with
 * 409 methodUnavailable before anything is charged, written or reserved — the checkout answer says which methods
 * it takes and that it is not a demo, and the sandbox cannot pay anything, even for this machine.
 */
describe("checkout over HTTP with the Pix provider", () => {
  // The sandbox's codes stand in for the Pix adapter (a given gateway replaces the provider's, and no PSP is
  // called): what is under test is the offer, not the PSP.
  const { as, pay, startCheckout, rows, sandbox } = useCheckoutApi({
    payments: {
      provider: { kind: "pix", pix: { apiUrl: "https://psp.example/v2" } as PixSettings },
      gateway: sandboxGateway(),
    },
  });

  it("offers Pix only, for real, and refuses card and slip without a trace", async () => {
    const id = await startCheckout("aluno", "neonatologia-essencial");
    const checkout = await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(checkout.status).toBe(200);
    expect(checkout.json).toMatchObject({ paymentMethods: ["pix"], demo: false });

    const key = randomUUID();
    const card = await pay("aluno")(
      `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`,
      cardBody(cards.approve, 12),
      key,
    );
    expect(card.status).toBe(409);
    expect(card.json).toMatchObject({ code: "methodUnavailable" });
    const slip = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id });
    expect(slip.status).toBe(409);
    expect(slip.json).toMatchObject({ code: "methodUnavailable" });

    const payments = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where subscription_id = ${id}`,
    );
    expect(payments[0]!.n).toBe(0);
    const keys = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_idempotency_keys where key = ${key}`,
    );
    expect(keys[0]!.n).toBe(0);
    expect((await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" })).json).toMatchObject({
      status: "awaiting-payment",
      payment: null,
    });

    const pix = await pay("aluno")("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect(pix.status).toBe(200);
    expect(pix.json).toMatchObject({ payment: { method: "pix", status: "pending" }, demo: false });
  });

  it("the sandbox cannot mark a payment paid or approve a card, even for loopback clients", async () => {
    const id = await startCheckout("aluno", "neonatologia-essencial");
    await pay("aluno")("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    for (const action of ["pay", "confirm-card"]) {
      const answer = await sandbox(`/subscriptions/${id}/${action}`);
      expect(answer.status, action).toBe(404);
      expect(answer.json["detail"], action).toBe("There is no payments sandbox here.");
    }
  });
});

describe("checkout over HTTP with the sandbox", () => {
  const { as, startCheckout } = useCheckoutApi();

  it("offers every method and says it is a demo", async () => {
    const id = await startCheckout("aluno", "neonatologia-essencial");
    const checkout = await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(checkout.json).toMatchObject({
      paymentMethods: ["pix", "boleto", "card"],
      demo: true,
      cardGateway: { kind: "sandbox" },
    });
  });
});
