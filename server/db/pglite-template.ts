import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { saoPauloDate } from "#src/domain/payments/business-days.ts";
import { wrapPglite, type Database } from "./database.ts";

/**
 * Creating a PGlite cluster in a fresh folder runs initdb in WebAssembly (≈ 7 s here); loading a dump of an
 * already migrated and seeded cluster takes ≈ 1.5 s. So the first fresh start builds that dump once, in memory,
 * and keeps it in node_modules/.cache keyed by the migrations, the seed code, the PGlite version and the day;
 * later fresh data directories (e2e runs, a new ./.data) start from it. The day is in the key because the demo
 * purchases are dated from the day they are seeded (§9 counts days from the payment): yesterday's template would
 * show "41 days since payment" where the seed means 40.
 */
const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "..");
const cacheDirectory = join(root, "node_modules", ".cache", "sabia-pglite");
const extensions = { unaccent, pg_trgm };

/** The cache key of the template: the code that builds it, the PGlite version and São Paulo's day at `now`. */
export function templateKey(now = new Date()): string {
  const hash = createHash("sha256");
  const add = (directory: string) => {
    for (const name of readdirSync(directory, { withFileTypes: true }).toSorted((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(directory, name.name);
      if (name.isDirectory()) add(path);
      else if (!name.name.endsWith(".test.ts")) hash.update(name.name).update(readFileSync(path));
    }
  };
  add(join(here, "migrations"));
  add(join(here, "seed"));
  add(join(here, "schema"));
  hash.update(readFileSync(join(root, "node_modules", "@electric-sql", "pglite", "package.json")));
  hash.update(saoPauloDate(now));
  return hash.digest("hex").slice(0, 16);
}

const isFresh = (dataDir: string) =>
  dataDir.startsWith("memory://") || !existsSync(join(dataDir, "PG_VERSION"));

/**
 * Opens PGlite in `dataDir`. A fresh directory starts from the cached template (built with `prepare`, which
 * migrates and seeds; `variant` names a different seed, e.g. with the sample videos, kept in its own file); an
 * existing one opens as it is. The caller still migrates (a no-op when up to date).
 */
export async function openPgliteFast(
  dataDir: string,
  prepare: (database: Database) => Promise<void>,
  variant = "",
): Promise<Database> {
  if (!isFresh(dataDir)) return wrapPglite(await PGlite.create(dataDir, { extensions }));
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const key = templateKey();
  const file = join(cacheDirectory, `template-${key}${variant ? `-${variant}` : ""}.tar.gz`);
  let template: Blob;
  const cached = readCachedTemplate(file);
  if (cached) {
    template = cached;
  } else {
    const scratch = wrapPglite(await PGlite.create("memory://", { extensions }));
    await prepare(scratch);
    template = await scratch.pglite!.dumpDataDir("gzip");
    try {
      mkdirSync(cacheDirectory, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await template.arrayBuffer()));
      renameSync(partial, file);
      removeOtherTemplates(key);
    } catch {
      // A read-only node_modules only costs the next fresh start its speed.
    }
    if (dataDir.startsWith("memory://")) return scratch;
    await scratch.close();
  }
  return wrapPglite(await PGlite.create({ dataDir, loadDataDir: template, extensions }));
}

/** The cached dump, or null (absent, or removed by a process that has just built the next day's). */
function readCachedTemplate(file: string): Blob | null {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return null;
  }
}

/** Templates of other days or of older code are never read again: 5 MB each. Variants of this key stay. */
function removeOtherTemplates(key: string) {
  for (const name of readdirSync(cacheDirectory))
    if (name.startsWith("template-") && name.endsWith(".tar.gz") && !name.startsWith(`template-${key}`))
      rmSync(join(cacheDirectory, name), { force: true });
}
