import { describe, expect, it } from "vitest";
import { startMercadoPagoSimulatorProcess } from "./mercadopago-sim-process.ts";

describe("startMercadoPagoSimulatorProcess", () => {
  // Spawning a Node process takes seconds on a loaded machine (seen: 5.2 s at load 13 on 2 cores).
  it(
    "spawns the simulator, reads its ready line, serves the tokenizer, and stops with SIGTERM",
    { timeout: 30_000 },
    async () => {
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
    },
  );
});
