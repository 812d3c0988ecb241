import type { Request } from "@playwright/test";
import { expect, test } from "./recorded-test.ts";
import { waitForHydration } from "./support.ts";

test.describe("client error reporter (spec §9)", () => {
  test("a script error on a store page reaches the server's report endpoint, which keeps it", async ({
    page,
  }) => {
    const reports: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/client-reports")
        reports.push(request);
    });
    await page.goto("/");
    await waitForHydration(page);
    // The reporter loads after hydration, with its own chunks (no first visit pays for it): a broken handler
    // until one is reported.
    await expect(async () => {
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error("e2e: a broken click handler");
        }, 0);
      });
      await expect.poll(() => reports.length, { timeout: 1_000 }).toBeGreaterThan(0);
    }).toPass({ timeout: 20_000 });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.postDataJSON()).toMatchObject({
      kind: "error",
      path: "/",
      message: "Error: e2e: a broken click handler",
    });
    expect((await reports[0]!.response())?.status()).toBe(202);
  });
});
