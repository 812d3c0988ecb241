import { fastCheckSeed } from "./fast-check-seed.ts";
import { ensureBuild, startServer } from "./server-process.ts";
import { formatReport, runFuzz } from "./fuzz/run-fuzz.ts";

/**
 * npm run fuzz (issue 15): the API fuzz generated from /api/openapi.json (FUZZ_PER_OPERATION bad requests per
 * operation, default 200, with and without a valid token) and the page fuzz over every route of src/routes.ts
 * (FUZZ_PER_PAGE per pattern, default 40), against the real server (production build, a throw-away database).
 * Fixed seed (FC_SEED overrides). Exits 1 on any response ≥ 500 or failed request.
 */
const perOperation = Number(process.env["FUZZ_PER_OPERATION"]) || 200;
const perPage = Number(process.env["FUZZ_PER_PAGE"]) || 40;

ensureBuild();
const server = await startServer();
try {
  const report = await runFuzz({ baseUrl: server.baseUrl, seed: fastCheckSeed, perOperation, perPage });
  console.log(formatReport(report));
  for (const [target, count] of [...report.perTarget.entries()].toSorted())
    console.log(`  ${String(count).padStart(5)}  ${target}`);
  process.exitCode = report.failures.length === 0 ? 0 : 1;
} finally {
  await server.stop();
}
