import { describe, expect, it } from "vitest";
import { startMercadoPagoSimulatorProcess } from "./mercadopago-sim-process.ts";

describe("startMercadoPagoSimulatorProcess", () => {
  it("spawns the simulator, reads its ready line, serves the tokenizer, and stops with SIGTERM", async () => {
    const simulator = await startMercadoPagoSimulatorProcess({
      flags: { "public-key": "TEST-demo-public-key" },
      env: { MERCADOPAGO_SIM_INTEREST_FREE: "3" },
    });
    expect(simulator).toMatchObject({
      ready: true,
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      sdkUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/js\/v2$/),
      controlUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/control$/),
      publicKey: "TEST-demo-public-key",
    });
    const script = await fetch(simulator.sdkUrl);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    const installments = (await fetch(
      `${simulator.baseUrl}/v1/payment_methods/installments?amount=300&bin=503143&public_key=TEST-demo-public-key`,
    ).then((response) => response.json())) as Array<{ payer_costs: Array<{ installment_rate: number }> }>;
    expect(installments[0]?.payer_costs.filter((cost) => cost.installment_rate === 0)).toHaveLength(3);
    await simulator.stop();
    expect(simulator.child.exitCode).toBe(0);
  });
});
