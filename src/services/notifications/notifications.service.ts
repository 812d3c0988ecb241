import { Context, Data, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { NotFound, ServiceUnavailable } from "../api/api-errors.ts";
import { notificationsPerPage, type Notification, type NotificationList } from "../api/notifications-api.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { authorizationClient, withBearer } from "../api/authorization.ts";
import type { Unauthorized } from "../api/session-api.ts";
import type { BadRequest } from "../checkout/checkout-failures.ts";
import { messageOf } from "../checkout/checkout-failures.ts";
import { passThroughStatuses, statusOf } from "../http/service-errors.ts";
import { TokenStorage } from "../session/token-storage.ts";

/** Any other failure of the notification service (spec §8 style): its message and the URL called. */
export class NotificationError extends Data.TaggedError("NotificationError")<{
  message: string;
  url: string;
  withToken: boolean;
}> {}

/** 400, 404 and 503 pass through as themselves (spec §8), 401 too (the session guard's business). */
export type NotificationsFailure =
  BadRequest | NotFound | ServiceUnavailable | Unauthorized | NotificationError;

export interface NotificationsApi {
  /** One page (spec §9: 10 a page) of the person's in-app notifications, newest first. */
  readonly list: (page: number) => Effect.Effect<NotificationList, NotificationsFailure>;
  /** Tells the server one notification was read (the soft read has already shown it). */
  readonly markRead: (recipientId: number) => Effect.Effect<Notification, NotificationsFailure>;
  /** Marks every in-app notification of the person as read. */
  readonly markAllRead: () => Effect.Effect<void, NotificationsFailure>;
}

export interface NotificationsOptions {
  /** Origin of the platform API (it lives under /api there), e.g. window.location.origin. */
  baseUrl: string;
  language: string;
}

const toFailure =
  (url: string) =>
  (error: unknown): NotificationsFailure => {
    const status = statusOf(error);
    if (status === 401 || (status !== null && (passThroughStatuses as readonly number[]).includes(status)))
      return error as NotificationsFailure;
    return new NotificationError({ message: messageOf(error), url, withToken: true });
  };

const makeClient = (options: NotificationsOptions) =>
  Effect.gen(function* () {
    const tokens = yield* TokenStorage;
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeaders({ "Accept-Language": options.language })),
    );
    const client = yield* HttpApiClient.group(PlatformApi, {
      group: "notifications",
      httpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(authorizationClient));
    const urlOf = (path: string) => `${options.baseUrl}/api/notification${path}`;

    /** With the stored token; without one nothing is sent. */
    const authorized = <A, E>(path: string, call: () => Effect.Effect<A, E>) =>
      Effect.flatMap(tokens.read, (token) =>
        token === null
          ? Effect.fail<NotificationsFailure>(
              new NotificationError({
                message: "No access token: the person is not signed in.",
                url: urlOf(path),
                withToken: false,
              }),
            )
          : Effect.mapError(withBearer(`Bearer ${token}`)(call()), toFailure(urlOf(path))),
      );

    const api: NotificationsApi = {
      list: (page) =>
        authorized(`/notifications?deliveryMode=application&page=${page}`, () =>
          client.notifications({
            query: { deliveryMode: "application", page, perPage: notificationsPerPage },
          }),
        ),
      markRead: (recipientId) =>
        authorized(`/recipients/${recipientId}`, () =>
          client.markRead({
            params: { id: recipientId },
            payload: { isRead: true },
          }),
        ),
      markAllRead: () =>
        authorized("/recipients/read-all", () =>
          client.readAll({ payload: { deliveryMode: "application" } }),
        ).pipe(Effect.asVoid),
    };
    return api;
  });

const notStubbed = (name: string) => () =>
  Effect.fail(new NotificationError({ message: `${name} is not stubbed`, url: "test://", withToken: false }));

/** Spec §7 notification calls over the shared contract; the token comes from TokenStorage. */
export class NotificationsService extends Context.Service<NotificationsService, NotificationsApi>()(
  "sabia/NotificationsService",
) {
  static layer(options: NotificationsOptions): Layer.Layer<NotificationsService, never, TokenStorage> {
    return Layer.effect(NotificationsService)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }

  /** For machines' tests: unlisted calls fail with a NotificationError naming the call. */
  static layerTest(implementation: Partial<NotificationsApi>) {
    return Layer.succeed(NotificationsService)({
      list: implementation.list ?? notStubbed("list"),
      markRead: implementation.markRead ?? notStubbed("markRead"),
      markAllRead: implementation.markAllRead ?? notStubbed("markAllRead"),
    });
  }
}
