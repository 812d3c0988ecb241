import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { InvalidInput, type CaptchaRejected } from "../api/api-errors.ts";
import { sandboxCardToken, type CardInBrowser, type CardToken } from "#src/domain/payments/card-token.ts";
import type { Conflict } from "../api/checkout-schemas.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { statusOf } from "../http/service-errors.ts";
import { TokenStorage } from "../session/token-storage.ts";
import { subscriptionHeaders } from "../subscription-users/subscription-users.service.ts";
import {
  namedError,
  toFailure,
  type CandidateFailure,
  type CheckoutFailure,
  type PassThrough,
  type ServiceName,
  type SubscriptionFailure,
} from "./checkout-failures.ts";
import { isRetryableStatus, PaymentIntents } from "./payment-intents.ts";

import type { Candidate, CardToPay, CheckoutOptions, CheckoutServiceApi } from "./checkout-service-api.ts";
import { authorizationClient, withBearer } from "../api/authorization.ts";

export type { CardToPay, CheckoutOptions, CheckoutServiceApi };

const firstOf = <A>(lines: readonly A[]): A | null => lines[0] ?? null;

const makeClient = (options: CheckoutOptions) =>
  Effect.gen(function* () {
    const tokens = yield* TokenStorage;
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(
        HttpClientRequest.setHeaders({
          "Accept-Language": options.language,
          [subscriptionHeaders.tenantAlias]: options.tenantAlias,
        }),
      ),
    );
    const group = { httpClient, baseUrl: options.baseUrl };
    const candidate = yield* HttpApiClient.group(PlatformApi, { ...group, group: "candidate" }).pipe(
      Effect.provide(authorizationClient),
    );
    const subscription = yield* HttpApiClient.group(PlatformApi, {
      ...group,
      group: "subscriptionCheckout",
    }).pipe(Effect.provide(authorizationClient));
    const purchases = yield* HttpApiClient.group(PlatformApi, { ...group, group: "purchases" }).pipe(
      Effect.provide(authorizationClient),
    );
    const intents = new PaymentIntents(options.newIdempotencyKey);
    const urlOf = (service: ServiceName, path: string) => `${options.baseUrl}/api/${service}${path}`;

    /** A call with the stored token; without one nothing is sent and the failure is the tokenless named error. */
    function authorized<S extends ServiceName, A, E>(
      service: S,
      path: string,
      call: () => Effect.Effect<A, E>,
    ): Effect.Effect<A, S extends "candidate" ? CandidateFailure : SubscriptionFailure> {
      const url = urlOf(service, path);
      return Effect.flatMap(tokens.read, (token) =>
        token === null
          ? Effect.fail(namedError(service, false, "No access token: the person is not signed in.", url))
          : Effect.mapError(withBearer(`Bearer ${token}`)(call()), toFailure(service, url, true)),
      ) as Effect.Effect<A, S extends "candidate" ? CandidateFailure : SubscriptionFailure>;
    }

    const tokenize = options.tokenizeCard ?? (async (card: CardInBrowser) => sandboxCardToken(card));
    const cardTokens = new Map<string, CardToken>();
    /** The card's token for this idempotency key, made once (in the browser; only the token is sent). */
    const tokenFor = (key: string, card: CardInBrowser) =>
      Effect.flatMap(
        Effect.promise(async () => cardTokens.get(key) ?? (await tokenize(card))),
        (token) => {
          if (token === null)
            return Effect.fail(
              // The form's "number" field: the API's 400 naming it would read the same (card-form.rules.ts).
              new InvalidInput({
                detail: "The card could not be tokenized: check the number.",
                field: "cardNumber",
              }),
            );
          cardTokens.set(key, token);
          return Effect.succeed(token);
        },
      );

    /** A payment call: one idempotency key per intention, kept for a retry until a definitive answer. */
    function payment<A, E>(
      call: string,
      path: string,
      body: unknown,
      send: (headers: { "idempotency-key": string }) => Effect.Effect<A, E>,
    ): Candidate<A> {
      const settle = Effect.sync(() => intents.settle(call, body));
      return authorized("candidate", path, () =>
        Effect.suspend(() => send({ "idempotency-key": intents.keyFor(call, body) })).pipe(
          Effect.tap(() => settle),
          Effect.tapError((error) => (isRetryableStatus(statusOf(error)) ? Effect.void : settle)),
        ),
      );
    }

    const api: CheckoutServiceApi = {
      createOrRecover: (friendlyUrl) =>
        authorized("subscription", "/subscriptions/create-or-recover-to-ecommerce", () =>
          subscription.createOrRecover({ payload: { friendlyUrl } }),
        ),
      getToEcommerce: (id) =>
        authorized("subscription", `/subscriptions/get-to-ecommerce/${id}`, () =>
          subscription.getToEcommerce({ params: { id } }),
        ),
      fastBuyCheckout: (id) =>
        authorized("subscription", `/checkout/${id}`, () => subscription.fastBuyCheckout({ params: { id } })),
      reassociateDiscounts: (subscriptionId) =>
        authorized("subscription", "/subscriptions/reassociate-subscription-discounts-ecommerce", () =>
          subscription.reassociateDiscounts({ payload: { subscriptionId } }),
        ),
      associateVoucher: (id, tag) =>
        authorized("subscription", `/subscriptions/associate-item-to-discount/${id}`, () =>
          subscription.associateVoucher({ params: { id }, payload: { tag } }),
        ),
      removeVoucher: (id) =>
        authorized("subscription", `/subscriptions/remove-voucher/${id}`, () =>
          subscription.removeVoucher({ params: { id } }),
        ),
      useCredit: (id, amount) =>
        authorized("subscription", `/subscriptions/${id}/credit`, () =>
          subscription.useCredit({ params: { id }, payload: { amount } }),
        ),
      slipExpiration: (id) =>
        authorized("subscription", `/subscriptions/ecommerce/get-slip-expiration-date/${id}`, () =>
          subscription.slipExpiration({ params: { id } }),
        ),
      campaignDiscount: (courseId, priceListValueId) =>
        authorized("subscription", "/courses/get-campaign-discount", () =>
          subscription.campaignDiscount({
            query: { courseId, priceListValueId },
          }),
        ),
      discountCalculator: (request) =>
        authorized("subscription", "/subscriptions/discount-calculator", () =>
          subscription.discountCalculator({ payload: request }),
        ).pipe(Effect.map(firstOf)),
      coursePrice: (request) =>
        authorized("subscription", "/subscriptions/course-price", () =>
          subscription.coursePrice({ payload: request }),
        ).pipe(Effect.map(firstOf)),
      fastBuyAccount: (payload, captcha) =>
        subscription.fastBuyAccount({ headers: captcha ? { captcha } : {}, payload }).pipe(
          Effect.mapError((error) => {
            const status = statusOf(error);
            if (status === 409 || status === 403) return error as Conflict | CaptchaRejected;
            return toFailure("subscription", urlOf("subscription", "/users/fast-buy"), false)(error) as
              PassThrough | SubscriptionFailure;
          }),
        ),
      checkout: (id) =>
        authorized("candidate", `/checkout/${id}`, () => candidate.checkout({ params: { id } })),
      createInstallments: (id, priceListValueId) =>
        authorized("candidate", `/subscriptions/${id}/create-installments/${priceListValueId}`, () =>
          candidate.createInstallments({ params: { id, priceListValueId } }),
        ),
      updateHubspotDeal: (id) =>
        authorized("candidate", `/subscriptions/${id}/update-ecommerce-hubspot-deal`, () =>
          candidate.updateHubspotDeal({ params: { id } }),
        ),
      voucherPreview: (id, tag, priceListValueId) =>
        authorized("candidate", `/subscriptions/${id}/discount/${tag}/${priceListValueId}`, () =>
          candidate.voucherPreview({ params: { id, tag, priceListValueId } }),
        ),
      isPaid: (id) =>
        authorized("candidate", `/subscriptions/${id}/is-subscription-paid`, () =>
          candidate.isPaid({ params: { id } }),
        ),
      pixCode: (id) =>
        authorized("candidate", `/subscriptions/${id}/get-pix-code`, () =>
          candidate.pixCode({ params: { id } }),
        ),
      paymentCaptcha: (id) =>
        authorized("candidate", `/provider/${id}/recaptcha`, () =>
          candidate.paymentCaptcha({ params: { id } }),
        ),
      purchasedCourses: (owner) =>
        authorized("candidate", "/courses/purchased-courses", () =>
          purchases.purchasedCourses({ payload: owner }),
        ),
      myCourses: (owner) =>
        authorized("candidate", "/courses/my-courses", () => purchases.myCourses({ payload: owner })),
      purchase: (id) =>
        authorized("candidate", `/purchases/${id}`, () => purchases.purchase({ params: { id } })),
      cancellationQuote: (id) =>
        authorized("candidate", `/purchases/${id}/cancellation`, () =>
          purchases.cancellationQuote({ params: { id } }),
        ),
      requestCancellation: (id) =>
        authorized("candidate", `/purchases/${id}/cancellation`, () =>
          purchases.requestCancellation({ params: { id } }),
        ),
      cardBrands: (id) =>
        authorized("candidate", `/creditCard/${id}/creditcard-brands`, () =>
          candidate.cardBrands({ params: { id } }),
        ),
      payByPix: (subscriptionId) =>
        payment("pix", "/pix/generate-pix-ecommerce", { subscriptionId }, (headers) =>
          candidate.generatePix({ headers, payload: { subscriptionId } }),
        ),
      payBySlip: (subscriptionId, address) => {
        const payload = { subscriptionId, ...(address ? { address } : {}) };
        return payment("slip", "/boleto/generate-slip-ecommerce", payload, (headers) =>
          candidate.generateSlip({ headers, payload }),
        );
      },
      payByCard: (subscriptionId, card, captcha) =>
        payment(
          "card",
          `/creditCard/${subscriptionId}/creditcard-payment-ecommerce`,
          { subscriptionId, card },
          (headers) =>
            // One token per idempotency key: a retry of the same intention sends the same body (a token is
            // single-use at the gateway, and the server refuses a key reused with another body).
            Effect.flatMap(tokenFor(headers["idempotency-key"], card), (token) =>
              candidate.payByCard({
                params: { subscriptionId },
                headers: captcha ? { ...headers, captcha } : headers,
                // The fields one by one: the endpoint refuses unknown keys, and a gateway's tokenizer may answer more.
                payload: {
                  token: token.token,
                  paymentMethodId: token.paymentMethodId,
                  ...(token.issuerId === undefined ? {} : { issuerId: token.issuerId }),
                  installments: card.installments,
                },
              }),
            ),
        ),
      renewPix: (subscriptionId, validationKey) =>
        payment(
          "renew-pix",
          `/pix/${subscriptionId}/renew-pix-ecommerce`,
          { subscriptionId, validationKey },
          (headers) =>
            candidate.renewPix({
              params: { id: subscriptionId },
              headers,
              payload: { subscriptionId, validationKey },
            }),
        ),
    };
    return api;
  });

const notStubbed = (name: string) => () =>
  Effect.fail(namedError("candidate", false, `${name} is not stubbed`, "test://")) as Effect.Effect<
    never,
    CheckoutFailure
  >;

/** Spec §7 checkout calls over HTTP through the shared contract; the token comes from TokenStorage. */
export class CheckoutService extends Context.Service<CheckoutService, CheckoutServiceApi>()(
  "sabia/CheckoutService",
) {
  static layer(options: CheckoutOptions): Layer.Layer<CheckoutService, never, TokenStorage> {
    return Layer.effect(CheckoutService)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }

  /** For machines' and routes' tests: unlisted calls fail with a CandidateError naming the call. */
  static layerTest(implementation: Partial<CheckoutServiceApi>) {
    const stubs = Object.fromEntries(
      checkoutCallNames.map((name) => [name, implementation[name] ?? notStubbed(name)]),
    ) as unknown as CheckoutServiceApi;
    return Layer.succeed(CheckoutService)(stubs);
  }
}

export const checkoutCallNames = [
  "createOrRecover",
  "getToEcommerce",
  "fastBuyCheckout",
  "reassociateDiscounts",
  "associateVoucher",
  "removeVoucher",
  "useCredit",
  "slipExpiration",
  "campaignDiscount",
  "discountCalculator",
  "coursePrice",
  "fastBuyAccount",
  "checkout",
  "createInstallments",
  "updateHubspotDeal",
  "voucherPreview",
  "isPaid",
  "pixCode",
  "paymentCaptcha",
  "cardBrands",
  "payByPix",
  "payBySlip",
  "payByCard",
  "renewPix",
  "purchasedCourses",
  "myCourses",
  "purchase",
  "cancellationQuote",
  "requestCancellation",
] as const satisfies readonly (keyof CheckoutServiceApi)[];
