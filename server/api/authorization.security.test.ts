import { describe, expect, it } from "vitest";
import { badTokenDetail, identityBadTokenDetail, noTokenDetail } from "./authorization-layer.ts";
import { useCheckoutApi } from "./checkout-test-kit.ts";

/** ADR 097: the Authorization middleware answers for every call behind it, before the call's own checks. */
describe("the Authorization middleware", () => {
  const { as, call, pay } = useCheckoutApi();
  const unauthorized = {
    type: "https://sabia.dev/problems/unauthorized",
    status: 401,
    title: "Unauthorized",
  };
  const calls = [
    ["GET", "/api/notification/notifications?deliveryMode=application"],
    ["GET", "/api/subscription/cart"],
    ["GET", "/api/candidate/checkout/1"],
    ["POST", "/api/auth/signout"],
    ["GET", "/api/settings/applications"],
    ["GET", "/api/auth/session?applicationAlias=artmed-marketplace"],
    ["PUT", "/api/auth/role/assume/application"],
    ["POST", "/api/auth/token/hand-off"],
    ["GET", "/api/auth/sso/saml/logout"],
  ] as const;

  it.each(calls)(
    "%s %s without a token is the 401 problem that names the missing token",
    async (method, path) => {
      const response = await call(path, { method });
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ ...unauthorized, detail: noTokenDetail });
    },
  );

  it.each(calls)(
    "%s %s with a bad token is the 401 problem that asks to sign in again",
    async (method, path) => {
      const response = await call(path, { method, token: "not-a-token" });
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ ...unauthorized, detail: badTokenDetail });
    },
  );

  /** Groups that answered their own 401 before the middleware keep it (ADR 097, amendment): one text for both. */
  const worded = [
    ["GET", "/api/support-queue", "Sign in: the support queue needs a valid access token."],
    ["POST", "/api/support-queue/exams/1/reset", "Sign in: the support queue needs a valid access token."],
    ["GET", "/api/audit-events", "Sign in: the audit log needs a valid access token."],
    ["GET", "/api/audit-events/csv", "Sign in: the audit log needs a valid access token."],
    ["PUT", "/api/subscription/courses/a-course/price", "Sign in: staff calls need a valid access token."],
    ["POST", "/api/subscription/users/person", "Sign in: staff calls need a valid access token."],
    [
      "GET",
      "/api/subscription/users/get-user-by-username/aluno",
      "Sign in: staff calls need a valid access token.",
    ],
    [
      "PUT",
      "/api/users/00000000-0000-4000-8000-000000000000/password",
      "Sign in: staff calls need a valid access token.",
    ],
  ] as const;

  it.each(worded)(
    "%s %s without a token or with a bad one answers its group's 401",
    async (method, path, detail) => {
      for (const token of [undefined, "not-a-token"]) {
        const response = await call(path, { method, ...(token === undefined ? {} : { token }) });
        expect(response.status).toBe(401);
        expect(response.json).toEqual({ ...unauthorized, detail });
      }
    },
  );

  /** The identity calls answer in their own shape, with a `code` (IdentityAuthorization). */
  const identityCalls = [
    ["GET", "/api/users/me"],
    ["PATCH", "/api/users/me"],
    ["PUT", "/api/users/me/password"],
    ["GET", "/api/auth/token/check"],
  ] as const;
  const identityUnauthorized = {
    type: "https://sabia.dev/problems/identity-unauthorized",
    status: 401,
    title: "Unauthorized",
    code: "invalidCredentials",
  };

  it.each(identityCalls)("%s %s answers the identity 401 with its code", async (method, path) => {
    const anonymous = await call(path, { method });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ ...identityUnauthorized, detail: noTokenDetail });
    const forged = await call(path, { method, token: "not-a-token" });
    expect(forged.status).toBe(401);
    expect(forged.json).toEqual({ ...identityUnauthorized, detail: identityBadTokenDetail });
  });

  it("an Authorization header that carries no bearer token is refused like a bad token, not as a missing one", async () => {
    const headers = { authorization: "Basic YWx1bm86c2VjcmV0" };
    const cart = await call("/api/subscription/cart", { method: "GET", headers });
    expect(cart.json).toMatchObject({ status: 401, detail: badTokenDetail });
    const me = await call("/api/users/me", { method: "GET", headers });
    expect(me.json).toMatchObject({
      status: 401,
      code: "invalidCredentials",
      detail: identityBadTokenDetail,
    });
  });

  it("refuses the token of an ended session, and admits it before", async () => {
    const listed = await as("aluno")("/api/notification/notifications?deliveryMode=application", {
      method: "GET",
    });
    expect(listed.status).toBe(200);
    expect((await as("aluno")("/api/auth/signout", { method: "POST" })).status).toBe(204);
    const after = await as("aluno")("/api/subscription/cart", { method: "GET" });
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ detail: badTokenDetail });
  });

  it("answers before the body is read: a malformed payment body with no token is 401, not 400", async () => {
    const anonymous = await call("/api/candidate/pix/generate-pix-ecommerce", {
      body: { subscriptionId: "not a number" },
      headers: { "idempotency-key": "a-key-of-length-12" },
    });
    expect(anonymous.status).toBe(401);
    const signedIn = await pay("gestora")("/api/candidate/pix/generate-pix-ecommerce", {
      subscriptionId: "not a number",
    });
    expect(signedIn.status).toBe(400);
  });
});
