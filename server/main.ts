import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { readServerConfig } from "./config.ts";
import { createLogger } from "./http/logger.ts";
import { createStaticFiles } from "./http/static-files.ts";
import { compileRedirects } from "../redirects/compile-redirects.ts";
import { createRedirectStage } from "./http/redirect-stage.ts";
import { startPlatform } from "./platform.ts";
import { hstsEnabled } from "./http/security-headers.ts";
import { drainable } from "./http/drain.ts";

const buildDirectory = fileURLToPath(new URL("../build", import.meta.url));
const config = readServerConfig(process.env, buildDirectory);
const logger = createLogger(config.logLevel);

const build = (await import(`${buildDirectory}/server/index.js`)) as ServerBuild;

// Database (migrated, seeded when empty) and the reference platform API under /api (server/platform.ts).
const platform = await startPlatform(
  {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl,
    SMTP_URL: config.smtpUrl,
    TOKEN_SECRET: process.env.TOKEN_SECRET,
    SMS_URL: process.env.SMS_URL,
    SMS_TOKEN: process.env.SMS_TOKEN,
    TRUST_PROXY: process.env.TRUST_PROXY,
    DEV_MAILBOX: process.env.DEV_MAILBOX,
    NODE_ENV: process.env.NODE_ENV,
  },
  logger,
);

// Legacy 301s compile at start; invalid rules stop the server like a failed build would.
// productNumbers (legacy product number → course slug) is read from the catalogue at start.
const legacyRedirects = createRedirectStage(compileRedirects({ productNumbers: platform.productNumbers }));

const app = createApp(
  {
    legacyRedirects,
    api: platform.api.stage,
    staticFiles: createStaticFiles(`${buildDirectory}/client`),
    render: createRequestListener({ build, mode: "production" }),
    hsts: hstsEnabled(process.env),
  },
  logger,
);

// Page renders call the API over HTTP on this same process (src/services/config.server.ts). Unless API_ORIGIN
// points elsewhere, they use a listener of their own on loopback, so that a shutdown can stop the public port
// while the pages still in flight finish their API calls.
const internal = process.env.API_ORIGIN ? null : createServer(app);
if (internal) {
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  const address = internal.address();
  if (typeof address === "object" && address) process.env.API_ORIGIN = `http://127.0.0.1:${address.port}`;
}

const server = createServer(app);
// Idle keep-alive connections stay open longer than a client or proxy keeps them (load balancers default to
// 60 s): with Node's 5 s, a client reusing a connection the server was closing got ECONNRESET (seen in e2e).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port }, `Sabiá listening on http://localhost:${port}`);
});

const shutdownDeadlineMs = Number(process.env.SHUTDOWN_DEADLINE_MS) || 10_000;
const publicPort = drainable(server);
const internalPort = internal ? drainable(internal) : null;

/**
 * Graceful shutdown: stop accepting connections on the public port and answer the requests in flight (their
 * page renders still reach the API on the internal listener; server/http/drain.ts), then close the internal
 * listener and the database, and exit 0. After SHUTDOWN_DEADLINE_MS (10 s) it exits 1 anyway.
 */
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
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
