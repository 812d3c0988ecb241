import { Effect, Exit } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { personFixture, subscriptionHandlers } from "#tests/mocks/subscription-handlers.ts";
import { SubscriptionError } from "../http/service-errors.ts";
import { SubscriptionUsers, type SubscriptionUsersError } from "./subscription-users.service.ts";

const origin = "http://subscription.test";
const server = setupServer(...subscriptionHandlers(origin));
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const layer = SubscriptionUsers.layer({
  baseUrl: origin,
  language: "en",
  tenantAlias: "sabia",
  institutionCode: "abramede",
  personId: "aluno",
  accessToken: "token-of-aluno",
});
const run = <A>(program: Effect.Effect<A, SubscriptionUsersError, SubscriptionUsers>) =>
  Effect.runPromiseExit(Effect.provide(program, layer));
const failureOf = (exit: Exit.Exit<unknown, SubscriptionUsersError>) =>
  Exit.isFailure(exit)
    ? (exit.cause.reasons[0] as { error?: SubscriptionUsersError } | undefined)?.error
    : undefined;

describe("SubscriptionUsers adapter (MSW)", () => {
  it("decodes a person and sends Accept-Language and the subscription headers", async () => {
    let headers: Record<string, string | null> = {};
    server.use(
      http.get(`${origin}/api/subscription/users/person/:cpf`, ({ request }) => {
        headers = {
          language: request.headers.get("accept-language"),
          tenant: request.headers.get("x-tenant-alias"),
          institution: request.headers.get("x-institution-code"),
          person: request.headers.get("x-person-id"),
          authorization: request.headers.get("authorization"),
        };
        return HttpResponse.json(personFixture);
      }),
    );
    const exit = await run(Effect.flatMap(SubscriptionUsers, (users) => users.personByCpf("52998224725")));
    expect(exit).toEqual(Exit.succeed(personFixture));
    expect(headers).toEqual({
      language: "en",
      tenant: "sabia",
      institution: "abramede",
      person: "aluno",
      authorization: "Bearer token-of-aluno",
    });
  });

  it("without a token a record is refused (401 becomes a SubscriptionError, spec §8)", async () => {
    const anonymous = SubscriptionUsers.layer({ baseUrl: origin, language: "en", tenantAlias: "sabia" });
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(SubscriptionUsers, (users) => users.personByCpf(personFixture.cpf)),
        anonymous,
      ),
    );
    expect(failureOf(exit)).toBeInstanceOf(SubscriptionError);
  });

  it("asks whether a CPF is registered and gets yes or no with the e-mail masked (no token needed)", async () => {
    const anonymous = SubscriptionUsers.layer({ baseUrl: origin, language: "en", tenantAlias: "sabia" });
    const ask = (cpf: string) =>
      Effect.runPromise(
        Effect.provide(
          Effect.flatMap(SubscriptionUsers, (users) => users.personRegistration({ cpf })),
          anonymous,
        ),
      );
    expect(await ask(personFixture.cpf)).toEqual({ registered: true, maskedEmail: "a***@s***.dev" });
    expect(await ask("71460238001")).toEqual({ registered: false, maskedEmail: null });
  });

  it("decodes a locality", async () => {
    const exit = await run(
      Effect.flatMap(SubscriptionUsers, (users) => users.postalCodeLocality("01310-100")),
    );
    expect(Exit.isSuccess(exit) && exit.value.state).toBe("SP");
  });

  it("passes 404 through with the API's message (spec §5 'GetCustomer not found.')", async () => {
    const error = failureOf(
      await run(Effect.flatMap(SubscriptionUsers, (users) => users.linxGetCustomer(7))),
    );
    expect(error).toMatchObject({ _tag: "NotFound", status: 404, detail: "GetCustomer not found." });
  });

  it("passes 503 through", async () => {
    server.use(
      http.get(`${origin}/api/subscription/users/person/:cpf`, () =>
        HttpResponse.json(
          { type: "https://sabia.dev/problems/service-unavailable", status: 503, title: "x", detail: "down" },
          { status: 503, headers: { "Content-Type": "application/problem+json" } },
        ),
      ),
    );
    expect(
      failureOf(await run(Effect.flatMap(SubscriptionUsers, (users) => users.personByCpf("52998224725")))),
    ).toMatchObject({ status: 503 });
  });

  it("turns any other failure into a SubscriptionError carrying message and URL", async () => {
    server.use(
      http.get(
        `${origin}/api/subscription/users/person/by-email/:email`,
        () => new HttpResponse("boom", { status: 500 }),
      ),
    );
    const error = failureOf(
      await run(Effect.flatMap(SubscriptionUsers, (users) => users.personByEmail("aluno@sabia.dev"))),
    );
    expect(error).toBeInstanceOf(SubscriptionError);
    expect((error as SubscriptionError).url).toBe(
      `${origin}/api/subscription/users/person/by-email/aluno@sabia.dev`,
    );
    server.use(
      http.get(`${origin}/api/subscription/users/person/:cpf`, () => HttpResponse.json({ unexpected: true })),
    );
    expect(
      failureOf(await run(Effect.flatMap(SubscriptionUsers, (users) => users.personByCpf("52998224725")))),
    ).toBeInstanceOf(SubscriptionError);
  });

  it("has a test layer for callers' tests", async () => {
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(SubscriptionUsers, (users) => users.personByCpf("1")),
        SubscriptionUsers.layerTest({ personByCpf: () => Effect.succeed(personFixture) }),
      ),
    );
    expect(exit).toEqual(Exit.succeed(personFixture));
  });
});
