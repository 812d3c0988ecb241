import { Effect } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { courseFixture, subscriptionHandlers } from "#tests/mocks/subscription-handlers.ts";
import { SubscriptionError } from "../http/service-errors.ts";
import { Catalogue, runCatalogue } from "./catalog.service.ts";

const origin = "http://catalogue.test";
const server = setupServer(...subscriptionHandlers(origin));
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options = { baseUrl: origin, language: "pt-BR" };

describe("Catalogue adapter (MSW)", () => {
  it("decodes a course document and sends Accept-Language", async () => {
    let language: string | null = null;
    server.use(
      http.get(`${origin}/api/subscription/courses/by-friendly-url`, ({ request }) => {
        language = request.headers.get("accept-language");
        return HttpResponse.json(courseFixture);
      }),
    );
    const course = await runCatalogue(
      Effect.flatMap(Catalogue, (client) =>
        client.courseByFriendlyUrl({ query: { friendlyUrl: "uti-online-2-edicao" } }),
      ),
      options,
    );
    expect(course.name).toBe("UTI Online 2ª Edição");
    expect(language).toBe("pt-BR");
  });

  it("sends the search query and decodes the result", async () => {
    let query = "";
    server.use(
      http.get(`${origin}/api/subscription/courses/search`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          courses: [courseFixture],
          totalPages: 1,
          resultsFound: 1,
          page: 1,
          itemsPerPage: 8,
        });
      }),
    );
    const result = await runCatalogue(
      Effect.flatMap(Catalogue, (client) =>
        client.searchCourses({ query: { page: 1, itemsPerPage: 8, searchText: "uti", orderBy: "4" } }),
      ),
      options,
    );
    expect(result.resultsFound).toBe(1);
    expect(new URLSearchParams(query).get("orderBy")).toBe("4");
  });

  it("rejects with the 404 problem itself", async () => {
    await expect(
      runCatalogue(
        Effect.flatMap(Catalogue, (client) =>
          client.courseByFriendlyUrl({ query: { friendlyUrl: "nao-existe" } }),
        ),
        options,
      ),
    ).rejects.toMatchObject({ _tag: "NotFound", status: 404 });
  });

  it("turns a 500 into a SubscriptionError with message and URL", async () => {
    server.use(
      http.get(`${origin}/api/subscription/brands`, () => new HttpResponse("boom", { status: 500 })),
    );
    const failure = await runCatalogue(
      Effect.flatMap(Catalogue, (client) => client.brands()),
      options,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SubscriptionError);
    expect((failure as SubscriptionError).url).toBe(origin);
  });
});
