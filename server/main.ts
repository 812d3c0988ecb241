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

const buildDirectory = fileURLToPath(new URL("../build", import.meta.url));
const config = readServerConfig(process.env, buildDirectory);
const logger = createLogger(config.logLevel);

const build = (await import(`${buildDirectory}/server/index.js`)) as ServerBuild;

// Legacy 301s compile at start; invalid rules stop the server like a failed build would.
// productNumbers (legacy product number → course slug) comes from the catalogue: the catalogue issue supplies it.
const legacyRedirects = createRedirectStage(compileRedirects({ productNumbers: new Map<string, string>() }));

const app = createApp(
  {
    legacyRedirects,
    staticFiles: createStaticFiles(`${buildDirectory}/client`),
    render: createRequestListener({ build, mode: "production" }),
  },
  logger,
);

const server = createServer(app);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port }, `Sabiá listening on http://localhost:${port}`);
});

/** Graceful shutdown: stop accepting, let in-flight requests finish, then exit (forced after 10 s). */
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  server.close(() => {
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn("in-flight requests did not finish within 10 s; exiting");
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
