import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "#scripts/free-port.ts";
import { startPixPsp, type RunningPixPsp } from "#simulators/pix-psp/pix-psp.ts";
import type { CheckoutApiOptions } from "./checkout-test-kit.ts";

export const webhookSecret = "test-webhook-secret-0123456789abcdef";

/**
 * The checkout with PAYMENT_PROVIDER=pix against the Pix PSP simulator (Pix API standard, mutual TLS and OAuth
 * enforced), started before the file's tests and stopped after them. `options` is filled in before
 * `useCheckoutApi(options)` starts; `control` drives the simulator (pay a charge, settle a devolução, read state).
 */
export function usePixPsp() {
  let psp: RunningPixPsp;
  const options: CheckoutApiOptions = {};
  beforeAll(async () => {
    psp = await startPixPsp({ certDir: mkdtempSync(join(tmpdir(), "pix-psp-api-test-")), seed: 7 });
    const port = await freePort();
    options.port = port;
    options.payments = {
      provider: {
        kind: "pix",
        pix: {
          apiUrl: psp.apiUrl,
          tokenUrl: psp.tokenUrl,
          clientId: psp.clientId,
          clientSecret: psp.clientSecret,
          certFile: psp.clientCertFile,
          keyFile: psp.clientKeyFile,
          caFile: psp.caFile,
          receiverKey: psp.receiverKey,
          webhookSecret,
          publicUrl: `http://127.0.0.1:${port}`,
        },
      },
      // The loop is run by hand in the tests.
      pix: { reconcileSeconds: 3600 },
    };
  }, 60_000);
  afterAll(() => psp?.stop());

  const control = async (path: string, body: unknown = {}, method = "POST") => {
    const response = await fetch(`${psp.controlUrl}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      ...(method === "GET" ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return { options, control, psp: () => psp };
}
