import cluster from "node:cluster";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { readServerConfig } from "./config.ts";
import { createLogger } from "./http/logger.ts";
import { createStaticFiles } from "./http/static-files.ts";
import { createMediaFiles } from "./http/media-files.ts";
import { compileRedirects } from "../redirects/compile-redirects.ts";
import { createRedirectStage } from "./http/redirect-stage.ts";
import { pageCache } from "./http/page-cache.ts";
import { fairnessKey, renderQueue } from "./http/render-queue.ts";
import { clientAddress, type ClientOf } from "./http/client-address.ts";
import { sabiaMetrics } from "./metrics/metrics.ts";
import { healthStage, metricsStage } from "./metrics/probe-stages.ts";
import { routeLabeller } from "./metrics/route-label.ts";
import { migrationsApplied } from "./db/database.ts";
import { refuseConnect, servedMethods } from "./http/request-guard-stage.ts";
import { startPlatform } from "./platform.ts";
import { readProcesses, runPrimary } from "./cluster.ts";
import { registerInProcessApi } from "../src/services/api/in-process.ts";
import { hstsEnabled } from "./http/security-headers.ts";
import { drainable } from "./http/drain.ts";
import { vlibrasOrigin } from "../src/domain/sign-language.ts";
import { readPaymentProvider } from "./payments/payment-provider-config.ts";

// server/main.ts has read it already (and stopped the process on a bad one) before loading this module (ADR 046).
const paymentProvider = readPaymentProvider(process.env);
const buildDirectory = fileURLToPath(new URL("../build", import.meta.url));
const config = readServerConfig(process.env, buildDirectory);
const logger = createLogger(config.logLevel);
const processes = readProcesses(process.env.PROCESSES, config.databaseUrl);
const trustProxy = config.trustProxy;

if (processes > 1 && cluster.isPrimary) await runPrimary(processes, config.databaseUrl!, logger);
else await serve();

/** One serving process: the whole pipeline of DESIGN §1 on PORT (a cluster's workers share the port). */
async function serve() {
  const build = (await import(`${buildDirectory}/server/index.js`)) as ServerBuild;

  // Database (migrated, seeded when empty) and the reference platform API under /api (server/platform.ts).
  const platform = await startPlatform(
    {
      DATA_DIR: config.dataDir,
      MEDIA_DIR: process.env.MEDIA_DIR,
      DATABASE_URL: config.databaseUrl,
      SMTP_URL: config.smtpUrl,
      TOKEN_SECRET: process.env.TOKEN_SECRET,
      SMS_URL: process.env.SMS_URL,
      SMS_TOKEN: process.env.SMS_TOKEN,
      TRUST_PROXY: process.env.TRUST_PROXY,
      DEV_MAILBOX: process.env.DEV_MAILBOX,
      CATALOGUE_CACHE_SECONDS: process.env.CATALOGUE_CACHE_SECONDS,
      NODE_ENV: process.env.NODE_ENV,
      PIX_RECONCILE_SECONDS: process.env.PIX_RECONCILE_SECONDS,
      MERCADOPAGO_RECONCILE_SECONDS: process.env.MERCADOPAGO_RECONCILE_SECONDS,
      SUPPORT_EMAIL: process.env.SUPPORT_EMAIL,
      OIDC_DEMO_ISSUER: process.env.OIDC_DEMO_ISSUER,
    },
    logger,
    { provider: paymentProvider },
  );

  // Page loaders call this process's API in-process, unless API_ORIGIN names another host (ADR 033), and keep
  // the shared public reads decoded in the API's own catalogue cache (ADR 038).
  if (!process.env.API_ORIGIN) registerInProcessApi(platform.api.fetch, platform.catalogueCache);

  // Legacy 301s compile at start; invalid rules stop the server like a failed build would.
  // productNumbers (legacy product number → course slug) is read from the catalogue at start.
  const legacyRedirects = createRedirectStage(compileRedirects({ productNumbers: platform.productNumbers }));

  // Health and metrics (issue 31, ADR 072): what a balancer and Prometheus ask of this process.
  const metrics = sabiaMetrics();
  metrics.sources.database = platform.database;
  const clientOf: ClientOf = (peer, forwardedFor) => clientAddress(peer, forwardedFor, trustProxy);
  const routeOf = routeLabeller(build);
  const lifecycle = { draining: false };
  const queue = renderQueue(createRequestListener({ build, mode: "production" }), {
    ...config.renderQueue,
    // Fair shares per client (issue 25): the client as the API's throttling sees it (TRUST_PROXY).
    clientOf: (request) =>
      fairnessKey(clientOf(request.socket.remoteAddress, request.headers["x-forwarded-for"])),
    onWait: (seconds) => metrics.renderWait.observe(seconds),
  });
  const pages = pageCache(queue.listener, {
    seconds: config.pageCacheSeconds,
    onLookup: (result) => metrics.pageCacheRequests.inc({ result }),
  });
  metrics.sources.renderQueue = queue;
  metrics.sources.pageCache = pages;
  // A price, course, voucher or setting changed by any instance: this one's pages go too (ADR 079).
  platform.cacheNotices.add(pages);

  const app = createApp(
    {
      legacyRedirects,
      api: platform.api.stage,
      staticFiles: createStaticFiles(`${buildDirectory}/client`),
      media: createMediaFiles(platform.mediaDirectory),
      // Anonymous public pages are kept a few seconds (ADR 034; PAGE_CACHE_SECONDS, 0 switches it off); a hit gets
      // the fresh CSP nonce of its own response (ADR 031). Renders (its misses, every other page) take turns:
      // RENDER_CONCURRENCY at once, the rest wait at most LOADER_TIMEOUT_MS, else 503 (ADR 038).
      render: pages.listener,
      probes: [
        healthStage({
          draining: () => lifecycle.draining,
          ready: () => migrationsApplied(platform.database),
        }),
        metricsStage(metrics, config.metrics, clientOf),
      ],
      observe: (request, response, seconds) =>
        metrics.requestDuration.observe(
          {
            // Bounded like the route: a method the site does not serve (refused with 405) counts as one label.
            method: servedMethods.find((method) => method === request.method) ?? "other",
            route: routeOf(request.url),
            status: `${Math.floor(response.statusCode / 100)}xx`,
          },
          seconds,
        ),
      hsts: hstsEnabled(process.env),
      trustProxy,
      signLanguageOrigin: vlibrasOrigin(config.vlibrasRoot),
      cardGateway: paymentProvider.gateway
        ? {
            sdkUrl: paymentProvider.gateway.mercadopago.sdkUrl,
            apiUrl: paymentProvider.gateway.mercadopago.baseUrl,
          }
        : null,
    },
    logger,
  );

  const server = createServer(app);
  server.on("connect", refuseConnect);
  // Idle keep-alive connections stay open longer than a client or proxy keeps them (load balancers default to
  // 60 s): with Node's 5 s, a client reusing a connection the server was closing got ECONNRESET (seen in e2e).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port }, `Sabiá listening on http://localhost:${port}`);
  });

  // Page loaders reach the API in-process (above); what still calls it over HTTP (a web component's script) uses
  // a loopback listener of its own, so that a shutdown can stop the public port while those finish.
  const internal = process.env.API_ORIGIN ? null : createServer(app);
  internal?.on("connect", refuseConnect);
  if (internal) {
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
    const address = internal.address();
    if (typeof address === "object" && address)
      process.env.INTERNAL_API_ORIGIN = `http://127.0.0.1:${address.port}`;
  }

  const shutdownDeadlineMs = Number(process.env.SHUTDOWN_DEADLINE_MS) || 10_000;
  const publicPort = drainable(server);
  const internalPort = internal ? drainable(internal) : null;

  /**
   * Graceful shutdown: stop accepting connections on the public port and answer the requests in flight
   * (server/http/drain.ts), then close the internal listener and the database, and exit 0. After
   * SHUTDOWN_DEADLINE_MS (10 s) it exits 1 anyway.
   */
  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.warn(`in-flight requests did not finish within ${shutdownDeadlineMs} ms; exiting`);
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    publicPort
      .drain()
      .then(() => internalPort?.drain())
      .then(() => platform.close())
      .then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "closing the database failed");
          process.exit(1);
        },
      );
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
