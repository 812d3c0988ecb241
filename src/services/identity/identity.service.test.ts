import { Effect, Exit, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Identity, IdentityError, type IdentityOptions } from "./identity.service.ts";

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
      failureOf(await run(Effect.flatMap(Identity, (identity) => identity.requestPasswordReset("aluno", "c")))),
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
});
