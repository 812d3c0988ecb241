import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  invalidNewsletterFields,
  subscribeToNewsletter,
  type NewsletterInput,
} from "./newsletter.service.ts";

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

  it("sends the trimmed form and answers subscribed on 202", async () => {
    let body: unknown = null;
    server.use(
      http.post(endpoint, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: "subscribed" }, { status: 202 });
      }),
    );
    const outcome = await subscribeToNewsletter(
      { ...valid, name: " Ana ", email: " ana@example.com " },
      { baseUrl: origin },
    );
    expect(outcome).toEqual({ status: "subscribed" });
    expect(body).toEqual({ name: "Ana", email: "ana@example.com", consent: true, language: "en" });
  });

  it("maps 429 newsletterThrottled to throttled", async () => {
    server.use(
      http.post(endpoint, () =>
        problem(429, {
          type: "https://sabia.dev/problems/newsletter-throttled",
          status: 429,
          title: "Too Many Requests",
          detail: "later",
          code: "newsletterThrottled",
          retryAfterSeconds: 600,
        }),
      ),
    );
    expect(await subscribeToNewsletter(valid, { baseUrl: origin })).toEqual({ status: "throttled" });
  });

  it("sends the visitor's address headers when a page calls for a visitor", async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      http.post(endpoint, ({ request }) => {
        seen = {
          peer: request.headers.get("x-sabia-client-peer"),
          forwardedFor: request.headers.get("x-forwarded-for"),
        };
        return HttpResponse.json({ status: "subscribed" }, { status: 202 });
      }),
    );
    const visitorHeaders = { "x-sabia-client-peer": "192.0.2.7", "x-forwarded-for": "198.51.100.1" };
    expect(await subscribeToNewsletter(valid, { baseUrl: origin, visitorHeaders })).toEqual({
      status: "subscribed",
    });
    expect(seen).toEqual({ peer: "192.0.2.7", forwardedFor: "198.51.100.1" });
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
    expect(await subscribeToNewsletter(valid, { baseUrl: origin })).toEqual({
      status: "invalid",
      fields: ["email"],
    });
  });

  it.each([
    [
      503,
      {
        type: "https://sabia.dev/problems/service-unavailable",
        status: 503,
        title: "Service Unavailable",
        detail: "db",
      },
    ],
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
