/**
 * npm run bench:search [-- --courses 10000 --iterations 200]
 * Seeds N courses into a temporary in-memory PGlite, then times representative course searches (the whole
 * searchCourses call: SQL, fallback and mapping) and prints p50/p95/p99. Baselines measured in the same run —
 * a `select 1` round trip and a sequential scan of every course — let the figures be read as ratios on any machine.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { migrateDatabase, openPglite, queryRows, type Db } from "#server/db/database.ts";
import { searchCourses, type SearchInput } from "#server/db/catalog/course-search.ts";
import { seedDatabase } from "#server/db/seed/seed.ts";

const { values } = parseArgs({
  options: { courses: { type: "string", default: "10000" }, iterations: { type: "string", default: "200" } },
});
const courseCount = Number(values.courses);
const iterations = Number(values.iterations);

const base: SearchInput = { page: 1, itemsPerPage: 8, orderBy: 1 };
const scenarios: [string, SearchInput][] = [
  ["text 'saude mental'", { ...base, searchText: "saude mental" }],
  ["text 'cardiologia'", { ...base, searchText: "cardiologia" }],
  ["stemmed 'psicológicas'", { ...base, searchText: "psicológicas" }],
  ["typo 'psicologia clinca' (fallback)", { ...base, searchText: "psicologia clinca" }],
  ["typo 'ventilasao' (fallback)", { ...base, searchText: "ventilasao" }],
  ["promotions feed (max 15000, discount)", { ...base, maxPrice: 15000, orderBy: 4 }],
  ["area listing, page 3, lowest price", { ...base, areas: ["cursos-medicina"], page: 3, orderBy: 2 }],
  [
    "text + area + institution + max price",
    {
      ...base,
      searchText: "terapia",
      areas: ["cursos-saude-mental"],
      institutions: ["bipp", "asqmind"],
      maxPrice: 3000,
    },
  ],
  [
    "category + author + month",
    { ...base, categories: ["psicologia-clinica"], authors: ["dra-marina-albuquerque"], month: 5 },
  ],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(label: string, run: () => Promise<unknown>) {
  for (let index = 0; index < 20; index++) await run();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    label,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    samples,
  };
}

const format = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;

console.log(`Seeding ${courseCount} courses into an in-memory PGlite…`);
let started = performance.now();
const database = await openPglite("memory://");
await migrateDatabase(database);
await seedDatabase(database.db, { courses: courseCount });
await database.db.execute(sql`analyze`);
const db: Db = database.db;
console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);

const [{ total }] = (await queryRows<{ total: number }>(
  db,
  sql`select count(*)::int as total from courses`,
)) as [{ total: number }];
const results = [];
const roundTrip = await time("baseline: select 1 round trip", () => db.execute(sql`select 1`));
const scan = await time("baseline: sequential scan of all courses", () =>
  db.execute(sql`select count(*) from courses where lower(name) like '%zzqx%'`),
);
for (const [label, input] of scenarios) results.push(await time(label, () => searchCourses(db, input)));

started = performance.now();
console.log(
  `${total} courses, ${iterations} timed runs per line after 20 warm-up runs (PGlite ${process.version}).\n`,
);
console.log(`${"".padEnd(44)}     p50        p95        p99    p95 ÷ scan p50`);
for (const row of [roundTrip, scan, ...results]) {
  console.log(
    `${row.label.padEnd(44)} ${format(row.p50)} ${format(row.p95)} ${format(row.p99)}   ${(row.p95 / scan.p50).toFixed(2)}×`,
  );
}
const all = results.flatMap((row) => row.samples).toSorted((a, b) => a - b);
console.log(
  `\nAll searches: p50 ${format(percentile(all, 50))}, p95 ${format(percentile(all, 95))}, p99 ${format(percentile(all, 99))} (target p95 ≤ 20 ms).`,
);
await database.close();
