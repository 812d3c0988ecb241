import cluster from "node:cluster";
import type { Logger } from "pino";
import { migrateDatabase, openPostgres } from "./db/database.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { ensureLessonMaterials } from "./media/lesson-materials.ts";
import { ensureSampleClips, mediaDirectory } from "./media/sample-clips.ts";

/**
 * PROCESSES: how many worker processes serve on one port (node:cluster; ADR 034 §scale-out). Unset or 1: this
 * process serves alone. More than one needs PostgreSQL (DATABASE_URL): every worker is stateless and keeps
 * sessions, limits, hand-off codes and idempotency keys in the shared database; an embedded PGlite belongs to
 * one process and cannot be shared.
 */
export function readProcesses(value: string | undefined, databaseUrl: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const processes = Number(value);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
    throw new Error(`PROCESSES must be a whole number from 1 to 64, got "${value}"`);
  }
  if (processes > 1 && !databaseUrl) {
    throw new Error("PROCESSES above 1 needs PostgreSQL (DATABASE_URL): an embedded PGlite cannot be shared");
  }
  return processes;
}

/**
 * The primary of a cluster: migrates and seeds the database once (so workers do not race on an empty one), then
 * forks the workers, replaces one that dies, and passes SIGTERM/SIGINT on for a graceful stop.
 */
export async function runPrimary(processes: number, databaseUrl: string, logger: Logger): Promise<void> {
  const database = await openPostgres(databaseUrl);
  await migrateDatabase(database);
  await ensureLessonMaterials(mediaDirectory(process.env), logger);
  await seedIfEmpty(database.db, { videos: ensureSampleClips(mediaDirectory(process.env), logger) });
  await database.close();

  let stopping = false;
  for (let index = 0; index < processes; index++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "worker stopped; starting another");
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes }, "stopping the workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info({ processes }, "cluster primary started");
}
