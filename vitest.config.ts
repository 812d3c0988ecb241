import wyw from "@wyw-in-js/vite";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin (it wants a whole app); Linaria still compiles styles.
export default defineConfig({
  plugins: [wyw({ include: ["src/**/*.styles.ts"] })],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "redirects/**/*.test.ts", "scripts/**/*.test.ts", "model-tests/**/*.test.ts"],
    environment: "node",
    // fast-check: one fixed seed for every property test (FC_SEED overrides), see scripts/fast-check-seed.ts.
    setupFiles: ["scripts/fast-check-seed.ts"],
    fsModuleCache: false,
  },
});
