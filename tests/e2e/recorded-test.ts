import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, recording every request body the test's browser context sends the server under test
 * (issue 26: after the whole run, card-number-scan.spec.ts looks through them for card numbers). `npm run
 * test:e2e` names the folder in E2E_REQUEST_LOG; each worker appends to its own file "METHOD URL\nBODY\n".
 * Requests to another port (the gateway simulator's tokenizer, which is meant to receive the card) are not ours.
 */
export const test = base.extend<{ requestRecording: void }>({
  requestRecording: [
    async ({ context, baseURL }, use, testInfo) => {
      const folder = process.env["E2E_REQUEST_LOG"];
      const port = baseURL ? new URL(baseURL).port : null;
      if (folder && port)
        context.on("request", (request) => {
          const body = request.postDataBuffer();
          if (!body?.length || new URL(request.url()).port !== port) return;
          const file = join(folder, `worker-${testInfo.parallelIndex}.log`);
          appendFileSync(
            file,
            Buffer.concat([Buffer.from(`${request.method()} ${request.url()}\n`), body, Buffer.from("\n")]),
          );
        });
      await use();
    },
    { auto: true },
  ],
});
