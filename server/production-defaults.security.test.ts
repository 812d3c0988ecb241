import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type RunningServer } from "../scripts/server-process.ts";

/**
 * Issue 15, deployment defaults, on the real server (server/main.ts, production build, NODE_ENV=production):
 * - behind a reverse proxy on the same host every client looks like loopback: in production the dev mailbox
 *   (reset links, codes) and the payments sandbox are off unless DEV_MAILBOX enables them;
 * - a hostile Host, port or X-Forwarded-Proto never becomes the site's address in canonical URLs, the
 *   (publicly cached) sitemap or robots.txt;
 * - HSTS only in production with an https public address.
 */
let bare: RunningServer;
let configured: RunningServer;
beforeAll(async () => {
  ensureBuild();
  [bare, configured] = await Promise.all([
    startServer({ DEV_MAILBOX: "" }),
    startServer({ DEV_MAILBOX: "loopback", SITE_URL: "https://cursos.sabia.example" }),
  ]);
}, 180_000);
afterAll(() => Promise.all([bare?.stop(), configured?.stop()]));

/** GET with headers fetch() would not send as given (Host). */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const url = new URL(path, base);
      const outgoing = httpRequest(url, { headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end();
    },
  );
}

const hostile = {
  Host: "evil.example:6666",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": "evil.example",
};

describe("production defaults", () => {
  it("the dev mailbox, its API and the payments sandbox are off in production by default, even for loopback", async () => {
    for (const path of ["/dev/mailbox", "/api/dev/outbox", "/api/dev/sandbox/clock"]) {
      const answer = await get(bare.baseUrl, path);
      expect(answer.status, path).toBe(404);
    }
  });

  it("DEV_MAILBOX=loopback turns them on for this machine", async () => {
    expect((await get(configured.baseUrl, "/dev/mailbox")).status).toBe(200);
    expect((await get(configured.baseUrl, "/api/dev/outbox")).status).toBe(200);
  });

  it("a hostile Host / X-Forwarded-Proto / port never reaches canonical URLs, the sitemap or robots.txt", async () => {
    const port = new URL(bare.baseUrl).port;
    const robots = await get(bare.baseUrl, "/robots.txt", hostile);
    expect(robots.text).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    const sitemap = await get(bare.baseUrl, "/sitemap.xml", hostile);
    expect(sitemap.status).toBe(200);
    expect(sitemap.text.includes(`<loc>http://localhost:${port}/`)).toBe(true);
    const page = await get(bare.baseUrl, "/curso/qualidade-e-seguranca-do-paciente", hostile);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.text)?.[1];
    expect(canonical).toBe(`http://localhost:${port}/curso/qualidade-e-seguranca-do-paciente`);
    // No address anywhere in them names the hostile host, port or scheme (the page's loader data still carries
    // the bare host name, which picks the host's sign-in context).
    for (const answer of [robots, sitemap, page])
      expect(/\/\/evil\.example|:6666|https:\/\/localhost/.exec(answer.text)?.[0]).toBeUndefined();
    // With SITE_URL set, it is the address whatever the request says.
    const configuredRobots = await get(configured.baseUrl, "/robots.txt", hostile);
    expect(configuredRobots.text).toContain("Sitemap: https://cursos.sabia.example/sitemap.xml");
  });

  it("HSTS only with an https public address in production; the other headers on every answer", async () => {
    const plain = await get(bare.baseUrl, "/");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await get(configured.baseUrl, "/");
    expect(secure.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    for (const path of ["/", "/api/health", "/favicon.svg"]) {
      const answer = await get(configured.baseUrl, path);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });
});
