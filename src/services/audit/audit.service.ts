import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { AuditFilters, AuditPage } from "../api/audit-api.ts";
import { authorizationClient, withBearer } from "../api/authorization.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { messageOf } from "../checkout/checkout-failures.ts";
import { statusOf, SubscriptionErrorWithToken } from "../http/service-errors.ts";
import { TokenStorage } from "../session/token-storage.ts";

/** A refusal the audit page explains itself: 400 (the field it names), 401, 403 and 503 as they came (spec §8). */
export interface AuditCallRefused {
  readonly _tag: string;
  readonly status: 400 | 401 | 403 | 503;
}
export type AuditFailure = AuditCallRefused | SubscriptionErrorWithToken;

/** The CSV export as the server sent it: its text and the attachment's file name. */
export interface AuditCsv {
  text: string;
  fileName: string;
}

export interface AuditApi {
  /** One page of the log, newest first; `cursor` is the previous page's nextCursor. */
  readonly page: (filters: AuditFilters, cursor?: number) => Effect.Effect<AuditPage, AuditFailure>;
  /** Every line that matches (up to the server's limit) as CSV. */
  readonly csv: (filters: AuditFilters) => Effect.Effect<AuditCsv, AuditFailure>;
}

export interface AuditOptions {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  language: string;
}

const passed = [400, 401, 403, 503];

/** `attachment; filename="audit-log-2026-11-28.csv"` → the name; a plain one when the header has none. */
export const fileNameOf = (disposition: string | undefined) =>
  /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1] ?? "audit-log.csv";

const makeClient = (options: AuditOptions) =>
  Effect.gen(function* () {
    const tokens = yield* TokenStorage;
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeaders({ "Accept-Language": options.language })),
    );
    const audit = yield* HttpApiClient.group(PlatformApi, {
      group: "audit",
      httpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(authorizationClient));
    const url = `${options.baseUrl}/api/audit-events`;

    /** With the stored token; every failure typed (spec §8). */
    const authorized = <A, E>(call: () => Effect.Effect<A, E>) =>
      Effect.flatMap(tokens.read, (token) =>
        token === null
          ? Effect.fail<AuditFailure>(new SubscriptionErrorWithToken({ message: "Not signed in.", url }))
          : Effect.mapError(withBearer(`Bearer ${token}`)(call()), (error): AuditFailure => {
              const status = statusOf(error);
              if (status !== null && passed.includes(status)) return error as unknown as AuditCallRefused;
              return new SubscriptionErrorWithToken({ message: messageOf(error), url });
            }),
      );

    const api: AuditApi = {
      page: (filters, cursor) =>
        authorized(() =>
          audit.auditEvents({ query: cursor === undefined ? filters : { ...filters, cursor } }),
        ),
      csv: (filters) =>
        authorized(() => audit.auditEventsCsv({ query: filters })).pipe(
          Effect.map((answer) => ({
            text: answer.body,
            fileName: fileNameOf(answer.headers["content-disposition"]),
          })),
        ),
    };
    return api;
  });

const notStubbed = (name: string) => () =>
  Effect.fail(new SubscriptionErrorWithToken({ message: `${name} is not stubbed`, url: "test://" }));

/** The audit log's calls (issue 30, ADR 076) over the shared contract; the token comes from TokenStorage. */
export class AuditLog extends Context.Service<AuditLog, AuditApi>()("sabia/AuditLog") {
  static layer(options: AuditOptions): Layer.Layer<AuditLog, never, TokenStorage> {
    return Layer.effect(AuditLog)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }

  /** For machines' tests: unlisted calls fail with a SubscriptionErrorWithToken naming the call. */
  static layerTest(implementation: Partial<AuditApi>) {
    return Layer.succeed(AuditLog)({
      page: implementation.page ?? notStubbed("page"),
      csv: implementation.csv ?? notStubbed("csv"),
    });
  }
}
