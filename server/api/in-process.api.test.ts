import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Catalogue, runCatalogue } from "#src/services/catalog/catalog.service.ts";
import { testEngines } from "../db/test-databases.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

const [pglite] = testEngines();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(pglite!);
}, 60_000);
afterAll(() => api?.close());

const course = (friendlyUrl: string) =>
  Effect.flatMap(Catalogue, (client) => client.courseByFriendlyUrl({ query: { friendlyUrl } }));
// An origin nothing listens on: only the in-process fetch can answer for it.
const nowhere = "http://127.0.0.1:9";

describe("in-process transport (ADR 033)", () => {
  it("answers a page loader's catalogue call exactly as the API over HTTP does", async () => {
    const overHttp = await runCatalogue(course("uti-online-2-edicao"), {
      baseUrl: api.url,
      language: "pt-BR",
    });
    const inProcess = await runCatalogue(course("uti-online-2-edicao"), {
      baseUrl: nowhere,
      language: "pt-BR",
      fetch: api.fetch,
    });
    expect(inProcess).toEqual(overHttp);
    expect(inProcess.friendlyUrl).toBe("uti-online-2-edicao");
  });

  it("passes a 404 through as the contract's NotFound, as over HTTP", async () => {
    const failure = await runCatalogue(course("no-such-course"), {
      baseUrl: nowhere,
      language: "pt-BR",
      fetch: api.fetch,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ _tag: "NotFound" });
  });

  it("keeps the API's request guard: bad input is a 400 naming the field, never a 500", async () => {
    const response = await api.fetch(`${nowhere}/api/subscription/courses/search?orderBy=9`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("orderBy");
  });

  it("gives up on a call that does not answer within the loader timeout: a 503, not a hung page", async () => {
    const started = performance.now();
    const failure = await runCatalogue(course("uti-online-2-edicao"), {
      baseUrl: nowhere,
      language: "pt-BR",
      fetch: () => new Promise<Response>(() => {}),
      timeoutMs: 100,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ _tag: "ServiceUnavailable", status: 503 });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
