import { sandboxCardToken } from "#src/domain/payments/card-token.ts";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import jsQR from "jsqr";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app.ts";
import { createCaptcha } from "../captcha/altcha.ts";
import { queryRows, type Database } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import type { TrustProxy } from "../http/client-address.ts";
import { tokenIssuer } from "../identity/access-tokens.ts";
import { createMailer } from "../mail/outbox.ts";
import { createApiStage, type ApiDependencies, type ApiStage } from "./api-stage.ts";
import { identityClient, type Call } from "./identity-test-kit.ts";
import type { TestApi } from "./test-server.ts";

/** The test API of the checkout tests: like test-server.ts, with every log line kept (at debug) for inspection. */
export interface CheckoutTestApi extends TestApi {
  logs: string[];
  /** The Pix provider's pieces when the API runs with PAYMENT_PROVIDER=pix. */
  pix?: ApiStage["pix"];
  /** The Mercado Pago pieces when the API runs with GATEWAY_PROVIDER=mercadopago. */
  mercadopago?: ApiStage["mercadopago"];
}

/** trustProxy as TRUST_PROXY; payments as the server's (default: the sandbox). */
export interface CheckoutApiOptions {
  trustProxy?: TrustProxy;
  payments?: ApiDependencies["payments"];
  /** Listen on this port (a webhook URL registered before the server starts names it); default a free one. */
  port?: number;
}

export async function startCheckoutApi(options: CheckoutApiOptions = {}): Promise<CheckoutTestApi> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString("utf8"));
      done();
    },
  });
  const logger = pino({ level: "debug" }, sink);
  const database: Database = await testEngines()[0]!.open();
  const mailer = createMailer(database.db, logger);
  const api = await createApiStage({
    database,
    logger,
    mailer,
    captcha: createCaptcha(database.db, { maxNumber: 2000 }),
    tokens: tokenIssuer(randomBytes(32)),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const app = createApp(
    {
      api: api.stage,
      staticFiles: async () => false,
      render: (_request, response) => void response.writeHead(404).end(),
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    },
    logger,
  );
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database,
    mailer,
    fetch: api.fetch,
    ...(api.pix ? { pix: api.pix } : {}),
    ...(api.mercadopago ? { mercadopago: api.mercadopago } : {}),
    logs,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      await database.close();
    },
  };
}

/** Sandbox card numbers (src/domain/payments/sandbox-cards.ts) and a card body around one. */
export const cards = {
  approve: "4111111111111111",
  deny: "4000000000000002",
  pending: "4000000000000077",
} as const;

/**
 * The body of creditcard-payment-ecommerce for a sandbox card: what the browser posts after its sandbox tokenizer
 * turned the card into a token (ADR 059) — the number never reaches the server.
 */
export const cardBody = (cardNumber: string, installments = 1) => {
  const token = sandboxCardToken({
    cardNumber,
    holderName: "ANA L MOREIRA",
    expiryMonth: 12,
    expiryYear: 2031,
    cvv: "123",
  });
  if (!token) throw new Error(`${cardNumber} is not a card of a known brand`);
  return { ...token, installments };
};

/** Draws the SVG QR (one <rect> per dark module) into pixels and reads it back with jsQR. */
export function decodeQrDataUrl(dataUrl: string): string | null {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString("utf8");
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1] ?? 0);
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const match of svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/g)) {
    const [x, y, width, height] = match.slice(1).map(Number) as [number, number, number, number];
    for (let row = y * scale; row < (y + height) * scale; row++)
      for (let column = x * scale; column < (x + width) * scale; column++)
        pixels.fill(0, (row * side + column) * 4, (row * side + column) * 4 + 3);
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** For a checkout test file: its own API and database, the identity helpers, and checkout shortcuts. */
export function useCheckoutApi(options: CheckoutApiOptions = {}) {
  let api: CheckoutTestApi | undefined;
  beforeAll(async () => {
    api = await startCheckoutApi(options);
  }, 60_000);
  afterAll(() => api?.close());
  const current = () => api!;
  const client = identityClient(current);
  const tokens = new Map<string, string>();

  const tokenOf = async (username: string) => {
    if (!tokens.has(username)) {
      const response = await client.signIn(username, "Sabia@2026");
      tokens.set(username, String(response.json["accessToken"]));
    }
    return tokens.get(username)!;
  };

  const as =
    (username: string) =>
    async (path: string, call: Call = {}) =>
      client.call(path, { ...call, token: await tokenOf(username) });

  /** A payment call with a fresh Idempotency-Key unless one is given. */
  const pay =
    (username: string) =>
    async (path: string, body: unknown, key: string = randomUUID(), headers: Record<string, string> = {}) =>
      client.call(path, {
        body,
        token: await tokenOf(username),
        headers: { "idempotency-key": key, ...headers },
      });

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(current().database.db, query);

  /** A new checkout of `slug` for `username` (create-or-recover), with its id. */
  const startCheckout = async (username: string, slug: string) => {
    const response = await as(username)("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
      body: { friendlyUrl: slug },
    });
    return Number(response.json["subscriptionId"]);
  };

  const courseId = async (slug: string) =>
    (await rows<{ id: number }>(sql`select id from courses where friendly_url = ${slug}`))[0]!.id;

  /** Active courses `username` never bought (for a cart order), by id from `offset`, or newest first. */
  const coursesNotBoughtBy = async (username: string, count: number, from: number | "newest" = 0) =>
    (
      await rows<{ slug: string }>(
        sql`select friendly_url as slug from courses c where active and not exists
              (select 1 from subscriptions s join users u on u.id = s.user_id
                where s.course_id = c.id and u.username = ${username})
            order by ${from === "newest" ? sql`id desc` : sql`id`}
            offset ${from === "newest" ? 0 : from} limit ${count}`,
      )
    ).map((row) => row.slug);

  /** The sandbox control: GET /clock, POST everything else. */
  const sandbox = (path: string, body?: unknown) =>
    path === "/clock"
      ? client.call(`/api/dev/sandbox${path}`, { method: "GET" })
      : client.call(`/api/dev/sandbox${path}`, { body: body ?? {} });

  return {
    api: current,
    ...client,
    tokenOf,
    as,
    pay,
    rows,
    startCheckout,
    courseId,
    coursesNotBoughtBy,
    sandbox,
  };
}

/** Waits (up to 10 s) for something another process does: a webhook delivered, a reconciliation run. */
export const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};
