import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { authorizationClient, withBearer } from "../api/authorization.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import type { StaffPurchase, StaffUser } from "../api/staff-users-api.ts";
import { contractRefusal } from "../http/contract-refusal.ts";
import { statusOf, SubscriptionErrorWithToken } from "../http/service-errors.ts";
import { messageOf } from "../checkout/checkout-failures.ts";
import { TokenStorage } from "../session/token-storage.ts";

/**
 * A refusal the People page explains itself: 400 (the field it names), 403 (its code), 404, 409 (its code) and
 * 503 reach the caller as they came (spec §8); anything else is a SubscriptionErrorWithToken.
 */
export interface StaffCallRefused {
  readonly _tag: string;
  readonly status: 400 | 403 | 404 | 409 | 503;
}
export type StaffUsersFailure = StaffCallRefused | SubscriptionErrorWithToken;

export interface AddRole {
  applicationAlias: string;
  role: string;
  tenantAlias?: string;
  iesAlias?: string;
}
export interface AddIes {
  applicationAlias: string;
  iesAlias: string;
  role: string;
}

export interface StaffUsersApi {
  readonly byUsername: (username: string) => Effect.Effect<StaffUser, StaffUsersFailure>;
  readonly byUuid: (uuid: string) => Effect.Effect<StaffUser, StaffUsersFailure>;
  /** The account's newest purchases (the person's page). */
  readonly purchases: (uuid: string) => Effect.Effect<readonly StaffPurchase[], StaffUsersFailure>;
  readonly byEmail: (email: string) => Effect.Effect<StaffUser, StaffUsersFailure>;
  /** The person record with this CPF (staff read it, ADR 049), then the account with its e-mail. */
  readonly byCpf: (cpf: string) => Effect.Effect<StaffUser, StaffUsersFailure>;
  readonly addRole: (uuid: string, role: AddRole) => Effect.Effect<StaffUser, StaffUsersFailure>;
  readonly addIes: (userId: number, ies: AddIes) => Effect.Effect<StaffUser, StaffUsersFailure>;
  readonly rename: (userId: number, username: string) => Effect.Effect<StaffUser, StaffUsersFailure>;
  readonly setPassword: (
    uuid: string,
    password: string,
    applicationUrl: string,
  ) => Effect.Effect<void, StaffUsersFailure>;
}

export interface StaffUsersOptions {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  language: string;
}

const passed = [400, 403, 404, 409, 503];
const makeClient = (options: StaffUsersOptions) =>
  Effect.gen(function* () {
    const tokens = yield* TokenStorage;
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeaders({ "Accept-Language": options.language })),
    );
    const staff = yield* HttpApiClient.group(PlatformApi, {
      group: "staffUsers",
      httpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(authorizationClient));
    const users = yield* HttpApiClient.group(PlatformApi, {
      group: "users",
      httpClient,
      baseUrl: options.baseUrl,
    });
    const urlOf = (path: string) => `${options.baseUrl}/api${path}`;

    /**
     * With the stored token (the staff calls' middleware sends it; the users group still takes it as a header
     * until it is converted); every failure typed (spec §8).
     */
    const authorized = <A, E>(
      path: string,
      call: (headers: { authorization: string }) => Effect.Effect<A, E>,
    ) =>
      Effect.flatMap(tokens.read, (token) =>
        token === null
          ? Effect.fail<StaffUsersFailure>(
              new SubscriptionErrorWithToken({ message: "Not signed in.", url: urlOf(path) }),
            )
          : Effect.mapError(
              withBearer(`Bearer ${token}`)(call({ authorization: `Bearer ${token}` })),
              (error): StaffUsersFailure => {
                const refused = contractRefusal(error);
                if (refused) return refused;
                const status = statusOf(error);
                if (status !== null && passed.includes(status)) return error as unknown as StaffCallRefused;
                return new SubscriptionErrorWithToken({ message: messageOf(error), url: urlOf(path) });
              },
            ),
      );

    const byEmail = (email: string) =>
      authorized(`/subscription/users/get-user-by-email/${email}`, () =>
        staff.userByEmail({ params: { email } }),
      );
    const api: StaffUsersApi = {
      byUsername: (username) =>
        authorized(`/subscription/users/get-user-by-username/${username}`, () =>
          staff.userByUsername({ params: { username } }),
        ),
      byUuid: (uuid) =>
        authorized(`/subscription/users/get-user-by-uuid/${uuid}`, () =>
          staff.userByUuid({ params: { uuid } }),
        ),
      purchases: (uuid) =>
        authorized(`/subscription/users/${uuid}/purchases`, () => staff.userPurchases({ params: { uuid } })),
      byEmail,
      byCpf: (cpf) =>
        authorized(`/subscription/users/person/${cpf}`, (headers) =>
          users.personByCpf({ headers, params: { cpf } }),
        ).pipe(Effect.flatMap((person) => byEmail(person.email))),
      addRole: (uuid, role) =>
        authorized(`/subscription/users/add-user-role/${uuid}`, () =>
          staff.addUserRole({ params: { uuid }, payload: { uuid, ...role } }),
        ),
      addIes: (userId, ies) =>
        authorized(`/subscription/users/add-user-ies/${userId}`, () =>
          staff.addUserIes({ params: { userId }, payload: ies }),
        ),
      rename: (userId, username) =>
        authorized(`/subscription/users/update-user/${userId}`, () =>
          staff.updateUser({ params: { userId }, payload: { userId, username } }),
        ),
      setPassword: (uuid, password, applicationUrl) =>
        authorized(`/users/${uuid}/password`, () =>
          staff.setUserPassword({ params: { uuid }, payload: { password, applicationUrl } }),
        ).pipe(Effect.asVoid),
    };
    return api;
  });

const notStubbed = (name: string) => () =>
  Effect.fail(new SubscriptionErrorWithToken({ message: `${name} is not stubbed`, url: "test://" }));

/** The staff calls of spec §7 "Users" (issue 30) over the shared contract; the token comes from TokenStorage. */
export class StaffUsers extends Context.Service<StaffUsers, StaffUsersApi>()("sabia/StaffUsers") {
  static layer(options: StaffUsersOptions): Layer.Layer<StaffUsers, never, TokenStorage> {
    return Layer.effect(StaffUsers)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }

  /** For machines' tests: unlisted calls fail with a SubscriptionErrorWithToken naming the call. */
  static layerTest(implementation: Partial<StaffUsersApi>) {
    return Layer.succeed(StaffUsers)({
      byUsername: implementation.byUsername ?? notStubbed("byUsername"),
      byUuid: implementation.byUuid ?? notStubbed("byUuid"),
      purchases: implementation.purchases ?? notStubbed("purchases"),
      byEmail: implementation.byEmail ?? notStubbed("byEmail"),
      byCpf: implementation.byCpf ?? notStubbed("byCpf"),
      addRole: implementation.addRole ?? notStubbed("addRole"),
      addIes: implementation.addIes ?? notStubbed("addIes"),
      rename: implementation.rename ?? notStubbed("rename"),
      setPassword: implementation.setPassword ?? notStubbed("setPassword"),
    });
  }
}
