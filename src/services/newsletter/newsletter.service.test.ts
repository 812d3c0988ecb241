import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { invalidNewsletterFields, subscribeToNewsletter, type NewsletterInput } from "./newsletter.service.ts";

const origin = "http://newsletter.test";
const endpoint = `${origin}/api/subscription/newsletter`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const valid: NewsletterInput = { name: "Ana", email: "ana@example.com", consent: true, language: "en" };
const problem = (status: number, body: Record<string, unknown>) =>
  HttpResponse.json(body, { status, headers: { "content-type": "application/problem+json" } });

describe("newsletter adapter", () => {
  it("names every invalid field in form order without calling the API", () => {
    expect(invalidNewsletterFields({ name: " ", email: "x@", consent: false, language: "pt-BR" })).toEqual([
      "name",
      "email",
      "consent",
    ]);
    expect(invalidNewsletterFields({ ...valid, email: "ana@example" })).toEqual(["email"]);
    expect(invalidNewsletterFields(valid)).toEqual([]);
  });

  it("sends the trimmed form and answers subscribed on 201", async () => {
    let body: unknown = null;
    server.use(
      http.post(endpoint, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: "subscribed" }, { status: 201 });
      }),
    );
    const outcome = await subscribeToNewsletter({ ...valid, name: " Ana ", email: " ana@example.com " }, { baseUrl: origin });
    expect(outcome).toEqual({ status: "subscribed" });
    expect(body).toEqual({ name: "Ana", email: "ana@example.com", consent: true, language: "en" });
  });

  it("maps 409 newsletterDuplicate to duplicate", async () => {
    server.use(
      http.post(endpoint, () =>
        problem(409, {
          type: "https://sabia.dev/problems/newsletter-duplicate",
          status: 409,
          title: "Conflict",
          detail: "already",
          code: "newsletterDuplicate",
          field: "email",
        }),
      ),
    );
    expect(await subscribeToNewsletter(valid, { baseUrl: origin })).toEqual({ status: "duplicate" });
  });

  it("maps a 400 problem to the field it names", async () => {
    server.use(
      http.post(endpoint, () =>
        problem(400, {
          type: "about:blank",
          status: 400,
          title: "Bad Request",
          detail: 'Invalid body field "email"',
          errors: [{ path: ["payload", "email"], message: "bad" }],
        }),
      ),
    );
    expect(await subscribeToNewsletter(valid, { baseUrl: origin })).toEqual({ status: "invalid", fields: ["email"] });
  });

  it.each([
    [503, { type: "https://sabia.dev/problems/service-unavailable", status: 503, title: "Service Unavailable", detail: "db" }],
    [500, { type: "about:blank", status: 500, title: "Internal Server Error" }],
  ])("maps %i to unavailable", async (status, body) => {
    server.use(http.post(endpoint, () => problem(status, body)));
    expect(await subscribeToNewsletter(valid, { baseUrl: origin })).toEqual({ status: "unavailable" });
  });

  it("maps a network failure to unavailable", async () => {
    server.use(http.post(endpoint, () => HttpResponse.error()));
    expect(await subscribeToNewsletter(valid, { baseUrl: origin })).toEqual({ status: "unavailable" });
  });
});
