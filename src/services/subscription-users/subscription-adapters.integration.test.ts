import { Effect, Exit } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "#server/db/test-databases.ts";
import { startTestApi, type TestApi } from "#server/api/test-server.ts";
import { Catalogue, runCatalogue } from "../catalog/catalog.service.ts";
import { SubscriptionUsers } from "./subscription-users.service.ts";
import { solvedCaptcha } from "#server/api/identity-test-kit.ts";

/** The client adapters against the real reference server on PGlite (issue 3). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(testEngines()[0]!);
}, 60_000);
afterAll(() => api?.close());

describe("subscription adapters against the reference server", () => {
  it("searches, reads a course and lists areas through the Catalogue adapter", async () => {
    const options = { baseUrl: api.url, language: "pt-BR" };
    const result = await runCatalogue(
      Effect.flatMap(Catalogue, (client) =>
        client.searchCourses({ query: { searchText: "saude mental", page: 1, itemsPerPage: 8 } }),
      ),
      options,
    );
    expect(result.courses[0]!.courseArea.name).toBe("Saúde Mental");
    const course = await runCatalogue(
      Effect.flatMap(Catalogue, (client) =>
        client.courseByFriendlyUrl({ query: { friendlyUrl: "uti-online-2-edicao" } }),
      ),
      options,
    );
    expect(course.legacyProductNumber).toBe("2001");
    const areas = await runCatalogue(
      Effect.flatMap(Catalogue, (client) => client.areasAndCategories()),
      options,
    );
    expect(areas).toHaveLength(10);
    await expect(
      runCatalogue(
        Effect.flatMap(Catalogue, (client) =>
          client.brandByFriendlyUrl({ query: { friendlyUrl: "nao-existe" } }),
        ),
        options,
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("looks up a person, a locality and the external customer system through SubscriptionUsers", async () => {
    // A person's record is served to that person (issue 25): sign in as aluno first.
    const signIn = await fetch(`${api.url}/api/auth/signin/tenants/sabia`, {
      method: "POST",
      headers: { "content-type": "application/json", captcha: await solvedCaptcha(api.url) },
      body: JSON.stringify({
        username: "aluno",
        password: "Sabia@2026",
        applicationAlias: "artmed-marketplace",
      }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const layer = SubscriptionUsers.layer({
      baseUrl: api.url,
      language: "pt-BR",
      tenantAlias: "sabia",
      accessToken,
    });
    const run = <A, E>(program: Effect.Effect<A, E, SubscriptionUsers>) =>
      Effect.runPromiseExit(Effect.provide(program, layer));
    const person = await run(
      Effect.flatMap(SubscriptionUsers, (users) => users.personByEmail("aluno@sabia.dev")),
    );
    expect(Exit.isSuccess(person) && person.value.cpf).toBe("52998224725");
    const registration = await run(
      Effect.flatMap(SubscriptionUsers, (users) => users.personRegistration({ email: "gestora@sabia.dev" })),
    );
    expect(Exit.isSuccess(registration) && registration.value).toEqual({
      registered: true,
      maskedEmail: "g***@s***.dev",
    });
    const locality = await run(
      Effect.flatMap(SubscriptionUsers, (users) => users.postalCodeLocality("90010-000")),
    );
    expect(Exit.isSuccess(locality) && locality.value).toMatchObject({ state: "RS", city: "Porto Alegre" });
    const customers = await run(
      Effect.flatMap(SubscriptionUsers, (users) =>
        users.linxGetCustomerByCondition("Email == 'aluno@sabia.dev'"),
      ),
    );
    expect(Exit.isSuccess(customers) && customers.value.result[0]!.customerId).toBe(1001);
    const missing = await run(
      Effect.flatMap(SubscriptionUsers, (users) => users.linxGetCustomerByCondition("nobody")),
    );
    expect(
      Exit.isFailure(missing) && (missing.cause.reasons[0] as { error?: { detail?: string } }).error?.detail,
    ).toBe("GetCustomerByEmail not found.");
  });
});
