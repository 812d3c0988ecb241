import { test as base, expect } from "../recorded-test.ts";
import { freePort } from "#scripts/free-port.ts";
import { startServer, type RunningServer } from "#scripts/server-process.ts";
import { startTestOp, testOpSecrets, type TestOp } from "#simulators/oidc-op/oidc-op.ts";

/**
 * OpenID sign-in (issue 27, ADR 061) in Chromium: a Sabiá server whose demo tenant has the two demo providers
 * (OIDC_DEMO_ISSUER, a development setting: NODE_ENV=development) and the test OP on panva's oidc-provider,
 * started here in the test worker, with the server's callbacks registered.
 */
export interface OidcWorld {
  op: TestOp;
  server: RunningServer;
}

export const test = base.extend<object, { oidcWorld: OidcWorld }>({
  oidcWorld: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const port = await freePort();
      const op = await startTestOp({
        redirectUris: ["govbr-demo", "google-demo"].map(
          (slug) => `http://127.0.0.1:${port}/api/auth/oidc/${slug}/callback`,
        ),
      });
      const server = await startServer({
        PORT: String(port),
        NODE_ENV: "development",
        OIDC_DEMO_ISSUER: op.issuer,
        OIDC_GOVBR_DEMO_SECRET: testOpSecrets["govbr-demo"],
        OIDC_GOOGLE_DEMO_SECRET: testOpSecrets["google-demo"],
      }).catch(async (error: unknown) => {
        await op.close();
        throw error;
      });
      await use({ op, server });
      await server.stop();
      await op.close();
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ oidcWorld }, use) => use(oidcWorld.server.baseUrl),
});

export { expect };
