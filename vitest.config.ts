import wyw from "@wyw-in-js/vite";
import { defineConfig } from "vitest/config";
import { unitReportFile } from "./scripts/unit-report.ts";

const everywhere = ["src", "server", "redirects", "scripts", "model-tests", "simulators", "deploy", "tests"];
/** Security regression tests (issue 15): `*.security.test.ts` beside the code, also run alone by `npm run test:security`. */
const security = everywhere.map((folder) => `${folder}/**/*.security.test.ts`);

// Unit tests run without the React Router plugin (it wants a whole app); Linaria still compiles styles.
// Two projects, so that `npm run test:unit` (both) runs every test exactly once and `--project security` the
// security ones alone.
export default defineConfig({
  plugins: [wyw({ include: ["src/**/*.styles.ts"] })],
  test: {
    environment: "node",
    // fast-check: one fixed seed for every property test (FC_SEED overrides), see scripts/fast-check-seed.ts.
    setupFiles: ["scripts/fast-check-seed.ts"],
    fsModuleCache: false,
    // The API tests run a real database and server; on a loaded machine (CI beside other work) one call can take
    // seconds, and vitest's 5 s default then fails a correct test and the next one with it (2026-11-28).
    testTimeout: 30_000,
    // On CI a JSON report too: `npm test` repeats the failed tests' names after its summary, where the CI log's
    // tail (all that may be kept of it) still shows them after the long end-to-end output.
    reporters: process.env.CI ? ["default", ["json", { outputFile: unitReportFile }]] : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/**/*.test.{ts,tsx}",
            ...everywhere.slice(1).map((folder) => `${folder}/**/*.test.ts`),
          ],
          exclude: security,
        },
      },
      { extends: true, test: { name: "security", include: security } },
    ],
  },
});
