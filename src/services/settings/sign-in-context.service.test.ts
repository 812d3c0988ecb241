import { Effect } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultSignInContext } from "./default-sign-in-context.ts";
import { SignInSettings, signInContextOf } from "./sign-in-context.service.ts";

const origin = "http://settings.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const load = (hostname: string) =>
  Effect.runPromise(
    Effect.provide(signInContextOf(hostname), SignInSettings.layer({ baseUrl: origin, language: "pt-BR" })),
  );
const answer = (url: string) => ({
  ...defaultSignInContext("hc.localhost"),
  tenantAlias: "hcfmusp",
  authenticationModes: {
    userName: false,
    hasAuthByEmail: true,
    hasAuthBySaml: true,
    samlRequest: { url },
    lti: false,
  },
  createAccountEnabled: false,
});

describe("SignInSettings adapter (MSW)", () => {
  it("asks for the hostname and keeps an https SSO address", async () => {
    let asked: string | null = null;
    let application: string | null = null;
    server.use(
      http.get(`${origin}/api/settings/sign-in-context`, ({ request }) => {
        asked = new URL(request.url).searchParams.get("hostname");
        application = new URL(request.url).searchParams.get("applicationAlias");
        return HttpResponse.json(answer("https://idp.example.org/sso"));
      }),
    );
    const context = await load("hc.localhost:3000");
    expect(asked).toBe("hc.localhost:3000");
    // The client's own application: its owner on the host and its logo come back.
    expect(application).toBe("artmed-marketplace");
    expect(context).toMatchObject({ tenantAlias: "hcfmusp", createAccountEnabled: false });
    expect(context.authenticationModes.samlRequest).toEqual({ url: "https://idp.example.org/sso" });
  });

  it("drops an SSO address that is not absolute http(s) even if the API sends one, and falls back on failure", async () => {
    server.use(
      http.get(`${origin}/api/settings/sign-in-context`, () =>
        HttpResponse.json(answer("javascript:alert(1)")),
      ),
    );
    expect((await load("hc.localhost")).authenticationModes).toMatchObject({
      hasAuthBySaml: false,
      samlRequest: null,
    });
    server.use(http.get(`${origin}/api/settings/sign-in-context`, () => HttpResponse.error()));
    expect(await load("hc.localhost")).toEqual(defaultSignInContext("hc.localhost"));
  });
});
