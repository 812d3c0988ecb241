import { describe, expect, it } from "vitest";
import { useIdentityApi } from "./identity-test-kit.ts";

/**
 * Issue 15 "Sessions and account takeover": tokens die with the password they were issued under, an e-mail
 * change needs the current password and never happens while impersonating, nor does a role change, and a
 * call without a token is a 401 (not a 400).
 */
const { call, signIn, operations, requestReset, linkToken } = useIdentityApi();

const app = "artmed-marketplace";
const tokenOf = async (username: string, password = "Sabia@2026") => {
  const answer = await signIn(username, password);
  expect(answer.status).toBe(200);
  return answer.json.accessToken as string;
};
const me = (token: string) => call("/api/users/me", { method: "GET", token });
const session = (token: string) =>
  call(`/api/auth/session?applicationAlias=${app}`, { method: "GET", token });
const patchMe = (token: string, body: Record<string, unknown>) =>
  call("/api/users/me", { method: "PATCH", token, body });
const assumeProfessor = (token: string) =>
  call("/api/auth/role/assume/tenants/sabia/ies/abramede", {
    method: "PUT",
    token,
    body: { applicationAlias: app, roleAlias: "professor" },
  });
const purchases = (token: string) => call("/api/candidate/purchases/1", { method: "GET", token });

describe("tokens are revoked when the password changes", () => {
  it("a password change ends every other session of the account (me, session, candidate calls → 401)", async () => {
    const otherTab = await tokenOf("aluno");
    const thisTab = await tokenOf("aluno");
    expect((await me(otherTab)).status).toBe(200);
    const changed = await call("/api/users/me/password", {
      method: "PUT",
      token: thisTab,
      body: { currentPassword: "Sabia@2026", newPassword: "Outra#Senha42" },
    });
    expect(changed.status).toBe(200);
    const fresh = changed.json.accessToken as string;
    for (const token of [otherTab, thisTab]) {
      expect((await me(token)).status).toBe(401);
      expect((await session(token)).status).toBe(401);
      expect((await purchases(token)).status).toBe(401);
      expect((await call("/api/auth/token/check", { method: "GET", token })).status).toBe(401);
    }
    expect((await me(fresh)).status).toBe(200);
    expect((await session(fresh)).status).toBe(200);
  });

  it("a password reset ends every session of the account", async () => {
    const before = await tokenOf("gestora");
    expect((await requestReset("gestora")).status).toBe(200);
    const token = await linkToken("gestora@sabia.dev");
    const confirmed = await call("/api/users/password/confirm", {
      method: "PUT",
      body: { token, newPassword: "Redefinida#77x" },
    });
    expect(confirmed.status).toBe(200);
    expect((await me(before)).status).toBe(401);
    expect((await session(before)).status).toBe(401);
    expect((await me(await tokenOf("gestora", "Redefinida#77x"))).status).toBe(200);
  });
});

describe("e-mail and role changes", () => {
  it("changing the e-mail needs the current password; other fields do not", async () => {
    const token = await tokenOf("semacesso");
    const without = await patchMe(token, { email: "novo@example.com" });
    expect(without.status).toBe(400);
    expect(without.json).toMatchObject({ code: "fieldsRequired", field: "currentPassword" });
    const wrong = await patchMe(token, { email: "novo@example.com", currentPassword: "Errada@2026" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: "invalidCredentials", field: "currentPassword" });
    expect((await me(token)).json.email).toBe("semacesso@sabia.dev");
    const right = await patchMe(token, { email: "novo@example.com", currentPassword: "Sabia@2026" });
    expect(right.status).toBe(200);
    expect(right.json.email).toBe("novo@example.com");
    const name = await patchMe(token, { name: "Sem Acesso Dois" });
    expect(name.status).toBe(200);
  });

  it("an operator impersonating someone can neither change their e-mail nor assume a role", async () => {
    const operator = (await operations("operador")).json.accessToken as string;
    const impersonated = await call("/api/auth/signin/impersonate", {
      token: operator,
      body: { username: "professor", roleAlias: "professor" },
    });
    expect(impersonated.status).toBe(200);
    const token = impersonated.json.accessToken as string;
    const email = await patchMe(token, { email: "atacante@example.com", currentPassword: "Sabia@2026" });
    expect(email.status).toBe(403);
    expect(email.json.code).toBe("impersonating");
    expect((await me(token)).json.email).toBe("professor@sabia.dev");
    const role = await assumeProfessor(token);
    expect(role.status).toBe(403);
    expect(role.json.code).toBe("impersonating");
    // The person himself may still do both.
    expect((await assumeProfessor(await tokenOf("professor"))).status).toBe(200);
  });
});

describe("a call without a token", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/users/me"],
    ["PATCH", "/api/users/me", { name: "X" }],
    ["PUT", "/api/users/me/password", { currentPassword: "a", newPassword: "b" }],
    ["GET", "/api/auth/token/check"],
    ["GET", `/api/auth/session?applicationAlias=${app}`],
    ["GET", `/api/auth/rights?applicationAlias=${app}`],
    ["PUT", "/api/auth/role/assume/application", { applicationAlias: app, roleAlias: "operador" }],
    ["POST", "/api/auth/signin/impersonate", { username: "aluno", roleAlias: "aluno" }],
    ["POST", "/api/auth/token/hand-off"],
    ["GET", "/api/candidate/purchases/1"],
    ["POST", "/api/candidate/courses/my-courses", { email: "aluno@sabia.dev", cpf: "1" }],
  ];
  it.each(calls)("%s %s answers 401 with a problem", async (method, path, body) => {
    const answer = await call(path, { method, body });
    expect(answer.status).toBe(401);
    expect(answer.type).toContain("application/problem+json");
    expect(answer.text).toMatch(/token/i);
  });
});
