import { describe, expect, it } from "vitest";
import { accessTokenTtlSeconds, bearerToken, tokenIssuer } from "./access-tokens.ts";

const secret = new TextEncoder().encode("x".repeat(48));

describe("access tokens", () => {
  it("round-trips user, role and impersonator", async () => {
    const issuer = tokenIssuer(secret);
    const token = await issuer.issue({
      userId: 7,
      role: { roleId: 3, tenantId: 1, iesId: null },
      impersonatorId: 2,
      tokenVersion: 0,
      sessionId: "s1",
    });
    expect(await issuer.verify(token)).toEqual({
      userId: 7,
      role: { roleId: 3, tenantId: 1, iesId: null },
      impersonatorId: 2,
      tokenVersion: 0,
      sessionId: "s1",
    });
  });

  it("rejects tampered, foreign and expired tokens", async () => {
    let now = Date.now();
    const issuer = tokenIssuer(secret, () => now);
    const token = await issuer.issue({
      userId: 7,
      role: null,
      impersonatorId: null,
      tokenVersion: 0,
      sessionId: "s1",
    });
    const [header, payload, signature] = token.split(".");
    expect(await issuer.verify(`${header}.${payload}x.${signature}`)).toBeNull();
    expect(await tokenIssuer(new TextEncoder().encode("y".repeat(48))).verify(token)).toBeNull();
    now += (accessTokenTtlSeconds + 1) * 1000;
    expect(await issuer.verify(token)).toBeNull();
  });

  it("reads bearer tokens only", () => {
    expect(bearerToken("Bearer abc.def-ghi_j")).toBe("abc.def-ghi_j");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
