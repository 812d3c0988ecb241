import { randomBytes } from "node:crypto";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { createApp } from "../app.ts";
import { createCaptcha } from "../captcha/altcha.ts";
import type { Database } from "../db/database.ts";
import type { TestEngine } from "../db/test-databases.ts";
import { loadTokenSecret, tokenIssuer } from "../identity/access-tokens.ts";
import { createMailer, type Mailer } from "../mail/outbox.ts";
import { smsGateway } from "../mail/sms-gateway.ts";
import type { DevMailbox, TrustProxy } from "../http/client-address.ts";
import type { TtlCache } from "../http/ttl-cache.ts";
import { createApiStage, type ApiStage } from "./api-stage.ts";

export interface TestApi {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  database: Database;
  mailer: Mailer;
  /** The same API in-process (ADR 033): a Web Request straight to the handler. */
  fetch: ApiStage["fetch"];
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Deliver e-mail through this SMTP server (as SMTP_URL does in production). */
  smtpUrl?: string;
  /** Deliver SMS through this HTTP gateway (SMS_URL, SMS_TOKEN). */
  smsUrl?: string;
  smsToken?: string;
  trustProxy?: TrustProxy;
  devMailbox?: DevMailbox;
  /**
   * Serve this database (another instance may serve it too) instead of a private one; the caller closes it.
   * The token secret is then the one kept in the database, as in production.
   */
  database?: Database;
  /** Serve the production OpenAPI document (no /api/dev/* calls). */
  production?: boolean;
  /** Keep the shared catalogue reads in this cache, as the server does (ADR 034); none by default. */
  catalogueCache?: TtlCache;
}

/** The API stage on a private seeded database, behind a real node:http server on a free port (SSR answers 404). */
export async function startTestApi(engine: TestEngine, options: TestApiOptions = {}): Promise<TestApi> {
  const logger = pino({ level: "silent" });
  const database = options.database ?? (await engine.open());
  const sms = options.smsUrl ? smsGateway(options.smsUrl, options.smsToken) : null;
  const mailer = createMailer(database.db, logger, options.smtpUrl, { sms });
  // Listening first: e-mailed links name this server's port.
  const pipeline: { app?: RequestListener } = {};
  const server: Server = createServer((request, response) => pipeline.app?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const api = await createApiStage({
    port: String(port),
    database,
    logger,
    mailer,
    captcha: createCaptcha(database.db, { maxNumber: 2000 }),
    tokens: tokenIssuer(options.database ? await loadTokenSecret(database.db, undefined) : randomBytes(32)),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.devMailbox ? { devMailbox: options.devMailbox } : {}),
    ...(options.catalogueCache ? { catalogueCache: options.catalogueCache } : {}),
    production: options.production ?? false,
  });
  pipeline.app = createApp(
    {
      api: api.stage,
      staticFiles: async () => false,
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      render: (_request, response) => {
        response.statusCode = 404;
        response.end("not an API path");
      },
    },
    logger,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    mailer,
    fetch: api.fetch,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      if (!options.database) await database.close();
    },
  };
}
