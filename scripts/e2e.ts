import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./chromium.ts";
import { startServer } from "./server-process.ts";

/**
 * `npm run test:e2e [-- playwright args]`: build, start on a free port, run Playwright in Chromium, stop.
 * The server logs at info level into a file and the browsers record the bodies they send it, so that the last
 * project (card-number-scan) can look through the log, the database files and the bodies for card numbers
 * (issue 26); the log's warnings and errors are printed here at the end, as they were before.
 */
if (!ensureChromium()) process.exit(1);

if (!process.env.SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const workFolder = mkdtempSync(join(tmpdir(), "sabia-e2e-run-"));
const logFile = join(workFolder, "server.log");
const requestLog = join(workFolder, "requests");
mkdirSync(requestLog);

/** The log's lines at warn level or above (pino's 40+), as the console showed them before the log went to a file. */
function printWarnings(): void {
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (line.trim() !== "" && (level === undefined || Number(level) >= 40)) console.error(line);
  }
}

// TRUST_PROXY=loopback: a test may speak for another IP through X-Forwarded-For (the stream rule's e2e, ADR 096);
// browsers send no such header, so every other test's client is still 127.0.0.1.
const server = await startServer({ LOG_LEVEL: "info", TRUST_PROXY: "loopback" }, { logFile }).catch(
  (error: unknown) => {
    printWarnings();
    throw error;
  },
);
console.log(`e2e: server at ${server.baseUrl}`);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    BASE_URL: server.baseUrl,
    E2E_SERVER_LOG: logFile,
    E2E_SERVER_DATA: server.dataDir,
    E2E_REQUEST_LOG: requestLog,
  },
});
await server.stop();
printWarnings();
rmSync(workFolder, { recursive: true, force: true });
process.exit(result.status ?? 1);
