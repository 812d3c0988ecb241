import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { NotFound, ServiceUnavailable } from "../api/api-errors.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import type { Customer, Locality, Person, PersonRegistration } from "../api/users-api.ts";
import { passThroughStatuses, statusOf, SubscriptionError } from "../http/service-errors.ts";

/** Headers the subscription service sends on every call (spec §7): tenant alias, institution code, person id. */
export const subscriptionHeaders = {
  tenantAlias: "X-Tenant-Alias",
  institutionCode: "X-Institution-Code",
  personId: "X-Person-Id",
} as const;

export interface SubscriptionUsersOptions {
  /** Origin of the platform API (the API lives under /api there). */
  baseUrl: string;
  language: string;
  tenantAlias: string;
  institutionCode?: string | undefined;
  /** The signed-in person's username, when there is one. */
  personId?: string | undefined;
  /**
   * The signed-in person's access token: a person's record is served only to that person or to staff whose
   * role needs it (issue 25); without a token those lookups answer 401.
   */
  accessToken?: string | undefined;
}

/** 400 (request rejected; ProblemDetails), 404 and 503 reach the caller; everything else is a SubscriptionError. */
export type PassThrough =
  NotFound | ServiceUnavailable | { readonly _tag: "BadRequestProblem"; readonly status: 400 };
export type SubscriptionUsersError = PassThrough | SubscriptionError;

export interface SubscriptionUsersApi {
  /** Whether a CPF or e-mail is registered: yes or no and the e-mail masked (anyone may ask). */
  readonly personRegistration: (
    key: { cpf: string } | { email: string },
  ) => Effect.Effect<PersonRegistration, SubscriptionUsersError>;
  readonly personByCpf: (cpf: string) => Effect.Effect<Person, SubscriptionUsersError>;
  readonly personByEmail: (email: string) => Effect.Effect<Person, SubscriptionUsersError>;
  readonly postalCodeLocality: (postalCode: string) => Effect.Effect<Locality, SubscriptionUsersError>;
  readonly linxLogin: (
    email: string,
    password: string,
  ) => Effect.Effect<{ isValid: boolean; customer: Customer | null }, SubscriptionUsersError>;
  readonly linxGetCustomer: (customerId: number) => Effect.Effect<Customer, SubscriptionUsersError>;
  readonly linxGetCustomerByCondition: (
    condition: string,
  ) => Effect.Effect<{ isValid: boolean; result: readonly Customer[] }, SubscriptionUsersError>;
}

const makeClient = (options: SubscriptionUsersOptions) =>
  Effect.gen(function* () {
    const headers: Record<string, string> = {
      "Accept-Language": options.language,
      [subscriptionHeaders.tenantAlias]: options.tenantAlias,
    };
    if (options.institutionCode) headers[subscriptionHeaders.institutionCode] = options.institutionCode;
    if (options.personId) headers[subscriptionHeaders.personId] = options.personId;
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeaders(headers)),
    );
    const users = yield* HttpApiClient.group(PlatformApi, {
      group: "users",
      httpClient,
      baseUrl: options.baseUrl,
    });
    /** Spec §8: 400/404/503 pass through; any other failure becomes SubscriptionError with message and URL. */
    const typed = <A, E>(
      path: string,
      effect: Effect.Effect<A, E>,
    ): Effect.Effect<A, SubscriptionUsersError> =>
      Effect.mapError(effect, (error): SubscriptionUsersError => {
        const status = statusOf(error);
        if (status !== null && (passThroughStatuses as readonly number[]).includes(status))
          return error as unknown as PassThrough;
        return new SubscriptionError({
          message: error instanceof Error ? error.message : String(error),
          url: `${options.baseUrl}/api/subscription${path}`,
        });
      });
    const bearer = options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {};
    const api: SubscriptionUsersApi = {
      personRegistration: (key) =>
        typed("/users/person/registration", users.personRegistration({ query: key })),
      personByCpf: (cpf) =>
        typed(`/users/person/${cpf}`, users.personByCpf({ params: { cpf }, headers: bearer })),
      personByEmail: (email) =>
        typed(`/users/person/by-email/${email}`, users.personByEmail({ params: { email }, headers: bearer })),
      postalCodeLocality: (postalCode) =>
        typed("/postalcode/locality", users.postalCodeLocality({ query: { postalCode } })),
      linxLogin: (email, password) =>
        typed("/users/linx-login", users.linxLogin({ payload: { Email: email, Password: password } })),
      linxGetCustomer: (customerId) =>
        typed("/users/linx-getcustomer", users.linxGetCustomer({ payload: { customerId }, headers: bearer })),
      linxGetCustomerByCondition: (condition) =>
        typed(
          "/users/linx-getcustomer-by-condition",
          users.linxGetCustomerByCondition({ payload: { condition }, headers: bearer }),
        ),
    };
    return api;
  });

const missing = (name: string) => () =>
  Effect.fail(new SubscriptionError({ message: `${name} is not stubbed`, url: "test://" }));

/** Spec §7 "Users" lookups of the subscription service that need no sign-in, over the shared contract. */
export class SubscriptionUsers extends Context.Service<SubscriptionUsers, SubscriptionUsersApi>()(
  "sabia/SubscriptionUsers",
) {
  static layer(options: SubscriptionUsersOptions) {
    return Layer.effect(SubscriptionUsers)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }

  /** For machines' and routes' tests: unlisted calls fail with a SubscriptionError naming the call. */
  static layerTest(implementation: Partial<SubscriptionUsersApi>) {
    return Layer.succeed(SubscriptionUsers)({
      personRegistration: implementation.personRegistration ?? missing("personRegistration"),
      personByCpf: implementation.personByCpf ?? missing("personByCpf"),
      personByEmail: implementation.personByEmail ?? missing("personByEmail"),
      postalCodeLocality: implementation.postalCodeLocality ?? missing("postalCodeLocality"),
      linxLogin: implementation.linxLogin ?? missing("linxLogin"),
      linxGetCustomer: implementation.linxGetCustomer ?? missing("linxGetCustomer"),
      linxGetCustomerByCondition:
        implementation.linxGetCustomerByCondition ?? missing("linxGetCustomerByCondition"),
    });
  }
}
