import { request as httpRequest } from "node:http";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestOp, testOpSecrets, type TestOp } from "#simulators/oidc-op/oidc-op.ts";
import { useIdentityApi } from "../api/identity-test-kit.ts";
import { accessSessions } from "../db/schema/access.ts";
import { roles, userRights, users } from "../db/schema/identity.ts";
import { oidcLinks, oidcProviders } from "../db/schema/oidc.ts";
import { seedDemoOidcProviders } from "./oidc-demo-seed.ts";

/** One exchange with our API, redirects not followed. */
function send(url: string, options: { method?: string; cookie?: string; body?: string } = {}) {
  return new Promise<{ status: number; location: string; cookies: string[]; text: string }>(
    (resolve, reject) => {
      const headers: Record<string, string> = {};
      if (options.cookie) headers["cookie"] = options.cookie;
      if (options.body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
      const outgoing = httpRequest(url, { method: options.method ?? "GET", headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            location: incoming.headers.location ?? "",
            cookies: (incoming.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end(options.body);
    },
  );
}

describe("OpenID Connect sign-in against oidc-provider (issue 27, ADR 061)", () => {
  const { api, call } = useIdentityApi();
  let op: TestOp;

  beforeAll(async () => {
    process.env["OIDC_GOVBR_DEMO_SECRET"] = testOpSecrets["govbr-demo"];
    process.env["OIDC_GOOGLE_DEMO_SECRET"] = testOpSecrets["google-demo"];
    const base = api().url;
    op = await startTestOp({
      redirectUris: ["govbr-demo", "google-demo"].map((slug) => `${base}/api/auth/oidc/${slug}/callback`),
    });
    await seedDemoOidcProviders(api().database.db, op.issuer);
  }, 30_000);
  afterAll(() => op?.close());

  const sessions = async () => (await api().database.db.select({ n: count() }).from(accessSessions))[0]!.n;

  /**
   * Starts a sign-in at our API and walks the OP (its scripted person signs in and consents) until it sends the
   * browser back to our callback; `tamper` may change the authorization request on the way.
   */
  async function begin(slug: string, tamper: (authorization: URL) => void = () => {}) {
    const started = await send(
      `${api().url}/api/auth/oidc/${slug}/start?returnTo=${encodeURIComponent("/home")}`,
    );
    expect(started.status).toBe(303);
    const stateCookie = started.cookies.find((cookie) => cookie.startsWith("sabia_oidc_state="))!;
    const authorization = new URL(started.location);
    expect(authorization.origin).toBe(op.issuer);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    tamper(authorization);
    const jar = new Map<string, string>();
    let next = authorization.href;
    for (let hop = 0; hop < 10 && next.startsWith(op.issuer); hop++) {
      const answer = await fetch(next, {
        redirect: "manual",
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
      });
      for (const cookie of answer.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, ...value] = pair!.split("=");
        jar.set(name!, value.join("="));
      }
      next = new URL(answer.headers.get("location") ?? "", next).href;
    }
    expect(next.startsWith(`${api().url}/api/auth/oidc/${slug}/callback?`)).toBe(true);
    return { callback: new URL(next), stateCookie };
  }

  async function exchange(location: string) {
    const tokenId = new URL(location, api().url).searchParams.get("tokenId")!;
    const exchanged = await call("/api/auth/token/exchange", { body: { tokenId } });
    expect(exchanged.status).toBe(200);
    const session = await call("/api/auth/session?applicationAlias=artmed-marketplace", {
      method: "GET",
      token: String(exchanged.json["accessToken"]),
    });
    return session.json as { user: { username: string; email: string } };
  }

  it("a Google-like first sign-in makes a new account with the role basic", async () => {
    const { callback, stateCookie } = await begin("google-demo");
    const answer = await send(callback.href, { cookie: stateCookie });
    expect(answer.status).toBe(303);
    expect(new URL(answer.location, api().url).pathname).toBe("/home");
    const { user } = await exchange(answer.location);
    expect(user.email).toBe("renata.campos@gmail.example");
    const db = api().database.db;
    const granted = await db
      .select({ role: roles.alias })
      .from(userRights)
      .innerJoin(roles, eq(roles.id, userRights.roleId))
      .innerJoin(users, eq(users.id, userRights.userId))
      .where(eq(users.email, "renata.campos@gmail.example"));
    expect(granted).toEqual([{ role: "basic" }]);
  });

  it("refuses a callback whose state is not this browser's, and creates no session", async () => {
    const before = await sessions();
    const { callback, stateCookie } = await begin("google-demo");
    const forged = new URL(callback);
    forged.searchParams.set("state", "not-the-state-we-sent");
    const refused = await send(forged.href, { cookie: stateCookie });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({ field: "state" });
    // Another browser's cookie: refused too.
    const elsewhere = await send(callback.href, { cookie: "sabia_oidc_state=someone-elses" });
    expect(elsewhere.status).toBe(400);
    expect(await sessions()).toBe(before);
  });

  it("refuses an ID token whose nonce is not the one we sent, and creates no session", async () => {
    const before = await sessions();
    const { callback, stateCookie } = await begin("google-demo", (authorization) =>
      authorization.searchParams.set("nonce", "a-nonce-of-someone-else"),
    );
    const refused = await send(callback.href, { cookie: stateCookie });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).detail).toMatch(/nonce/i);
    expect(await sessions()).toBe(before);
  });

  it("refuses a code used twice (same callback replayed, or the code under a fresh state)", async () => {
    const first = await begin("google-demo");
    expect((await send(first.callback.href, { cookie: first.stateCookie })).status).toBe(303);
    const before = await sessions();
    const replayed = await send(first.callback.href, { cookie: first.stateCookie });
    expect(replayed.status).toBe(400);
    const second = await begin("google-demo");
    const reused = new URL(second.callback);
    reused.searchParams.set("code", first.callback.searchParams.get("code")!);
    const refused = await send(reused.href, { cookie: second.stateCookie });
    expect(refused.status).toBe(400);
    expect(await sessions()).toBe(before);
  });

  it("a gov.br-like sign-in whose sub is aluno's CPF links to aluno only after aluno confirms", async () => {
    const before = await sessions();
    const { callback, stateCookie } = await begin("govbr-demo");
    const offered = await send(callback.href, { cookie: stateCookie });
    expect(offered.status).toBe(303);
    const page = new URL(offered.location, api().url);
    expect(page.pathname).toMatch(/^\/auth\/oidc\/link\/[A-Za-z0-9_-]+$/);
    expect(page.searchParams.get("email")).toBe("a****@sabia.dev");
    expect(page.searchParams.get("by")).toBe("cpf");
    expect(await sessions()).toBe(before);
    const offerCookie = offered.cookies.find((cookie) => cookie.startsWith("sabia_oidc_offer="))!;
    const linkUrl = `${api().url}/api${page.pathname}/link`.replace(
      "/api/auth/oidc/link/",
      "/api/auth/oidc/offers/",
    );
    const wrong = await send(linkUrl, { method: "POST", cookie: offerCookie, body: "password=wrong" });
    expect(wrong.status).toBe(303);
    expect(wrong.location).toContain("error=password");
    const noCookie = await send(linkUrl, { method: "POST", body: "password=Sabia%402026" });
    expect(noCookie.status).toBe(400);
    const empty = await send(linkUrl, { method: "POST", cookie: offerCookie, body: "" });
    expect(JSON.parse(empty.text)).toMatchObject({ status: 400, field: "password" });
    expect(await sessions()).toBe(before);
    const linked = await send(linkUrl, {
      method: "POST",
      cookie: offerCookie,
      body: "password=Sabia%402026",
    });
    expect(linked.status).toBe(303);
    expect((await exchange(linked.location)).user.username).toBe("aluno");
    const [aluno] = await api()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.username, "aluno"));
    const links = await api()
      .database.db.select()
      .from(oidcLinks)
      .where(and(eq(oidcLinks.userId, aluno!.id), eq(oidcLinks.subject, "52998224725")));
    expect(links).toHaveLength(1);
    // The offer is spent; the next gov.br sign-in goes straight in.
    expect(
      (await send(linkUrl, { method: "POST", cookie: offerCookie, body: "password=Sabia%402026" })).status,
    ).toBe(400);
    const again = await begin("govbr-demo");
    const straight = await send(again.callback.href, { cookie: again.stateCookie });
    expect((await exchange(straight.location)).user.username).toBe("aluno");
  });

  it("refuses a gov.br account below the levels the tenant requires (aluno is prata; ouro only), with no session", async () => {
    const db = api().database.db;
    const only = (levels: string[]) =>
      db.update(oidcProviders).set({ acceptedLevels: levels }).where(eq(oidcProviders.slug, "govbr-demo"));
    await only(["ouro"]);
    const before = await sessions();
    const { callback, stateCookie } = await begin("govbr-demo");
    const refused = await send(callback.href, { cookie: stateCookie });
    await only(["prata", "ouro"]);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).detail).toMatch(/level/);
    expect(await sessions()).toBe(before);
  });

  it("takes a person who cancelled at the OP back to the sign-in page, with no session", async () => {
    const before = await sessions();
    const { callback, stateCookie } = await begin("google-demo");
    const cancelled = new URL(callback.pathname, callback);
    cancelled.search = new URLSearchParams({
      error: "access_denied",
      state: callback.searchParams.get("state")!,
    }).toString();
    const answer = await send(cancelled.href, { cookie: stateCookie });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/auth/signin?returnUrl=%2Fhome");
    expect(await sessions()).toBe(before);
  });
});
