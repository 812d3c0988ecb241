import { startTestOp } from "./oidc-op.ts";

/**
 * `node simulators/oidc-op/main.ts`: the demo OP on OIDC_OP_PORT (default 4010) for a Sabiá on PORT (3000);
 * `OIDC_DEMO_ISSUER=http://127.0.0.1:4010 npm run dev` then seeds the demo tenant's two buttons (dev only).
 */
const port = Number(process.env["OIDC_OP_PORT"] ?? 4010);
const sabia = Number(process.env["PORT"] ?? 3000);
const hosts = ["localhost", "127.0.0.1", "sabia.localhost", "hcfmusp.localhost"];
const op = await startTestOp({
  port,
  redirectUris: hosts.flatMap((host) =>
    ["govbr-demo", "google-demo"].map((slug) => `http://${host}:${sabia}/api/auth/oidc/${slug}/callback`),
  ),
});
console.log(`Test OpenID provider at ${op.issuer}`);
