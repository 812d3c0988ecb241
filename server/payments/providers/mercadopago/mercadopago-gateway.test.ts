import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningMercadoPagoSimulator,
  startMercadoPagoSimulator,
} from "#simulators/mercadopago/mercadopago-simulator.ts";
import { cardToken, testAddress, testCpf, webhookReceiver } from "#simulators/mercadopago/test-kit.ts";
import { CheckoutRefused } from "#server/payments/checkout-refused.ts";
import type { CardRequest, PaymentGateway } from "#server/payments/payment-gateway.ts";
import { mercadoPagoClient } from "./mercadopago-client.ts";
import { mercadoPagoGateway } from "./mercadopago-gateway.ts";

/** The port over Mercado Pago, against the simulator over real HTTP (issue 26, ADR 059). */
let sim: RunningMercadoPagoSimulator;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let gateway: PaymentGateway;
let serial = 0;

beforeAll(async () => {
  hook = await webhookReceiver();
  sim = await startMercadoPagoSimulator({ interestFreeInstallments: 12, maxInstallments: 12 });
  gateway = mercadoPagoGateway(
    mercadoPagoClient({ baseUrl: sim.baseUrl, accessToken: sim.accessToken }),
    new URL(hook.url).origin,
  );
});
afterAll(async () => {
  await sim.stop();
  await hook.close();
});

const card = async (name: string, changes: Partial<CardRequest> = {}): Promise<CardRequest> => ({
  token: await cardToken(sim, name),
  paymentMethodId: "master",
  issuerId: null,
  amount: 490,
  installments: 3,
  reference: `SAB-${++serial}`,
  idempotencyKey: `test-${serial}-${Date.now()}`,
  payer: { email: "aluno@sabia.dev", cpf: testCpf },
  ...changes,
});

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CheckoutRefused);
    return (error as CheckoutRefused).refusal;
  }
  throw new Error("it was accepted");
};

describe("the Mercado Pago gateway", () => {
  it("approves, refuses with a reason code, or holds in review, by the test cardholder's name", async () => {
    const approved = await gateway.card(await card("APRO"));
    expect(approved).toMatchObject({ outcome: "approved", brand: "mastercard", last4: "6351" });
    expect(approved.gatewayPaymentId).toMatch(/^\d+$/);
    expect(await gateway.card(await card("FUND"))).toMatchObject({
      outcome: "denied",
      reason: "insufficient-funds",
    });
    expect(await gateway.card(await card("SECU"))).toMatchObject({
      outcome: "denied",
      reason: "bad-security-code",
    });
    expect(await gateway.card(await card("OTHE"))).toMatchObject({ outcome: "denied", reason: "other" });
    expect(await gateway.card(await card("CONT"))).toMatchObject({ outcome: "pending" });
    expect(gateway.providerFor("card")).toBe("mercadopago");
  });

  it("the same idempotency key is the same charge; a used token under a new key is a 400 on the token", async () => {
    const request = await card("APRO");
    const first = await gateway.card(request);
    expect((await gateway.card(request)).gatewayPaymentId).toBe(first.gatewayPaymentId);
    const refusal = await refusalOf(
      gateway.card({ ...request, idempotencyKey: `${request.idempotencyKey}-b` }),
    );
    expect(refusal).toMatchObject({ kind: "invalid" });
  });

  it("registers a boleto with the payer and address, and gives the gateway's line, barcode, due date and slip", async () => {
    const slip = await gateway.slip({
      amount: 350,
      reference: "SAB-BOLETO-1",
      today: "2026-11-27",
      idempotencyKey: `slip-${Date.now()}`,
      payer: {
        name: "Ana Lúcia Moreira",
        cpf: testCpf,
        email: "aluno@sabia.dev",
        address: testAddress,
      },
    });
    expect(slip.digitableLine).toMatch(/^\d{47}$/);
    expect(slip.barcode).toMatch(/^\d{44}$/);
    expect(slip.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(slip.url).toContain(`${sim.baseUrl}/boletos/`);
    expect(slip.gatewayPaymentId).toMatch(/^\d+$/);
  });

  it("refuses a boleto without payer or address before calling the gateway", async () => {
    const base = { amount: 350, reference: "SAB-X", today: "2026-11-27", idempotencyKey: "slip-x" };
    expect(await refusalOf(gateway.slip({ ...base, payer: null }))).toMatchObject({ field: "cpf" });
    expect(
      await refusalOf(
        gateway.slip({ ...base, payer: { name: "Ana", cpf: testCpf, email: "a@b.co", address: null } }),
      ),
    ).toMatchObject({ field: "address" });
  });

  it("refunds an approved card in full; Pix is never asked of it", async () => {
    const approved = await gateway.card(await card("APRO"));
    expect(
      await gateway.refund({
        gatewayPaymentId: approved.gatewayPaymentId!,
        idempotencyKey: `r-${Date.now()}`,
      }),
    ).toEqual({ status: "refunded" });
    expect(
      await refusalOf(gateway.pix({ amount: 1, reference: "x", now: new Date(), payer: null })),
    ).toMatchObject({ kind: "conflict", code: "methodUnavailable" });
  });

  it("an unreachable gateway is 'try again' (503), not a refusal of the card", async () => {
    const down = mercadoPagoGateway(
      mercadoPagoClient({ baseUrl: "http://127.0.0.1:9", accessToken: "x", timeoutMs: 2000 }),
      "http://127.0.0.1:1",
    );
    expect(await refusalOf(down.card(await card("APRO")))).toMatchObject({ kind: "unavailable" });
  });
});

describe("installments without interest (spec §4)", () => {
  it("are the gateway's payer costs at rate 0 whose total is the amount, within the plan's limit", async () => {
    const six = await startMercadoPagoSimulator({ interestFreeInstallments: 6, maxInstallments: 12 });
    try {
      const sixFree = mercadoPagoGateway(
        mercadoPagoClient({ baseUrl: six.baseUrl, accessToken: six.accessToken }),
        new URL(hook.url).origin,
      );
      const offer = (max: number, amount = 490) =>
        sixFree.interestFreeInstallments!({ amount, paymentMethodId: "master", max });
      expect(await offer(12)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await offer(3)).toEqual([1, 2, 3]);
      // No installment under R$ 5,00 at the gateway.
      expect(await offer(12, 12)).toEqual([1, 2]);
    } finally {
      await six.stop();
    }
  });
});
