import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { prepareNginx } from "../deploy/nginx-config.ts";
import { ensureNginx, nginxFiles } from "./debian-packages.ts";
import { freePort } from "./free-port.ts";
import { rawRequest, type RawRequestOptions } from "./raw-request.ts";
import { ensureBuild, startServer, type RunningServer } from "./server-process.ts";

/**
 * The fleet of issue 31 on this machine: PostgreSQL, N production instances on free ports and nginx in front of
 * them (deploy/). `npm run fleet` (scripts/fleet.ts) and the fleet test (deploy/fleet.api.test.ts) start it here.
 */
export interface FleetOptions {
  instances: number;
  /** An existing PostgreSQL; without it a throw-away cluster is made (.ci/prepare-postgres.sh) and stopped. */
  databaseUrl?: string | undefined;
  /** The port nginx serves HTTPS on (default: a free one). */
  httpsPort?: number | undefined;
  /** One for every instance, so that a token signed by one is accepted by the others (default: random). */
  tokenSecret?: string | undefined;
  logLevel?: string | undefined;
}

export interface Fleet {
  /** https://127.0.0.1:PORT (a self-signed certificate). */
  url: string;
  httpsPort: number;
  /** The instances' ports on 127.0.0.1, in order. */
  ports: number[];
  databaseUrl: string;
  /** Replaces the instances one by one, each ready before the next goes. */
  restart(onReplaced?: (index: number, port: number) => void): Promise<void>;
  /** Stops nginx and the instances, and the PostgreSQL cluster when the fleet made it. */
  stop(): Promise<void>;
}

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  if (!ensureNginx()) throw new Error("nginx is needed (Debian's nginx-light): run as root on Debian");
  ensureBuild();
  const made = options.databaseUrl ? null : throwAwayPostgres();
  const databaseUrl = options.databaseUrl ?? made!.url;
  const tokenSecret = options.tokenSecret ?? randomBytes(32).toString("hex");
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const httpsPort = options.httpsPort ?? (await freePort());
  const nginxRun = prepareNginx({ instancePorts: ports, httpsPort });
  const instanceEnv = (port: number) => ({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: tokenSecret,
    // Only nginx's X-Forwarded-For and X-Forwarded-Proto are believed; a client's own are not (ADR 072).
    TRUST_PROXY: nginxRun.proxyAddress,
    LOG_LEVEL: options.logLevel || "warn",
  });

  // One after the other: the first migrates (under its advisory lock, ADR 073) while the others would wait.
  const running: RunningServer[] = [];
  for (const port of ports) running.push(await startServer(instanceEnv(port)));
  const nginx: ChildProcess = spawn(nginxFiles.nginx, ["-c", nginxRun.configFile, "-p", nginxRun.runDir], {
    stdio: "inherit",
  });
  for (let tries = 0; ; tries++) {
    const answer = await fleetRequest(`https://127.0.0.1:${httpsPort}`, "/readyz").catch(() => null);
    if (answer?.status === 200) break;
    if (tries > 100 || nginx.exitCode !== null) throw new Error("nginx did not answer /readyz");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `https://127.0.0.1:${httpsPort}`,
    httpsPort,
    ports,
    databaseUrl,
    async restart(onReplaced = () => {}) {
      for (const [index, port] of ports.entries()) {
        await running[index]!.stop();
        running[index] = await startServer(instanceEnv(port));
        await ready(port);
        onReplaced(index, port);
      }
    },
    async stop() {
      if (nginx.exitCode === null) {
        nginx.kill("SIGQUIT");
        await once(nginx, "exit");
      }
      await Promise.all(running.map((server) => server.stop()));
      made?.stop();
    },
  };
}

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

/** A PostgreSQL cluster of .ci/prepare-postgres.sh (root on Debian), and how to stop it. */
export function throwAwayPostgres(): { url: string; stop(): void } {
  const prepared = spawnSync("bash", [".ci/prepare-postgres.sh"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(prepared.stdout ?? "")?.[1];
  if (!url) throw new Error("No PostgreSQL: run as root on Debian (apt-get) or set DATABASE_URL.");
  return {
    url,
    stop() {
      // prepare-postgres.sh prints only the URL: the cluster's directory is asked of it.
      const directory = spawnSync("psql", [url, "-Atc", "show data_directory"], {
        encoding: "utf8",
      }).stdout.trim();
      const bin = spawnSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"], {
        encoding: "utf8",
      }).stdout.trim();
      if (directory)
        spawnSync(
          "su",
          ["postgres", "-s", "/bin/sh", "-c", `'${bin}/pg_ctl' -D '${directory}' -m fast stop`],
          {
            stdio: "ignore",
          },
        );
    },
  };
}

/**
 * One request to `origin` — nginx's https://127.0.0.1:PORT or an instance's http://127.0.0.1:PORT — from
 * `localAddress` (another loopback address is another client IP).
 */
export const fleetRequest = (origin: string, path: string, options: RawRequestOptions = {}) =>
  rawRequest(`${origin}${path}`, options);
