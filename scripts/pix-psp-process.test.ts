import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPixPspProcess } from "./pix-psp-process.ts";

const certDir = mkdtempSync(join(tmpdir(), "pix-psp-process-"));
afterAll(() => rmSync(certDir, { recursive: true, force: true }));

describe("startPixPspProcess", () => {
  it("spawns the simulator, reads its ready line, and stops it with SIGTERM", async () => {
    const psp = await startPixPspProcess({
      flags: { "cert-dir": certDir, "client-id": "demo" },
      env: { PIX_PSP_SEED: "1" },
    });
    expect(psp).toMatchObject({
      ready: true,
      apiUrl: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/v2$/),
      tokenUrl: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/oauth\/token$/),
      controlUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/control$/),
      caFile: join(certDir, "ca.crt"),
      clientCertFile: join(certDir, "client.crt"),
      clientKeyFile: join(certDir, "client.key"),
      clientId: "demo",
    });
    const clock = await fetch(`${psp.controlUrl}/clock`).then((response) => response.json());
    expect(clock.offsetSeconds).toBe(0);
    await psp.stop();
    expect(psp.child.exitCode).toBe(0);
  });
});
