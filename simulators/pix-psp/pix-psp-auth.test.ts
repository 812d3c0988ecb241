import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCertificates } from "./certificates.ts";
import type { RunningPixPsp } from "./pix-psp.ts";
import { TokenAnswer, TokenError } from "./standard/oauth-schemas.ts";
import { Problema } from "./standard/problem-schemas.ts";
import { call, control, startForTest, tokenFor, txidOf } from "./test-kit.ts";

let psp: RunningPixPsp;
const otherCa = mkdtempSync(join(tmpdir(), "pix-psp-other-ca-"));

beforeAll(async () => {
  psp = await startForTest({ tokenLifetimeSeconds: 600 });
});
afterAll(async () => {
  await psp.stop();
  rmSync(otherCa, { recursive: true, force: true });
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("mutual TLS", () => {
  it("refuses a client without a certificate during the handshake", async () => {
    await expect(call(psp, psp.tokenUrl, { method: "POST", identity: false })).rejects.toThrow();
    const { body } = await control(psp, "GET", "/log");
    expect(body).toEqual([]); // no request ever reached the API
  });

  it("refuses a client certificate signed by another CA", async () => {
    const stranger = ensureCertificates(otherCa, "Stranger");
    await expect(
      call(psp, psp.tokenUrl, {
        method: "POST",
        identity: { cert: stranger.clientCertFile, key: stranger.clientKeyFile },
      }),
    ).rejects.toThrow();
  });

  it("reuses certificates that already exist", () => {
    const before = statSync(join(otherCa, "ca.crt")).mtimeMs;
    ensureCertificates(otherCa, "Stranger");
    expect(statSync(join(otherCa, "ca.crt")).mtimeMs).toBe(before);
  });
});

describe("OAuth 2.0 client credentials", () => {
  it("issues a Bearer token for the right client id and secret", async () => {
    const answer = await call(psp, psp.tokenUrl, {
      method: "POST",
      headers: { ...form, authorization: basic(psp.clientId, psp.clientSecret) },
      body: "grant_type=client_credentials&scope=cob.write%20cob.read",
    });
    expect(answer.status).toBe(200);
    const token = Schema.decodeUnknownSync(TokenAnswer)(answer.body);
    expect(token).toMatchObject({ token_type: "Bearer", expires_in: 600, scope: "cob.write cob.read" });
  });

  it("answers 401 invalid_client to a wrong secret, and 400 to another grant type", async () => {
    const wrong = await call(psp, psp.tokenUrl, {
      method: "POST",
      headers: { ...form, authorization: basic(psp.clientId, "not-the-secret") },
      body: "grant_type=client_credentials",
    });
    expect(wrong.status).toBe(401);
    expect(Schema.decodeUnknownSync(TokenError)(wrong.body).error).toBe("invalid_client");
    const grant = await call(psp, psp.tokenUrl, {
      method: "POST",
      headers: { ...form, authorization: basic(psp.clientId, psp.clientSecret) },
      body: "grant_type=password",
    });
    expect([grant.status, grant.body.error]).toEqual([400, "unsupported_grant_type"]);
  });

  it("counts the tokens it issues, so a test can prove a client reuses its token", async () => {
    const before = (await control(psp, "GET", "/state")).body.tokensIssued as number;
    const token = await tokenFor(psp);
    for (const n of [1, 2, 3]) {
      const answer = await call(psp, `${psp.apiUrl}/cob/${txidOf(n)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(404);
    }
    expect((await control(psp, "GET", "/state")).body.tokensIssued).toBe(before + 1);
  });

  it("answers 401 problem+json without a token or with an unknown one", async () => {
    const none = await call(psp, `${psp.apiUrl}/cob/${txidOf(1)}`);
    expect(none.status).toBe(401);
    expect(none.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(none.headers["content-type"]).toBe("application/problem+json");
    expect(Schema.decodeUnknownSync(Problema)(none.body).status).toBe(401);
    const unknown = await call(psp, `${psp.apiUrl}/cob/${txidOf(1)}`, {
      headers: { authorization: "Bearer forged" },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.headers["www-authenticate"]).toContain('error="invalid_token"');
  });

  it("lets a token lapse when the controlled clock passes its lifetime", async () => {
    const token = await tokenFor(psp);
    const url = `${psp.apiUrl}/cob/${txidOf(9)}`;
    expect((await call(psp, url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    await control(psp, "POST", "/clock/advance", { seconds: 601 });
    expect((await call(psp, url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("answers 403 AcessoNegado to a token without the endpoint's scope", async () => {
    const token = await tokenFor(psp, "pix.read");
    const answer = await call(psp, `${psp.apiUrl}/cob/${txidOf(1)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.type).toBe("https://pix.bcb.gov.br/api/v2/error/AcessoNegado");
  });

  it("keeps secrets out of the request log", async () => {
    await tokenFor(psp);
    const { body: log } = await control(psp, "GET", "/log");
    const tokenCall = log.findLast((entry: any) => entry.path === "/oauth/token");
    expect(tokenCall.headers.authorization).toBe("Basic [redacted]");
    expect(tokenCall.body).toEqual({ grant_type: "client_credentials" });
    expect(tokenCall.answer.body.access_token).toBe("[redacted]");
    expect(JSON.stringify(log)).not.toContain(psp.clientSecret);
  });
});
