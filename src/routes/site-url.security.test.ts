import { describe, expect, it } from "vitest";
import { siteUrl } from "./site-url.server.ts";

/**
 * Issue 15: canonical URLs, Open Graph, JSON-LD, the sitemap and robots.txt once followed any Host header (and
 * the sitemap is publicly cached): a hostile Host, port or X-Forwarded-Proto must never become the site's address.
 */
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const env = { PORT: "3000" };

describe("siteUrl", () => {
  it("SITE_URL, else PUBLIC_URL, whatever the request says", () => {
    const hostile = request("http://evil.example:6666/x", { "x-forwarded-proto": "https" });
    expect(siteUrl(hostile, { ...env, SITE_URL: "https://cursos.sabia.dev/" })).toBe(
      "https://cursos.sabia.dev",
    );
    expect(siteUrl(hostile, { ...env, PUBLIC_URL: "https://sabia.dev" })).toBe("https://sabia.dev");
  });

  it("a hostile Host gets this machine's address, not the host", () => {
    for (const host of [
      "evil.example",
      "evil.example:3000",
      "localhost.evil.example",
      "127.0.0.1.nip.io:3000",
    ])
      expect(siteUrl(request(`http://${host}/curso/x`), env)).toBe("http://localhost:3000");
  });

  it("a development host keeps itself, on this server's port only", () => {
    expect(siteUrl(request("http://127.0.0.1:3000/"), env)).toBe("http://127.0.0.1:3000");
    expect(siteUrl(request("http://localhost:6666/"), env)).toBe("http://localhost:3000");
    expect(siteUrl(request("http://operacao.localhost:3000/"), env)).toBe("http://operacao.localhost:3000");
  });

  it("X-Forwarded-Proto counts only with TRUST_PROXY on", () => {
    const forwarded = request("http://localhost:3000/", { "x-forwarded-proto": "https" });
    expect(siteUrl(forwarded, env)).toBe("http://localhost:3000");
    expect(siteUrl(forwarded, { ...env, TRUST_PROXY: "off" })).toBe("http://localhost:3000");
    expect(siteUrl(forwarded, { ...env, TRUST_PROXY: "loopback" })).toBe("https://localhost:3000");
  });
});
