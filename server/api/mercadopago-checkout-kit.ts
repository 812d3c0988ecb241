import { afterAll, beforeAll } from "vitest";
import { freePort } from "#scripts/free-port.ts";
import {
  startMercadoPagoSimulator,
  type RunningMercadoPagoSimulator,
} from "#simulators/mercadopago/mercadopago-simulator.ts";
import { testAddress } from "#simulators/mercadopago/test-kit.ts";
import type { CheckoutApiOptions } from "./checkout-test-kit.ts";

/** A payer's address as a registered boleto needs it. */
export const slipAddress = testAddress;

/**
 * The checkout API with GATEWAY_PROVIDER=mercadopago (Pix still the sandbox's) against the Mercado Pago simulator,
 * started before the file's tests and stopped after them. `options` is filled in before `useCheckoutApi` starts.
 */
export function useMercadoPagoCheckout(): {
  options: CheckoutApiOptions;
  simulator: () => RunningMercadoPagoSimulator;
} {
  let simulator: RunningMercadoPagoSimulator | undefined;
  const options: CheckoutApiOptions = {};
  beforeAll(async () => {
    const port = await freePort();
    simulator = await startMercadoPagoSimulator({ interestFreeInstallments: 12, maxInstallments: 12 });
    options.port = port;
    options.payments = {
      provider: {
        kind: "sandbox",
        gateway: {
          kind: "mercadopago",
          mercadopago: {
            baseUrl: simulator.baseUrl,
            accessToken: simulator.accessToken,
            publicKey: simulator.publicKey,
            webhookSecret: simulator.webhookSecret,
            sdkUrl: simulator.sdkUrl,
            publicUrl: `http://127.0.0.1:${port}`,
            beneficiary: { name: "Sabiá Educação Ltda.", cnpj: "11222333000181" },
          },
        },
      },
      // The loop is run by hand in the tests.
      mercadopago: { reconcileSeconds: 3600, supportEmail: "suporte@sabia.dev" },
    };
  }, 60_000);
  afterAll(() => simulator?.stop());
  return { options, simulator: () => simulator! };
}
