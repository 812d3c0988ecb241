import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * ADR 046 on the real entry point: a production server with no payment provider chosen never falls back to the
 * sandbox (where a test card buys a course). It stops before the database opens and before the build loads —
 * so this test needs no build — with exit code 1 and the variables to set on stderr.
 */
function start(env: Record<string, string>) {
  const started = performance.now();
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited))
    if (name === "PAYMENT_PROVIDER" || name.startsWith("PIX_")) delete inherited[name];
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...inherited, PORT: "0", DATA_DIR: "memory://", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  return new Promise<{ code: number | null; ms: number; stderr: string }>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, ms: performance.now() - started, stderr });
    }),
  );
}

describe("the server refuses to start on a bad payment setting", () => {
  it("production with no PAYMENT_PROVIDER exits non-zero within 5 s, naming what to set", async () => {
    const { code, ms, stderr } = await start({ NODE_ENV: "production" });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(ms).toBeLessThan(5_000);
    expect(stderr).toContain("PAYMENT_PROVIDER");
    expect(stderr).toContain("PIX_API_URL");
    expect(stderr).toContain("PAYMENT_PROVIDER=sandbox");
  }, 20_000);

  it("PAYMENT_PROVIDER=pix with half a setting exits the same way, naming each missing variable", async () => {
    const { code, ms, stderr } = await start({
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "pix",
      PIX_API_URL: "https://psp.example/v2",
    });
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5_000);
    expect(stderr).toContain("PIX_TOKEN_URL is not set");
    expect(stderr).not.toContain("PIX_API_URL is not set");
  }, 20_000);
});
