import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { SupportAction } from "#src/domain/support-queue/support-queue.ts";
import { authorizationClient, withBearer } from "../api/authorization.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import type { SupportItem, SupportQueue } from "../api/support-queue-api.ts";
import { messageOf } from "../checkout/checkout-failures.ts";
import { contractRefusal } from "../http/contract-refusal.ts";
import { statusOf, SubscriptionErrorWithToken } from "../http/service-errors.ts";
import { TokenStorage } from "../session/token-storage.ts";

/** A refusal the queue page explains itself: 400 (the field it names), 401, 403, 404, 409 and 503 as they came. */
export interface SupportCallRefused {
  readonly _tag: string;
  readonly status: 400 | 401 | 403 | 404 | 409 | 503;
}
export type SupportFailure = SupportCallRefused | SubscriptionErrorWithToken;

/** One action on one item: `text` is the refusal's reason or the flag's note. */
export interface SupportActRequest {
  item: SupportItem;
  action: SupportAction;
  text: string;
}

export interface SupportQueueApi {
  readonly list: () => Effect.Effect<SupportQueue, SupportFailure>;
  /** Does the action; answers the queue as it is after it. */
  readonly act: (request: SupportActRequest) => Effect.Effect<SupportQueue, SupportFailure>;
}

export interface SupportQueueOptions {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  language: string;
}

const passed = [400, 401, 403, 404, 409, 503];

const makeClient = (options: SupportQueueOptions) =>
  Effect.gen(function* () {
    const tokens = yield* TokenStorage;
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeaders({ "Accept-Language": options.language })),
    );
    const queue = yield* HttpApiClient.group(PlatformApi, {
      group: "supportQueue",
      httpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(authorizationClient));
    const url = `${options.baseUrl}/api/support-queue`;

    /** With the stored token; every failure typed (spec §8). */
    const authorized = <A, E>(call: () => Effect.Effect<A, E>) =>
      Effect.flatMap(tokens.read, (token) =>
        token === null
          ? Effect.fail<SupportFailure>(new SubscriptionErrorWithToken({ message: "Not signed in.", url }))
          : Effect.mapError(withBearer(`Bearer ${token}`)(call()), (error): SupportFailure => {
              // A reason the contract refuses never leaves: the same 400, naming the field.
              const refused = contractRefusal(error);
              if (refused) return refused as unknown as SupportCallRefused;
              const status = statusOf(error);
              if (status !== null && passed.includes(status)) return error as unknown as SupportCallRefused;
              return new SubscriptionErrorWithToken({ message: messageOf(error), url });
            }),
      );

    const act = ({ item, action, text }: SupportActRequest) =>
      authorized(() => {
        const params = { subscriptionId: item.subscriptionId ?? 0 };
        switch (`${item.kind}:${action}`) {
          case "card-review:confirm":
            return queue.confirmCard({ params });
          case "card-review:refuse":
            return queue.refuseCard({ params, payload: { reason: text } });
          case "cancellation:confirm":
            return queue.confirmCancellation({ params });
          case "refund-failed:retry":
            return queue.retryRefund({ params });
          case "exam-locked:reset":
            return queue.resetExamAttempts({ params });
          default:
            return queue.resolveFlag({
              params: { eventId: item.eventId ?? 0 },
              payload: { note: text },
            });
        }
      });

    const api: SupportQueueApi = {
      list: () => authorized(() => queue.supportQueue()),
      act,
    };
    return api;
  });

const notStubbed = (name: string) => () =>
  Effect.fail(new SubscriptionErrorWithToken({ message: `${name} is not stubbed`, url: "test://" }));

/** The support queue's calls (issue 30, ADR 081) over the shared contract; the token comes from TokenStorage. */
export class SupportQueueService extends Context.Service<SupportQueueService, SupportQueueApi>()(
  "sabia/SupportQueue",
) {
  static layer(options: SupportQueueOptions): Layer.Layer<SupportQueueService, never, TokenStorage> {
    return Layer.effect(SupportQueueService)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }

  /** For machines' tests: unlisted calls fail with a SubscriptionErrorWithToken naming the call. */
  static layerTest(implementation: Partial<SupportQueueApi>) {
    return Layer.succeed(SupportQueueService)({
      list: implementation.list ?? notStubbed("list"),
      act: implementation.act ?? notStubbed("act"),
    });
  }
}
