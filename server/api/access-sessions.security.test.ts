import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../db/test-databases.ts";
import { identityClient } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Issue 25 "Sessions": a token dies with its session on the server — sign-out, "sign out everywhere", one
 * session at a time per IP, the operator's password change — and guessing the current password with a stolen
 * token is throttled like a sign-in. The client IP comes from X-Forwarded-For (one trusted proxy hop).
 */
let api: TestApi | undefined;
// A migrated, seeded database takes a while on a busy machine: a longer start than the kit's minute.
beforeAll(async () => {
  api = await startTestApi(testEngines()[0]!, { trustProxy: { hops: 1 } });
}, 240_000);
afterAll(() => api?.close());
const { call, signIn, operations, requestReset, linkToken } = identityClient(() => api!);

const app = "artmed-marketplace";
const from = (ip: string, userAgent?: string) => ({
  headers: { "x-forwarded-for": ip, ...(userAgent ? { "user-agent": userAgent } : {}) },
});
const tokenOf = async (
  username: string,
  ip = "198.51.100.7",
  userAgent?: string,
  password = "Sabia@2026",
) => {
  const answer = await signIn(username, password, from(ip, userAgent));
  expect(answer.status).toBe(200);
  return answer.json.accessToken as string;
};
const me = (token: string) => call("/api/users/me", { method: "GET", token });
const session = (token: string) =>
  call(`/api/auth/session?applicationAlias=${app}`, { method: "GET", token });
const signOut = (token: string) => call("/api/auth/signout", { method: "POST", token });
const sessions = (token: string) => call("/api/auth/sessions", { method: "GET", token });
const list = async (token: string) => {
  const answer = await sessions(token);
  expect(answer.status).toBe(200);
  return answer.json["sessions"] as Array<Record<string, unknown>>;
};

describe("§6 one place at a time, at most 5 places a day", () => {
  it("a sign-in from another IP ends the sessions at the older IP; the same IP keeps them", async () => {
    const first = await tokenOf("gestora", "203.0.113.1");
    const sameDesk = await tokenOf("gestora", "203.0.113.1");
    expect((await me(first)).status).toBe(200);
    const elsewhere = await tokenOf("gestora", "203.0.113.2");
    expect((await me(first)).status).toBe(401);
    expect((await me(sameDesk)).status).toBe(401);
    expect((await me(elsewhere)).status).toBe(200);
  });

  it("a sixth IP within a day is refused until the password is reset", async () => {
    for (const ip of ["203.0.113.3", "203.0.113.4", "203.0.113.5"]) await tokenOf("gestora", ip);
    const sixth = await signIn("gestora", "Sabia@2026", from("203.0.113.6"));
    expect(sixth.status).toBe(403);
    expect(sixth.json).toMatchObject({ code: "tooManyPlaces" });
    expect((await requestReset("gestora", from("203.0.113.6"))).status).toBe(200);
    const confirmed = await call("/api/users/password/confirm", {
      method: "PUT",
      body: { token: await linkToken("gestora@sabia.dev"), newPassword: "Redefinida#77x" },
    });
    expect(confirmed.status).toBe(200);
    expect((await signIn("gestora", "Redefinida#77x", from("203.0.113.6"))).status).toBe(200);
  });
});

describe("sign-out ends the session on the server", () => {
  it("a signed-out token is refused everywhere; another device's token still works", async () => {
    const laptop = await tokenOf("aluno");
    const phone = await tokenOf("aluno");
    expect((await signOut(laptop)).status).toBe(204);
    expect((await me(laptop)).status).toBe(401);
    expect((await session(laptop)).status).toBe(401);
    expect((await call("/api/candidate/purchases/1", { method: "GET", token: laptop })).status).toBe(401);
    expect((await call("/api/auth/token/check", { method: "GET", token: laptop })).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
  });

  it("a role's token and a hand-off's token belong to the same sign-in: signing out ends them all", async () => {
    const signedIn = await tokenOf("professor");
    const assumed = await call("/api/auth/role/assume/tenants/sabia/ies/abramede", {
      method: "PUT",
      token: signedIn,
      body: { applicationAlias: app, roleAlias: "professor" },
    });
    expect(assumed.status).toBe(200);
    const roleToken = assumed.json.accessToken as string;
    const code = (await call("/api/auth/token/hand-off", { token: roleToken })).json.tokenId as string;
    const exchanged = await call("/api/auth/token/exchange", { body: { tokenId: code } });
    expect(exchanged.status).toBe(200);
    const newTab = exchanged.json.accessToken as string;
    expect((await list(newTab)).length).toBe(1);
    expect((await signOut(newTab)).status).toBe(204);
    for (const token of [signedIn, roleToken, newTab]) expect((await me(token)).status).toBe(401);
  });
});

describe("My Account's session list", () => {
  const chromeOnWindows =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
  const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

  it("lists device, IP and last seen, marks this device, and signs out one session", async () => {
    const here = await tokenOf("semacesso", "198.51.100.20", chromeOnWindows);
    const there = await tokenOf("semacesso", "198.51.100.20", firefoxOnLinux);
    const rows = await list(here);
    expect(rows).toHaveLength(2);
    const mine = rows.find((row) => row["current"] === true)!;
    const other = rows.find((row) => row["current"] === false)!;
    expect(mine).toMatchObject({ browser: "Chrome", os: "Windows", ip: "198.51.100.20" });
    expect(other).toMatchObject({ browser: "Firefox", os: "Linux" });
    expect(Date.parse(String(other["lastSeenAt"]))).not.toBeNaN();
    expect(
      (await call(`/api/auth/sessions/${String(other["id"])}`, { method: "DELETE", token: here })).status,
    ).toBe(204);
    expect((await me(there)).status).toBe(401);
    expect(await list(here)).toHaveLength(1);
  });

  it("another person's session cannot be ended (404), and the id is validated (400)", async () => {
    const mine = await tokenOf("semacesso", "198.51.100.20");
    const theirs = (await list(await tokenOf("aluno")))[0]!["id"] as string;
    expect((await call(`/api/auth/sessions/${theirs}`, { method: "DELETE", token: mine })).status).toBe(404);
    const bad = await call("/api/auth/sessions/%3Cscript%3E", { method: "DELETE", token: mine });
    expect(bad.status).toBe(400);
  });

  it("sign out everywhere ends every session, this one included", async () => {
    const here = await tokenOf("semacesso", "198.51.100.20");
    const there = await tokenOf("semacesso", "198.51.100.20");
    expect(
      (await call("/api/auth/sessions/sign-out-everywhere", { method: "POST", token: here })).status,
    ).toBe(204);
    expect((await me(here)).status).toBe(401);
    expect((await me(there)).status).toBe(401);
  });
});

describe("impersonation sessions are children of the operator's session", () => {
  const impersonate = async (operator: string) => {
    const answer = await call("/api/auth/signin/impersonate", {
      token: operator,
      body: { username: "professor", roleAlias: "professor" },
    });
    expect(answer.status).toBe(200);
    return answer.json.accessToken as string;
  };

  it("the operator's sign-out ends the impersonation it started", async () => {
    const operator = (await operations("operador")).json.accessToken as string;
    const acting = await impersonate(operator);
    expect((await me(acting)).status).toBe(200);
    expect((await signOut(operator)).status).toBe(204);
    expect((await me(acting)).status).toBe(401);
  });

  it("the operator's password change ends the impersonation token too", async () => {
    const operator = (await operations("operador")).json.accessToken as string;
    const acting = await impersonate(operator);
    const changed = await call("/api/users/me/password", {
      method: "PUT",
      token: operator,
      body: { currentPassword: "Sabia@2026", newPassword: "Trocada#2027x" },
    });
    expect(changed.status).toBe(200);
    expect((await me(operator)).status).toBe(401);
    expect((await me(acting)).status).toBe(401);
  });
});

describe("the current password cannot be guessed with a stolen token", () => {
  it("PUT me/password: 12 wrong guesses are throttled, and then even the right one waits (429)", async () => {
    const stolen = await tokenOf("aluno", "198.51.100.30");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await call("/api/users/me/password", {
        method: "PUT",
        token: stolen,
        body: { currentPassword: `Errada#${i}x`, newPassword: "Tomada#2026x" },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await call("/api/users/me/password", {
      method: "PUT",
      token: stolen,
      body: { currentPassword: "Sabia@2026", newPassword: "Tomada#2026x" },
    });
    expect(right.status).toBe(429);
    expect(right.retryAfter).not.toBeNull();
  });

  it("PATCH me with a new e-mail counts its current-password checks on the same counters", async () => {
    const stolen = await tokenOf("professor", "198.51.100.31");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await call("/api/users/me", {
        method: "PATCH",
        token: stolen,
        body: { email: "ladrao@example.com", currentPassword: `Errada#${i}x` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await call("/api/users/me", {
      method: "PATCH",
      token: stolen,
      body: { email: "ladrao@example.com", currentPassword: "Sabia@2026" },
    });
    expect(right.status).toBe(429);
    // Same counters as sign-in: the account's own sign-in waits too.
    expect((await signIn("professor", "Sabia@2026", from("198.51.100.32"))).status).toBe(429);
  });
});
