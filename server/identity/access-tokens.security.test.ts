import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { tokenIssuer } from "./access-tokens.ts";

/** Issue 15: a token signed with the right secret is still refused when it could live forever. */
const secret = new TextEncoder().encode("x".repeat(48));
const signed = (claims: Record<string, unknown>, exp: number | null) => {
  const jwt = new SignJWT({ role: null, imp: null, ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("7")
    .setIssuer("sabia")
    .setIssuedAt();
  return (exp === null ? jwt : jwt.setExpirationTime(exp)).sign(secret);
};

describe("access tokens that could live forever", () => {
  it("refuses a well-signed token without exp", async () => {
    const issuer = tokenIssuer(secret);
    expect(await issuer.verify(await signed({ ver: 0, sid: "s1" }, null))).toBeNull();
    // The same claims with an expiry are accepted, so it is the missing exp that is refused.
    expect(
      await issuer.verify(await signed({ ver: 0, sid: "s1" }, Math.floor(Date.now() / 1000) + 60)),
    ).not.toBeNull();
  });

  it("refuses a token that expires further away than a token's life", async () => {
    const issuer = tokenIssuer(secret);
    const farAway = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
    expect(await issuer.verify(await signed({ ver: 0, sid: "s1" }, farAway))).toBeNull();
  });

  it("refuses a token without a token version (it could not be revoked)", async () => {
    const issuer = tokenIssuer(secret);
    expect(await issuer.verify(await signed({ sid: "s1" }, Math.floor(Date.now() / 1000) + 60))).toBeNull();
  });

  it("refuses a token without a session id (issue 25: signing out could not end it)", async () => {
    const issuer = tokenIssuer(secret);
    expect(await issuer.verify(await signed({ ver: 0 }, Math.floor(Date.now() / 1000) + 60))).toBeNull();
  });
});
