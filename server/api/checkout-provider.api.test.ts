import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PixSettings } from "../payments/payment-provider-config.ts";
import { sandboxGateway } from "../payments/sandbox-gateway.ts";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";

/**
 * ADR 046 over HTTP: with a real provider (Pix) the store takes Pix only — card and slip calls are refused with
 * 409 methodUnavailable before anything is charged, written or reserved — the checkout answer says which methods
 * it takes and that it is not a demo, and the sandbox's control does not exist even for this machine.
 */
describe("checkout over HTTP with the Pix provider", () => {
  // A stand-in for the lead's Pix adapter: the sandbox's codes behind the Pix provider's configuration.
  const { as, pay, startCheckout, rows, sandbox } = useCheckoutApi({
    payments: {
      provider: { kind: "pix", pix: { apiUrl: "https://psp.example/v2" } as PixSettings },
      pixGateway: () => sandboxGateway(),
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

  it("the sandbox's control is not there, even for loopback clients", async () => {
    expect((await sandbox("/clock")).status).toBe(404);
    expect((await sandbox("/subscriptions/1/pay")).status).toBe(404);
  });
});

describe("checkout over HTTP with the sandbox", () => {
  const { as, startCheckout } = useCheckoutApi();

  it("offers every method and says it is a demo", async () => {
    const id = await startCheckout("aluno", "neonatologia-essencial");
    const checkout = await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(checkout.json).toMatchObject({ paymentMethods: ["pix", "boleto", "card"], demo: true });
  });
});
