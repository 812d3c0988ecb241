import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  hstsEnabled,
  newNonce,
  pageSecurityHeaders,
  renonce,
} from "./security-headers.ts";

describe("security headers (ADR 031)", () => {
  it("a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("the policy allows scripts and style elements only with the nonce, nothing framed, no base, no plugins", () => {
    const policy = contentSecurityPolicy("abc");
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    // No 'unsafe-inline' or 'unsafe-eval' ('wasm-unsafe-eval' admits compiling WebAssembly only, ADR 039).
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(policy).toContain("style-src 'self' 'nonce-abc'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(policy).toContain(directive);
  });

  it("HSTS only in production with an https public address", () => {
    expect(hstsEnabled({ NODE_ENV: "production", SITE_URL: "https://sabia.example" })).toBe(true);
    expect(hstsEnabled({ NODE_ENV: "production", PUBLIC_URL: "https://sabia.example" })).toBe(true);
    expect(hstsEnabled({ NODE_ENV: "production", SITE_URL: "http://sabia.example" })).toBe(false);
    expect(hstsEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(hstsEnabled({ NODE_ENV: "development", SITE_URL: "https://sabia.example" })).toBe(false);
    expect(baseSecurityHeaders({ hsts: true })["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
    expect(baseSecurityHeaders({ hsts: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders({ hsts: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("a stored page takes a new nonce in every attribute, matching its new policy", () => {
    const html = '<style nonce="old1" id="s">a{}</style><script nonce="old1">x()</script><p>nonce="text"</p>';
    const fresh = newNonce();
    const renonced = renonce(html, fresh);
    expect(renonced).toBe(
      `<style nonce="${fresh}" id="s">a{}</style><script nonce="${fresh}">x()</script><p>nonce="text"</p>`,
    );
    expect(pageSecurityHeaders(fresh, { hsts: false })["Content-Security-Policy"]).toContain(
      `'nonce-${fresh}'`,
    );
  });
});

describe("the sign-language avatar's origin (ADR 039)", () => {
  it("another site's root is admitted for its files and connections; the gov.br one with its translation hosts", () => {
    const policy = contentSecurityPolicy("abc", "https://vlibras.gov.br");
    for (const directive of ["style-src", "font-src", "worker-src"])
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://vlibras\\.gov\\.br`));
    expect(policy).toMatch(/connect-src [^;]*https:\/\/vlibras\.gov\.br https:\/\/\*\.vlibras\.gov\.br/);
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic' 'wasm-unsafe-eval'");
  });

  it("a self-hosted root adds nothing; another CDN only itself", () => {
    expect(contentSecurityPolicy("abc", null)).not.toContain("vlibras");
    const cdn = contentSecurityPolicy("abc", "https://cdn.example.org");
    expect(cdn).toContain("connect-src 'self'");
    expect(cdn).not.toContain("vlibras");
    expect(
      pageSecurityHeaders("n", { hsts: false, signLanguageOrigin: "https://cdn.example.org" })[
        "Content-Security-Policy"
      ],
    ).toContain("worker-src 'self' blob: https://cdn.example.org");
  });
});

describe("the card gateway's tokenizer (ADR 059)", () => {
  it("admits the script's origin beside the nonce and the gateway's API for connections", () => {
    const policy = contentSecurityPolicy("abc", null, {
      sdkUrl: "https://sdk.mercadopago.com/js/v2",
      apiUrl: "https://api.mercadopago.com",
    });
    expect(policy).toContain(
      "script-src 'nonce-abc' 'strict-dynamic' 'wasm-unsafe-eval' https://sdk.mercadopago.com;",
    );
    expect(policy).toMatch(
      /connect-src 'self' [^;]* https:\/\/api\.mercadopago\.com https:\/\/sdk\.mercadopago\.com;/,
    );
    const simulator = pageSecurityHeaders("n", {
      hsts: false,
      cardGateway: { sdkUrl: "http://127.0.0.1:4100/js/v2", apiUrl: "http://127.0.0.1:4100" },
    })["Content-Security-Policy"]!;
    expect(simulator).toMatch(/connect-src [^;]* http:\/\/127\.0\.0\.1:4100;/);
    expect(simulator.match(/127\.0\.0\.1:4100/g)).toHaveLength(2);
  });

  it("adds nothing without a gateway", () => {
    expect(contentSecurityPolicy("abc", null, null)).toBe(contentSecurityPolicy("abc"));
    expect(contentSecurityPolicy("abc")).not.toContain("mercadopago");
  });
});
