import { Effect, Exit, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TokenStorage } from "../session/token-storage.ts";
import { notificationFixture, notificationPageFixture } from "./notification.fixtures.ts";
import { NotificationsService } from "./notifications.service.ts";

const origin = "http://notifications.test";
const base = `${origin}/api/notification`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const layerWith = (token: string | null) =>
  NotificationsService.layer({ baseUrl: origin, language: "en" }).pipe(
    Layer.provide(TokenStorage.memory(token)),
  );

const run = <A>(
  program: (service: NotificationsService["Service"]) => Effect.Effect<A, unknown>,
  token: string | null = "tok-1",
) => Effect.runPromiseExit(Effect.provide(Effect.flatMap(NotificationsService, program), layerWith(token)));

const failureOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? (exit.cause.reasons[0] as { error?: unknown } | undefined)?.error : undefined;

const problem = (status: number, slug: string) =>
  HttpResponse.json(
    { type: `https://sabia.dev/problems/${slug}`, status, title: "x", detail: `${slug} detail` },
    { status, headers: { "Content-Type": "application/problem+json" } },
  );

describe("NotificationsService (MSW)", () => {
  it("asks for a page of 10 in-app notifications with the bearer token and decodes it", async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      http.get(`${base}/notifications`, ({ request }) => {
        const url = new URL(request.url);
        seen = {
          deliveryMode: url.searchParams.get("deliveryMode"),
          page: url.searchParams.get("page"),
          perPage: url.searchParams.get("perPage"),
          authorization: request.headers.get("authorization"),
          language: request.headers.get("accept-language"),
        };
        return HttpResponse.json(notificationPageFixture(2, 25));
      }),
    );
    const exit = await run((service) => service.list(2));
    expect(exit).toEqual(Exit.succeed(notificationPageFixture(2, 25)));
    expect(seen).toEqual({
      deliveryMode: "application",
      page: "2",
      perPage: "10",
      authorization: "Bearer tok-1",
      language: "en",
    });
  });

  it("marks one read with PATCH recipients/{id} {isRead: true}", async () => {
    let body: unknown = null;
    let id = "";
    server.use(
      http.patch(`${base}/recipients/:id`, async ({ request, params }) => {
        body = await request.json();
        id = String(params["id"]);
        return HttpResponse.json(notificationFixture(7, { isRead: true }));
      }),
    );
    const exit = await run((service) => service.markRead(7));
    expect(exit).toEqual(Exit.succeed(notificationFixture(7, { isRead: true })));
    expect({ id, body }).toEqual({ id: "7", body: { isRead: true } });
  });

  it("marks all read with PATCH recipients/read-all {deliveryMode: application}", async () => {
    let body: unknown = null;
    server.use(
      http.patch(`${base}/recipients/read-all`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ updated: 4, totalUnread: 0 });
      }),
    );
    expect(await run((service) => service.markAllRead())).toEqual(Exit.succeed(undefined));
    expect(body).toEqual({ deliveryMode: "application" });
  });

  it.each([
    [404, "not-found", "NotFound"],
    [503, "service-unavailable", "ServiceUnavailable"],
    [401, "unauthorized", "Unauthorized"],
  ])("passes %i through as %s", async (status, slug, tag) => {
    server.use(http.patch(`${base}/recipients/:id`, () => problem(status, slug)));
    expect(failureOf(await run((service) => service.markRead(99)))).toMatchObject({ _tag: tag });
  });

  it("turns anything else (a 500, a malformed answer, no network) into a NotificationError with the URL", async () => {
    for (const answer of [
      () => HttpResponse.json({ oops: true }, { status: 500 }),
      () => HttpResponse.json({ results: "nope" }),
      () => HttpResponse.error(),
    ]) {
      server.use(http.get(`${base}/notifications`, answer));
      expect(failureOf(await run((service) => service.list(1)))).toMatchObject({
        _tag: "NotificationError",
        url: `${base}/notifications?deliveryMode=application&page=1`,
      });
    }
  });

  it("sends nothing without a token", async () => {
    const failure = failureOf(await run((service) => service.list(1), null)) as {
      _tag: string;
      withToken: boolean;
    };
    expect(failure).toMatchObject({ _tag: "NotificationError", withToken: false });
  });
});
