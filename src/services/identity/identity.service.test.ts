import { Effect, Exit, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  absoluteLogoUrl,
  Identity,
  IdentityError,
  signUpTarget,
  type IdentityOptions,
} from "./identity.service.ts";

const origin = "http://identity.test";
const options: IdentityOptions = {
  baseUrl: origin,
  language: "es",
  applicationAlias: "artmed-marketplace",
  tenantAlias: "sabia",
};
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const run = <A>(program: Effect.Effect<A, IdentityError, Identity>) =>
  Effect.runPromiseExit(Effect.provide(program, Identity.layer(options)));
const problem = (status: number, type: string, body: Record<string, unknown>) =>
  HttpResponse.json(
    { type: `https://sabia.dev/problems/${type}`, status, title: "x", detail: "d", ...body },
    { status, headers: { "Content-Type": "application/problem+json" } },
  );
const failureOf = (exit: Exit.Exit<unknown, IdentityError>) =>
  Exit.isFailure(exit) ? (exit.cause.reasons[0] as { error?: IdentityError } | undefined)?.error : undefined;

describe("Identity adapter (MSW)", () => {
  it("signs in with the captcha in a header, Accept-Language set, and decodes the answer", async () => {
    let seen: { captcha: string | null; language: string | null; body: unknown } | null = null;
    server.use(
      http.post(`${origin}/api/auth/signin/tenants/sabia`, async ({ request }) => {
        seen = {
          captcha: request.headers.get("captcha"),
          language: request.headers.get("accept-language"),
          body: await request.json(),
        };
        return HttpResponse.json({ accessToken: "a.b.c", secondFactor: null });
      }),
    );
    const exit = await run(
      Effect.flatMap(Identity, (identity) =>
        identity.signIn({ username: "aluno", password: "Sabia@2026", captcha: "solved" }),
      ),
    );
    expect(exit).toEqual(Exit.succeed({ accessToken: "a.b.c", secondFactor: null }));
    expect(seen).toEqual({
      captcha: "solved",
      language: "es",
      body: { username: "aluno", password: "Sabia@2026", applicationAlias: "artmed-marketplace" },
    });
  });

  it("maps problems to their AuthFailure code and field", async () => {
    server.use(
      http.post(`${origin}/api/auth/signin/tenants/sabia`, () =>
        problem(401, "identity-unauthorized", { code: "invalidCredentials" }),
      ),
      http.post(`${origin}/api/users/tenants/sabia`, () =>
        problem(409, "identity-conflict", { code: "cpfAlreadyRegistered", field: "cpf" }),
      ),
      http.post(`${origin}/api/subscription/users/validate-authentication-code`, () =>
        problem(429, "identity-throttled", { code: "tooManyAttempts", retryAfterSeconds: 30 }),
      ),
      http.get(`${origin}/api/users/password/reset/check/:token`, () =>
        problem(410, "identity-gone", { code: "resetTokenUsed" }),
      ),
      http.post(`${origin}/api/users/tenants/sabia/applications/artmed-marketplace/password/reset`, () =>
        problem(502, "identity-bad-gateway", { code: "emailSendFailed" }),
      ),
      http.post(`${origin}/api/users/tenants/sabia/applications/artmed-marketplace/username/recover`, () =>
        problem(502, "identity-bad-gateway", { code: "emailSendFailed" }),
      ),
    );
    const signIn = await run(
      Effect.flatMap(Identity, (identity) => identity.signIn({ username: "x", password: "y", captcha: "c" })),
    );
    expect(failureOf(signIn)).toMatchObject({ failure: "invalidCredentials", status: 401 });
    const person = { cpf: "1", name: "n", email: "e", username: "u", password: "p", cellphone: "c" };
    expect(
      failureOf(await run(Effect.flatMap(Identity, (identity) => identity.signUp(person, "c")))),
    ).toMatchObject({ failure: "cpfAlreadyRegistered", field: "cpf" });
    expect(
      failureOf(await run(Effect.flatMap(Identity, (identity) => identity.validateCode("id", "123456")))),
    ).toMatchObject({ failure: "tooManyAttempts" });
    expect(
      failureOf(await run(Effect.flatMap(Identity, (identity) => identity.checkResetToken("t")))),
    ).toMatchObject({ failure: "resetTokenUsed" });
    // Spec §4/§8: the e-mail could not be sent (502) → "error sending confirmation e-mail".
    expect(
      failureOf(
        await run(Effect.flatMap(Identity, (identity) => identity.requestPasswordReset("aluno", "c"))),
      ),
    ).toMatchObject({ failure: "emailSendFailed", status: 502 });
    expect(
      failureOf(await run(Effect.flatMap(Identity, (identity) => identity.recoverUsername("a@b.c", "c")))),
    ).toMatchObject({ failure: "emailSendFailed", status: 502 });
  });

  it("turns 503, a network failure and an undecodable answer into serviceUnavailable / unexpected", async () => {
    server.use(
      http.post(`${origin}/api/auth/signin/tenants/sabia`, () => problem(503, "service-unavailable", {})),
      http.post(`${origin}/api/subscription/users/generate-authentication-code`, () => HttpResponse.error()),
      http.put(`${origin}/api/users/password/confirm`, () => HttpResponse.json({ nonsense: true })),
    );
    expect(
      failureOf(
        await run(
          Effect.flatMap(Identity, (identity) =>
            identity.signIn({ username: "x", password: "y", captcha: null }),
          ),
        ),
      ),
    ).toMatchObject({ failure: "serviceUnavailable" });
    expect(
      failureOf(await run(Effect.flatMap(Identity, (identity) => identity.resendCode("id")))),
    ).toMatchObject({ failure: "serviceUnavailable" });
    expect(
      failureOf(await run(Effect.flatMap(Identity, (identity) => identity.confirmPassword("t", "p")))),
    ).toMatchObject({ failure: "unexpected" });
  });

  it("operation mode (spec §6): sign-in, reset and recovery go to the operation application's own paths", async () => {
    const seen: string[] = [];
    const sent = ({ request }: { request: Request }) => {
      seen.push(new URL(request.url).pathname);
      return HttpResponse.json({ status: "sent" });
    };
    server.use(
      http.post(`${origin}/api/users/operation/applications/artmed-marketplace/password/reset`, sent),
      http.post(`${origin}/api/users/operation/applications/artmed-marketplace/username/recover`, sent),
      http.post(`${origin}/api/auth/signin/operations`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json({ accessToken: "a.b.c", secondFactor: null });
      }),
    );
    const exit = await run(
      Effect.flatMap(Identity, (identity) =>
        Effect.all([
          identity.requestPasswordReset("operador", "c", true),
          identity.recoverUsername("operador@sabia.dev", "c", true),
          identity.signIn({ username: "operador", password: "p", captcha: "c", operation: true }),
        ]),
      ),
    );
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(seen).toEqual([
      "/api/users/operation/applications/artmed-marketplace/password/reset",
      "/api/users/operation/applications/artmed-marketplace/username/recover",
      "/api/auth/signin/operations",
    ]);
  });

  it("sends the bearer token for me and the test layer fails what it was not given", async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${origin}/api/users/me`, ({ request }) => {
        authorization = request.headers.get("authorization");
        return problem(401, "identity-unauthorized", { code: "invalidCredentials" });
      }),
    );
    await run(Effect.flatMap(Identity, (identity) => identity.me("tok")));
    expect(authorization).toBe("Bearer tok");
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(Identity, (identity) => identity.recoverUsername("a@b.c", "c")),
        Layer.mergeAll(Identity.layerTest({})),
      ),
    );
    expect(failureOf(exit)).toMatchObject({ failure: "unexpected" });
  });

  it("sign-up goes to the form the application's owner chooses, and every mail request carries the logo", async () => {
    const seen: { path: string; query: string; body: Record<string, unknown> }[] = [];
    const record =
      (answer: Record<string, unknown>) =>
      async ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        seen.push({
          path: url.pathname,
          query: url.search,
          body: (await request.json()) as Record<string, unknown>,
        });
        return HttpResponse.json(answer);
      };
    server.use(
      http.post(`${origin}/api/users/tenants/sabia/ies/abramede`, record({ accessToken: "a.b.c" })),
      http.post(`${origin}/api/users/tenants/horizonte`, record({ accessToken: "a.b.c" })),
      http.post(
        `${origin}/api/users/tenants/sabia/applications/sabia-portal/password/reset`,
        record({ status: "sent" }),
      ),
      http.post(
        `${origin}/api/users/tenants/sabia/applications/sabia-portal/username/recover`,
        record({ status: "sent" }),
      ),
    );
    const portal: IdentityOptions = {
      ...options,
      applicationAlias: "sabia-portal",
      owner: { type: "ies", tenantAlias: "sabia", iesAlias: "abramede" },
      applicationLogoUrl: "/api/media/application/sabia-portal.svg",
    };
    const person = {
      cpf: "529.982.247-25",
      name: "Ana",
      email: "ana@example.com",
      username: "ana",
      password: "Nova#Senha9",
      cellphone: "(11) 98765-4321",
    };
    const logo = `${origin}/api/media/application/sabia-portal.svg`;
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(Identity, (identity) =>
          Effect.all([
            identity.signUp(person, "c"),
            identity.requestPasswordReset("ana", "c"),
            identity.recoverUsername("ana@example.com", "c"),
          ]),
        ),
        Identity.layer(portal),
      ),
    );
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(seen.map(({ path, query }) => `${path}${query}`)).toEqual([
      "/api/users/tenants/sabia/ies/abramede?sendEmail=true",
      "/api/users/tenants/sabia/applications/sabia-portal/password/reset",
      "/api/users/tenants/sabia/applications/sabia-portal/username/recover",
    ]);
    for (const { body } of seen) expect(body["applicationLogoUrl"]).toBe(logo);
    expect(seen[0]!.body["applicationAlias"]).toBe("sabia-portal");

    // A tenant-owned application on another tenant's host signs up at that tenant.
    seen.length = 0;
    const tenantOwned = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(Identity, (identity) => identity.signUp(person, "c")),
        Identity.layer({ ...options, owner: { type: "tenant", tenantAlias: "horizonte" } }),
      ),
    );
    expect(Exit.isSuccess(tenantOwned)).toBe(true);
    expect(seen[0]!.path).toBe("/api/users/tenants/horizonte");
    expect(seen[0]!.body).not.toHaveProperty("applicationLogoUrl");
  });

  it("chooses the sign-up form and the logo URL by rule", () => {
    expect(signUpTarget({ tenantAlias: "sabia" })).toEqual({ tenant: "sabia", ies: null });
    expect(
      signUpTarget({ tenantAlias: "sabia", owner: { type: "ies", tenantAlias: "sabia", iesAlias: "bipp" } }),
    ).toEqual({
      tenant: "sabia",
      ies: "bipp",
    });
    expect(signUpTarget({ tenantAlias: "sabia", owner: null }, { iesAlias: "hcfmusp" })).toEqual({
      tenant: "sabia",
      ies: "hcfmusp",
    });
    expect(absoluteLogoUrl("/logo.svg", "https://sabia.example")).toBe("https://sabia.example/logo.svg");
    expect(absoluteLogoUrl("https://cdn.example/l.png", "https://sabia.example")).toBe(
      "https://cdn.example/l.png",
    );
    expect(absoluteLogoUrl("javascript:alert(1)", "https://sabia.example")).toBeUndefined();
    expect(absoluteLogoUrl(null, "https://sabia.example")).toBeUndefined();
  });
});
