import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as courseLoader } from "./course.route.tsx";
import { loader as searchLoader } from "./search.route.tsx";

/**
 * Spec §8 'Error connecting to server': when the API gives no answer at all, a page that needs it answers 502
 * (the error page then says it could not connect), not a generic 500. Port 9 (discard) is closed here.
 */
let previousOrigin: string | undefined;
beforeAll(() => {
  previousOrigin = process.env.API_ORIGIN;
  process.env.API_ORIGIN = "http://127.0.0.1:9";
});
afterAll(() => {
  if (previousOrigin === undefined) delete process.env.API_ORIGIN;
  else process.env.API_ORIGIN = previousOrigin;
});

const statusOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 200;
  } catch (thrown) {
    const init = (thrown as { init?: { status?: number } | null }).init;
    return init?.status ?? 500;
  }
};

describe("a page whose API does not answer", () => {
  it("the course page answers 502", async () => {
    const request = new Request("http://localhost/curso/uti-online-2-edicao");
    expect(
      await statusOf(() => courseLoader({ request, params: { slug: "uti-online-2-edicao" } } as never)),
    ).toBe(502);
  });

  it("the search page answers 502 (its filters, optional, are left out quietly)", async () => {
    const request = new Request("http://localhost/busca?termo=uti");
    expect(await statusOf(() => searchLoader({ request, params: {} } as never))).toBe(502);
  });
});
