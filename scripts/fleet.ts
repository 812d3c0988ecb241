import { createInterface } from "node:readline";
import { startFleet } from "./fleet-kit.ts";

/**
 * `npm run fleet [-- --instances N]`: PostgreSQL (a throw-away cluster, .ci/prepare-postgres.sh, unless
 * DATABASE_URL names one), N production instances on free ports and nginx in front of them (deploy/), for trying
 * the fleet (issue 31; scripts/fleet-kit.ts). Prints the URL; typing `restart` replaces the instances one by one;
 * Ctrl-C stops everything.
 */
const argv = process.argv.slice(2);
const count = Number(argv[argv.indexOf("--instances") + 1] ?? 2);
if (argv.includes("--instances") && (!Number.isInteger(count) || count < 1 || count > 16)) {
  console.error("--instances must be a whole number from 1 to 16");
  process.exit(2);
}

const fleet = await startFleet({
  instances: argv.includes("--instances") ? count : 2,
  databaseUrl: process.env.DATABASE_URL,
  httpsPort: Number(process.env.FLEET_PORT) || undefined,
  tokenSecret: process.env.TOKEN_SECRET,
  logLevel: process.env.LOG_LEVEL,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(`\nSabiá fleet: https://localhost:${fleet.httpsPort}/ (self-signed certificate)`);
console.log(`instances: ${fleet.ports.map((port) => `http://127.0.0.1:${port}`).join(", ")}`);
console.log("Type `restart` for a rolling restart, Ctrl-C to stop.\n");

const restart = () =>
  fleet.restart((index, port) =>
    console.log(`instance ${index + 1}/${fleet.ports.length} replaced (port ${port})`),
  );

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  await fleet.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stopAll());
process.on("SIGTERM", () => void stopAll());

if (argv.includes("restart")) await restart();
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() === "restart") restart().catch((error: unknown) => console.error("restart failed:", error));
});
