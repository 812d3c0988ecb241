import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { prepareNginx } from "../deploy/nginx-config.ts";
import { ensureNginx, nginxFiles } from "./debian-packages.ts";
import { freePort } from "./free-port.ts";
import { ensureBuild, startServer, type RunningServer } from "./server-process.ts";

/**
 * `npm run fleet [-- --instances N]`: PostgreSQL (a throw-away cluster, .ci/prepare-postgres.sh), N production
 * instances on free ports and nginx in front of them (deploy/), for trying the fleet and for its tests (issue 31).
 * Prints the URL; typing `restart` replaces the instances one by one; Ctrl-C stops everything.
 */
const argv = process.argv.slice(2);
const count = Number(argv[argv.indexOf("--instances") + 1] ?? 2);
if (argv.includes("--instances") && (!Number.isInteger(count) || count < 1 || count > 16)) {
  console.error("--instances must be a whole number from 1 to 16");
  process.exit(2);
}
const instances = argv.includes("--instances") ? count : 2;

if (!ensureNginx()) process.exit(1);
ensureBuild();

// DATABASE_URL names an existing PostgreSQL; without it a throw-away cluster is made (and stopped at the end).
const prepared = process.env.DATABASE_URL
  ? null
  : spawnSync("bash", [".ci/prepare-postgres.sh"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
const databaseUrl = process.env.DATABASE_URL ?? /TEST_DATABASE_URL=(\S+)/.exec(prepared?.stdout ?? "")?.[1];
if (!databaseUrl) {
  console.error("No PostgreSQL: run as root on Debian (apt-get) or set DATABASE_URL.");
  process.exit(1);
}

// One secret for every instance: a token signed by one is accepted by the others (a sign-in continues anywhere).
const tokenSecret = process.env.TOKEN_SECRET ?? randomBytes(32).toString("hex");
const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
const httpsPort = Number(process.env.FLEET_PORT) || (await freePort());
const nginxRun = prepareNginx({ instancePorts: ports, httpsPort });

const instanceEnv = (port: number) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: databaseUrl,
  TOKEN_SECRET: tokenSecret,
  // Only nginx's X-Forwarded-For is believed; a client's own is ignored (ADR 072).
  TRUST_PROXY: nginxRun.proxyAddress,
  LOG_LEVEL: process.env.LOG_LEVEL || "warn",
});

// Started one after the other: the first migrates (under its advisory lock, ADR 073) while the others would wait.
const running: RunningServer[] = [];
for (const port of ports) running.push(await startServer(instanceEnv(port)));
const nginx: ChildProcess = spawn(nginxFiles.nginx, ["-c", nginxRun.configFile, "-p", nginxRun.runDir], {
  stdio: "inherit",
});

console.log(`\nSabiá fleet: https://localhost:${httpsPort}/ (self-signed certificate)`);
console.log(`instances: ${ports.map((port) => `http://127.0.0.1:${port}`).join(", ")}`);
console.log("Type `restart` for a rolling restart, Ctrl-C to stop.\n");

/** Waits until an instance's /readyz answers 200 (nginx may send it requests again). */
async function ready(port: number) {
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance on port ${port} did not become ready`);
}

/**
 * Rolling restart: each instance in turn gets SIGTERM (its /readyz answers 503 and its listener closes, so nginx
 * sends the next requests to the others), is waited for, and is replaced by a new one on the same port, ready
 * before the next instance goes.
 */
async function restart() {
  for (const [index, port] of ports.entries()) {
    await running[index]!.stop();
    running[index] = await startServer(instanceEnv(port));
    await ready(port);
    console.log(`instance ${index + 1}/${ports.length} replaced (port ${port})`);
  }
}

/** Stops the throw-away cluster prepare-postgres.sh started (it prints only the URL: its directory is asked). */
function stopPostgres() {
  const directory = spawnSync("psql", [databaseUrl!, "-Atc", "show data_directory"], {
    encoding: "utf8",
  }).stdout.trim();
  const bin = spawnSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"], {
    encoding: "utf8",
  });
  if (directory)
    spawnSync(
      "su",
      ["postgres", "-s", "/bin/sh", "-c", `'${bin.stdout.trim()}/pg_ctl' -D '${directory}' -m fast stop`],
      {
        stdio: "ignore",
      },
    );
}

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  nginx.kill("SIGQUIT");
  await Promise.all([
    ...running.map((server) => server.stop()),
    nginx.exitCode === null ? once(nginx, "exit") : null,
  ]);
  if (!process.env.DATABASE_URL) stopPostgres();
  process.exit(0);
}
process.on("SIGINT", () => void stopAll());
process.on("SIGTERM", () => void stopAll());

if (argv.includes("restart")) await restart();
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() === "restart") restart().catch((error: unknown) => console.error("restart failed:", error));
});
