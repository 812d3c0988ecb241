import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { readServerConfig } from "./config.ts";
import { createLogger } from "./http/logger.ts";
import { createStaticFiles } from "./http/static-files.ts";

const buildDirectory = fileURLToPath(new URL("../build", import.meta.url));
const config = readServerConfig(process.env, buildDirectory);
const logger = createLogger(config.logLevel);

const build = (await import(`${buildDirectory}/server/index.js`)) as ServerBuild;

const app = createApp(
  {
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
