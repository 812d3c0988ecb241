import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect } from "@playwright/test";
import { freePort } from "../../../scripts/free-port.ts";
import {
  startMercadoPagoSimulatorProcess,
  type MercadoPagoSimulatorProcess,
} from "../../../scripts/mercadopago-sim-process.ts";
import { startServer, type RunningServer } from "../../../scripts/server-process.ts";

/**
 * Card and boleto through Mercado Pago (issue 26) in Chromium: a production server (NODE_ENV=production) with
 * GATEWAY_PROVIDER=mercadopago speaking to the Mercado Pago simulator, a separate process. Pix stays on the
 * sandbox, set explicitly (a production server never falls back to it, ADR 046). The only development setting is
 * DEV_MAILBOX=loopback, to read the e-mails a customer gets. The simulator's control API plays the payer's bank,
 * the anti-fraud review and the card network.
 *
 * After the whole file, the server's log and its database files are searched for the documented test card
 * numbers: a card number must never reach Sabiá (ADR 059).
 */
export interface MercadoPagoWorld {
  gateway: MercadoPagoSimulatorProcess;
  server: RunningServer;
}

/** The documented Brazilian test cards of the simulator (simulators/mercadopago/README.md). */
export const testCards = {
  mastercard: "5031433215406351",
  visa: "4235647728025682",
  amex: "375365153556885",
} as const;

/** Files under a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Each test card number found in a file, with the file (digits alone, or in groups as typed). */
export function cardNumbersIn(paths: string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    const text = readFileSync(path).toString("latin1");
    for (const number of Object.values(testCards)) {
      const grouped =
        number.length === 15
          ? number.replace(/^(\d{4})(\d{6})(\d{5})$/, "$1 $2 $3")
          : number.replace(/(\d{4})(?=\d)/g, "$1 ");
      if (text.includes(number) || text.includes(grouped)) found.push(`${number} in ${path}`);
    }
  }
  return found;
}

export const test = base.extend<{ world: MercadoPagoWorld }, { mercadoPagoWorld: MercadoPagoWorld }>({
  mercadoPagoWorld: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      const gateway = await startMercadoPagoSimulatorProcess();
      const dataDir = mkdtempSync(join(tmpdir(), "sabia-e2e-mp-"));
      const logFile = join(dataDir, "server.log");
      const server = await startServer(
        {
          PORT: String(port),
          DATA_DIR: join(dataDir, "data"),
          // Info level: the log that is searched for card numbers holds every request line.
          LOG_LEVEL: "info",
          PAYMENT_PROVIDER: "sandbox",
          GATEWAY_PROVIDER: "mercadopago",
          MERCADOPAGO_BASE_URL: gateway.baseUrl,
          MERCADOPAGO_SDK_URL: gateway.sdkUrl,
          MERCADOPAGO_ACCESS_TOKEN: gateway.accessToken,
          MERCADOPAGO_PUBLIC_KEY: gateway.publicKey,
          MERCADOPAGO_WEBHOOK_SECRET: gateway.webhookSecret,
          MERCADOPAGO_RECONCILE_SECONDS: "2",
          PUBLIC_URL: publicUrl,
        },
        { logFile },
      ).catch(async (error: unknown) => {
        await gateway.stop();
        throw error;
      });
      await use({ gateway, server });
      await server.stop();
      await gateway.stop();
      expect(
        cardNumbersIn([logFile, ...filesUnder(join(dataDir, "data"))]),
        "card numbers Sabiá kept",
      ).toEqual([]);
    },
    { scope: "worker", timeout: 300_000 },
  ],
  // Every request Sabiá sent the gateway during a test: none carries a card number or a security code.
  world: async ({ mercadoPagoWorld }, use) => {
    await use(mercadoPagoWorld);
    const log = await gatewayLog(mercadoPagoWorld.gateway);
    await fetch(`${mercadoPagoWorld.gateway.controlUrl}/log`, { method: "DELETE" });
    const fromSabia = log.filter((entry) => !entry.path.startsWith("/v1/card_tokens"));
    expect(
      fromSabia.filter((entry) =>
        /card_number|security_code|cardNumber|securityCode/.test(JSON.stringify(entry.body)),
      ),
      "requests from Sabiá that carry a card number or security code",
    ).toEqual([]);
  },
  baseURL: async ({ mercadoPagoWorld }, use) => use(mercadoPagoWorld.server.baseUrl),
});

export { expect };

interface GatewayLogEntry {
  method: string;
  path: string;
  body: unknown;
  answer?: { status: number; body: unknown };
}

export async function gatewayLog(gateway: MercadoPagoSimulatorProcess): Promise<GatewayLogEntry[]> {
  return (await (await fetch(`${gateway.controlUrl}/log`)).json()) as GatewayLogEntry[];
}

export interface GatewayPayment {
  id: number;
  status: string;
  status_detail: string;
  payment_type_id: string;
  payment_method_id: string;
  transaction_amount: number;
  installments: number;
  external_reference?: string;
}

/** The gateway's payments, newest last. */
export async function gatewayPayments(gateway: MercadoPagoSimulatorProcess): Promise<GatewayPayment[]> {
  const state = (await (await fetch(`${gateway.controlUrl}/state`)).json()) as { payments: GatewayPayment[] };
  return state.payments;
}

/**
 * A control action on one payment (`pay` or `expire` a boleto, `chargeback` a card, `review` with a decision):
 * the simulator changes it and sends the signed webhook before answering.
 */
export async function gatewayControl(
  gateway: MercadoPagoSimulatorProcess,
  paymentId: number,
  action: "pay" | "expire" | "chargeback" | "review",
  body: unknown = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${gateway.controlUrl}/payments/${paymentId}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
