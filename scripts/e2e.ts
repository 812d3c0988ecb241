import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.ts";
import { startServer } from "./server-process.ts";

/** `npm run test:e2e [-- playwright args]`: build, start on a free port, run Playwright in Chromium, stop. */
if (!ensureChromium()) process.exit(1);

if (!process.env.SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startServer();
console.log(`e2e: server at ${server.baseUrl}`);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, BASE_URL: server.baseUrl },
});
await server.stop();
process.exit(result.status ?? 1);
