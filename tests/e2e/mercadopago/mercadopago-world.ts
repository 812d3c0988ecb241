import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect } from "../recorded-test.ts";
import { freePort } from "#scripts/free-port.ts";
import {
  startMercadoPagoSimulatorProcess,
  type MercadoPagoSimulatorProcess,
} from "#scripts/mercadopago-sim-process.ts";
import { startServer, type RunningServer } from "#scripts/server-process.ts";
import {
  cardNumbersInDatabase,
  cardNumbersInFiles,
  cardNumbersInText,
  filesUnder,
  testCardsInRawFiles,
} from "./card-number-scan.ts";

/**
 * Card and boleto through Mercado Pago (issue 26) in Chromium: a production server (NODE_ENV=production) with
 * GATEWAY_PROVIDER=mercadopago speaking to the Mercado Pago simulator, a separate process. Pix stays on the
 * sandbox, set explicitly (a production server never falls back to it, ADR 046). The only development setting is
 * DEV_MAILBOX=loopback, to read the e-mails a customer gets. The simulator's control API plays the payer's bank,
 * the anti-fraud review and the card network.
 *
 * A card number must never reach Sabiá (ADR 059): after each test, the bodies the browser sent the server and the
 * requests the server sent the gateway are searched for one; after the whole file, the server's log (info level)
 * and its database files (card-number-scan.ts).
 */
/** The beneficiário the production server is configured with; the slip page must print it. */
export const slipBeneficiary = { name: "Sabiá Educação Ltda.", cnpj: "11222333000181" } as const;

export interface MercadoPagoWorld {
  gateway: MercadoPagoSimulatorProcess;
  server: RunningServer;
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
          BOLETO_BENEFICIARY_NAME: slipBeneficiary.name,
          BOLETO_BENEFICIARY_CNPJ: slipBeneficiary.cnpj,
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
      expect(cardNumbersInFiles([logFile]), "card numbers in Sabiá's log").toEqual([]);
      expect(testCardsInRawFiles(filesUnder(join(dataDir, "data"))), "test cards in Sabiá's files").toEqual(
        [],
      );
      expect(await cardNumbersInDatabase(join(dataDir, "data")), "card numbers Sabiá kept").toEqual([]);
    },
    { scope: "worker", timeout: 300_000 },
  ],
  // Every body the browser sent Sabiá, and every request Sabiá sent the gateway, during a test: none carries a
  // card number or a security code (the browser sends the card to the gateway's tokenizer only).
  world: async ({ mercadoPagoWorld, context }, use) => {
    const bodiesToSabia: string[] = [];
    context.on("request", (request) => {
      if (request.url().startsWith(mercadoPagoWorld.server.baseUrl))
        bodiesToSabia.push(request.postData() ?? "");
    });
    await use(mercadoPagoWorld);
    expect(
      bodiesToSabia.flatMap((body) => cardNumbersInText(body)),
      "card numbers the browser sent Sabiá",
    ).toEqual([]);
    expect(
      bodiesToSabia.filter((body) => /"(cvv|securityCode|security_code|cardNumber|card_number)"/.test(body)),
      "bodies sent to Sabiá with a card field",
    ).toEqual([]);
    const log = await gatewayLog(mercadoPagoWorld.gateway);
    await fetch(`${mercadoPagoWorld.gateway.controlUrl}/log`, { method: "DELETE" });
    const fromSabia = log.filter((entry) => !entry.path.startsWith("/v1/card_tokens"));
    expect(
      fromSabia.filter((entry) =>
        /card_number|security_code|cardNumber|securityCode/.test(JSON.stringify(entry.body)),
      ),
      "requests from Sabiá that carry a card number or security code",
    ).toEqual([]);
    expect(
      fromSabia.flatMap((entry) => cardNumbersInText(JSON.stringify(entry.body ?? null))),
      "card numbers sent to the gateway",
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
