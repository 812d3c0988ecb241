import type { Logger } from "pino";
import { createApiStage, type ApiStage } from "./api/api-stage.ts";
import { createCaptcha } from "./captcha/altcha.ts";
import { loadLegacyProductNumbers } from "./db/catalog/course-document.ts";
import { clearOnCacheNotices, type CacheNotices } from "./db/cache-notices.ts";
import { databaseLocation, migrateDatabase, openDatabase, type Database } from "./db/database.ts";
import { openPgliteFast } from "./db/pglite-template.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { ensureLessonMaterials } from "./media/lesson-materials.ts";
import { ensureSampleClips, mediaDirectory } from "./media/sample-clips.ts";
import { seedDemoOidcProviders } from "./oidc/oidc-demo-seed.ts";
import { loadTokenSecret, tokenIssuer } from "./identity/access-tokens.ts";
import { createMailer } from "./mail/outbox.ts";
import { smsGateway } from "./mail/sms-gateway.ts";
import { parseDevMailbox, parseTrustProxy } from "./http/client-address.ts";
import { ttlCache, type TtlCache } from "./http/ttl-cache.ts";
import type { PaymentProviderConfig } from "./payments/payment-provider-config.ts";
import { gatewayFor, type PixGatewayFactory } from "./payments/payment-providers.ts";

export { loadLegacyProductNumbers };

export interface PlatformEnvironment {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
  /** Where the lessons' sample clips are made and served from (default: `media` in DATA_DIR). */
  MEDIA_DIR?: string | undefined;
  SMTP_URL?: string | undefined;
  /** Signs access tokens; generated once into the database when unset. */
  TOKEN_SECRET?: string | undefined;
  /** SMS delivery through an HTTP gateway (POST JSON {to, text}); without it SMS stay in the outbox. */
  SMS_URL?: string | undefined;
  /** Bearer token for SMS_URL. */
  SMS_TOKEN?: string | undefined;
  /** off (default), loopback or a hop count: whose X-Forwarded-For gives the client's address. */
  TRUST_PROXY?: string | undefined;
  /** loopback, open or off: who may read /dev/mailbox and /api/dev/outbox (unset: off in production, else loopback). */
  DEV_MAILBOX?: string | undefined;
  /** Seconds a shared catalogue read is kept in the process (default 10; 0 switches the cache off). */
  CATALOGUE_CACHE_SECONDS?: string | undefined;
  /** production turns the dev mailbox off unless DEV_MAILBOX enables it. */
  NODE_ENV?: string | undefined;
  /** Seconds between two reconciliation passes of the Pix provider (default 30; ADR 048). */
  PIX_RECONCILE_SECONDS?: string | undefined;
  /** Seconds between two reconciliation passes of Mercado Pago's open payments (default 60; issue 26). */
  MERCADOPAGO_RECONCILE_SECONDS?: string | undefined;
  /** Who hears of refunds that keep failing and of Pix that granted nothing (default suporte@sabia.dev). */
  SUPPORT_EMAIL?: string | undefined;
  /** Outside production: the local test OP (simulators/oidc-op) the demo tenant's OpenID buttons use (ADR 061). */
  OIDC_DEMO_ISSUER?: string | undefined;
}

/** The payment provider read at start (PAYMENT_PROVIDER, ADR 046) and, for Pix, the adapter that speaks to it. */
export interface PlatformPayments {
  provider: PaymentProviderConfig;
  pixGateway?: PixGatewayFactory;
}

export interface Platform {
  database: Database;
  api: ApiStage;
  /** Legacy product number → course slug, read once at start for the redirect engine. */
  productNumbers: Map<string, string>;
  /** Shared catalogue reads (ADR 034); cleared by every catalogue or settings write on the database (ADR 079). */
  catalogueCache: TtlCache;
  /** Clears the catalogue cache, and what else is added, on each write any instance makes to those tables. */
  cacheNotices: CacheNotices;
  /** The lessons' media (the demo's sample clips and captions), served under /media/aulas/. */
  mediaDirectory: string;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), applies migrations, seeds an empty
 * database with the demo, and builds the /api stage.
 */
export async function startPlatform(
  env: PlatformEnvironment,
  logger: Logger,
  payments: PlatformPayments,
): Promise<Platform> {
  const started = performance.now();
  // Settings that would open or misroute something stop the start before the database opens.
  const reconcileSeconds = reconcileSecondsOf(env.PIX_RECONCILE_SECONDS);
  const gatewayReconcileSeconds = reconcileSecondsOf(
    env.MERCADOPAGO_RECONCILE_SECONDS,
    "MERCADOPAGO_RECONCILE_SECONDS",
  );
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const devMailbox = parseDevMailbox(env.DEV_MAILBOX, env.NODE_ENV);
  const sms = env.SMS_URL ? smsGateway(env.SMS_URL, env.SMS_TOKEN || undefined) : null;
  const location = databaseLocation(env);
  // The demo's video lessons (issue 32): ffmpeg makes the sample clips once; without it they are seeded as text.
  const media = mediaDirectory(env);
  const videos = ensureSampleClips(media, logger);
  // Its PDF materials (pdfkit): drawn once when missing; the seed links them whatever happens here.
  await ensureLessonMaterials(media, logger);
  // A fresh PGlite directory starts from a cached, migrated and seeded template (server/db/pglite-template.ts).
  const database =
    location.kind === "postgres"
      ? await openDatabase(location)
      : await openPgliteFast(
          location.dataDir,
          async (fresh) => {
            await migrateDatabase(fresh);
            await seedIfEmpty(fresh.db, { videos });
          },
          videos ? "videos" : "",
        );
  await migrateDatabase(database);
  const seeded = await seedIfEmpty(database.db, { videos });
  // The demo's OpenID buttons point at the local test OP: development only (ADR 061).
  if (env.OIDC_DEMO_ISSUER && env.NODE_ENV !== "production")
    await seedDemoOidcProviders(database.db, env.OIDC_DEMO_ISSUER);
  logger.info(
    {
      engine: database.engine,
      dataDir: location.kind === "pglite" ? location.dataDir : undefined,
      seeded,
      ms: Math.round(performance.now() - started),
    },
    "database ready",
  );
  const mailer = createMailer(database.db, logger, env.SMTP_URL || undefined, { sms });
  const tokens = tokenIssuer(await loadTokenSecret(database.db, env.TOKEN_SECRET));
  const catalogueCache = ttlCache({
    ttlMs: cacheSeconds(env.CATALOGUE_CACHE_SECONDS) * 1000,
    // The API's shared reads and, beside them, the same reads decoded for in-process page loaders (ADR 038).
    maxEntries: 1000,
  });
  const cacheNotices = await clearOnCacheNotices(database, logger, [catalogueCache]);
  const api = await createApiStage({
    catalogueCache,
    database,
    logger,
    mailer,
    captcha: createCaptcha(database.db),
    tokens,
    trustProxy,
    devMailbox,
    payments: {
      provider: payments.provider,
      // The real Pix provider is built by the API stage (its webhook and loop live there); tests may bring theirs.
      ...(payments.pixGateway ? { gateway: gatewayFor(payments.provider, payments.pixGateway) } : {}),
      pix: { reconcileSeconds, supportEmail: env.SUPPORT_EMAIL || undefined },
      mercadopago: {
        reconcileSeconds: gatewayReconcileSeconds,
        supportEmail: env.SUPPORT_EMAIL || undefined,
      },
    },
  });
  const productNumbers = await loadLegacyProductNumbers(database.db);
  return {
    database,
    api,
    productNumbers,
    catalogueCache,
    cacheNotices,
    mediaDirectory: media,
    async close() {
      await cacheNotices.close();
      await api.close();
      await database.close();
    },
  };
}

/** CATALOGUE_CACHE_SECONDS: unset → 10; a whole number of seconds 0–300; anything else stops the start. */
function cacheSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 10;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 300) {
    throw new Error(`CATALOGUE_CACHE_SECONDS must be a whole number from 0 to 300, got "${value}"`);
  }
  return seconds;
}

/** PIX_RECONCILE_SECONDS (or MERCADOPAGO_RECONCILE_SECONDS): a whole number of seconds from 1 to 3600. */
function reconcileSecondsOf(value: string | undefined, name = "PIX_RECONCILE_SECONDS"): number | undefined {
  if (value === undefined || value === "") return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600)
    throw new Error(`${name} must be a whole number from 1 to 3600, got "${value}"`);
  return seconds;
}
