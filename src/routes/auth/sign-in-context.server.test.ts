import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultSignInContext } from "#src/services/settings/default-sign-in-context.ts";
import { loadSignInContext } from "./sign-in-context.server.ts";

const origin = "http://platform-api.test";
const endpoint = `${origin}/api/settings/sign-in-context`;
const server = setupServer();
beforeAll(() => {
  vi.stubEnv("API_ORIGIN", origin);
  server.listen({ onUnhandledFrame: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

const pageRequest = new Request("http://hcfmusp.localhost:4173/curso/x", {
  headers: { "accept-language": "en" },
});

describe("loadSignInContext (loaders of the auth and marketplace layouts)", () => {
  it("asks for the request's own host in the request's language", async () => {
    let asked: { hostname: string | null; language: string | null } | null = null;
    server.use(
      http.get(endpoint, ({ request }) => {
        asked = {
          hostname: new URL(request.url).searchParams.get("hostname"),
          language: request.headers.get("accept-language"),
        };
        return HttpResponse.json({
          ...defaultSignInContext("hcfmusp.localhost:4173"),
          tenantAlias: "hcfmusp",
        });
      }),
    );
    expect(await loadSignInContext(pageRequest)).toMatchObject({ tenantAlias: "hcfmusp" });
    expect(asked).toEqual({ hostname: "hcfmusp.localhost:4173", language: "en" });
  });

  it("gives the default context of that host when the API fails, so the page continues", async () => {
    server.use(http.get(endpoint, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    expect(await loadSignInContext(pageRequest)).toEqual(defaultSignInContext("hcfmusp.localhost:4173"));
    server.use(http.get(endpoint, () => HttpResponse.error()));
    expect(await loadSignInContext(pageRequest)).toEqual(defaultSignInContext("hcfmusp.localhost:4173"));
  });
});
