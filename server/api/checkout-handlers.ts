import { Effect } from "effect";
import type { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { CaptchaRejected, InvalidInput, NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { Conflict, IdempotencyKeyReused } from "#src/services/api/checkout-schemas.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import { Unauthorized } from "#src/services/api/session-api.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import type { ClientOf } from "../http/client-address.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { CheckoutRefused } from "../payments/checkout-refused.ts";
import { checkoutService } from "../payments/checkout-service.ts";
import { paymentReads } from "../payments/payment-reads.ts";
import { assertOffered } from "../payments/payment-providers.ts";
import { paymentService, type PaymentCall } from "../payments/payment-service.ts";
import { creditCheckout } from "../credit/credit-checkout.ts";
import { fastBuyHandler } from "./fast-buy-handlers.ts";

/** A refusal → its problem of the contract; anything else is logged and answers 503, never 500. */
export const checkoutProblem = (logger: Logger) => (error: unknown) => {
  if (error instanceof CheckoutRefused) {
    const refusal = error.refusal;
    switch (refusal.kind) {
      case "unauthenticated":
        return new Unauthorized({
          detail: "Sign in again: the access token is missing, expired or invalid.",
        });
      case "notFound":
        return new NotFound({ detail: refusal.detail });
      case "invalid":
        return new InvalidInput({ detail: refusal.detail, field: refusal.field });
      case "conflict":
        return new Conflict({
          detail: refusal.detail,
          code: refusal.code,
          ...(refusal.field ? { field: refusal.field } : {}),
        });
      case "keyReused":
        return new IdempotencyKeyReused({ detail: refusal.detail });
      case "captcha":
        return new CaptchaRejected({ detail: refusal.detail });
      case "unavailable":
        return new ServiceUnavailable({ detail: refusal.detail });
    }
  }
  logger.error({ err: error }, "checkout call failed");
  return new ServiceUnavailable({
    detail: "The checkout service did not answer; try again in a few moments.",
  });
};

/** Calls without a payment never conflict or need a captcha; should one still surface, it is a 400 on the id. */
const narrow = (problem: ReturnType<ReturnType<typeof checkoutProblem>>) =>
  problem instanceof Conflict || problem instanceof IdempotencyKeyReused || problem instanceof CaptchaRejected
    ? new InvalidInput({ detail: problem.detail, field: "id" })
    : problem;

/** The origin of links in e-mails (server/identity/link-origin.ts) and the path a request was made on. */
export const requestOrigin = (request: HttpServerRequest.HttpServerRequest, links: LinkOrigin) =>
  links(request.headers["host"], request.headers["x-forwarded-proto"]);
const pathOf = (request: HttpServerRequest.HttpServerRequest) => request.url.split("?")[0] ?? request.url;

export function checkoutHandlers(
  context: CheckoutContext,
  logger: Logger,
  links: LinkOrigin,
  clientOf: ClientOf,
) {
  const toProblem = checkoutProblem(logger);
  const run = <A>(work: () => Promise<A>) =>
    Effect.tryPromise({ try: work, catch: (error) => narrow(toProblem(error)) });
  const runPayment = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toProblem });
  const checkout = checkoutService(context);
  const payments = paymentService(context);
  const reads = paymentReads(context);
  const credit = creditCheckout(context);
  const origin = (request: HttpServerRequest.HttpServerRequest) => requestOrigin(request, links);
  const call = async (
    request: HttpServerRequest.HttpServerRequest,
    headers: { "idempotency-key": string },
    userId: number,
  ): Promise<PaymentCall> => ({
    userId,
    idempotencyKey: headers["idempotency-key"],
    path: pathOf(request),
    origin: await origin(request),
  });

  const candidate = HttpApiBuilder.group(PlatformApi, "candidate", (handlers) =>
    handlers
      .handle("checkout", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.checkout(userId, params.id, await origin(request))),
        ),
      )
      // A method the provider does not take is refused before any read, key or charge (ADR 046).
      .handle("payByCard", ({ params, headers, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          runPayment(async () => {
            assertOffered(context.offer, "card");
            return payments.payByCard(
              await call(request, headers, userId),
              params.subscriptionId,
              payload,
              headers.captcha,
            );
          }),
        ),
      )
      .handle("generateSlip", ({ headers, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          runPayment(async () => {
            assertOffered(context.offer, "boleto");
            return payments.generateSlip(
              await call(request, headers, userId),
              payload.subscriptionId,
              payload.address,
            );
          }),
        ),
      )
      .handle("generatePix", ({ headers, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          runPayment(async () =>
            payments.generatePix(await call(request, headers, userId), payload.subscriptionId),
          ),
        ),
      )
      .handle("createInstallments", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () =>
            checkout.choosePlan(userId, params.id, params.priceListValueId, await origin(request)),
          ),
        ),
      )
      .handle("updateHubspotDeal", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.updateDeal(userId, params.id, await origin(request))),
        ),
      )
      .handle("voucherPreview", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () =>
            checkout.voucherPreview(
              userId,
              params.id,
              params.tag,
              params.priceListValueId,
              await origin(request),
            ),
          ),
        ),
      )
      .handle("isPaid", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => reads.isPaid(userId, params.id, await origin(request))),
        ),
      )
      .handle("pixCode", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => reads.pixCode(userId, params.id, await origin(request))),
        ),
      )
      .handle("renewPix", ({ headers, params, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          runPayment(async () => payments.renewPix(await call(request, headers, userId), params.id, payload)),
        ),
      )
      .handle("paymentCaptcha", ({ params }) =>
        CurrentUser.use(({ userId }) => run(() => reads.paymentCaptcha(userId, params.id))),
      )
      .handle("cardBrands", ({ params }) =>
        CurrentUser.use(({ userId }) => run(() => reads.cardBrands(userId, params.id))),
      ),
  );

  const subscription = HttpApiBuilder.group(PlatformApi, "subscriptionCheckout", (handlers) =>
    handlers
      .handle("fastBuyCheckout", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.checkout(userId, params.id, await origin(request))),
        ),
      )
      .handle("getToEcommerce", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.checkout(userId, params.id, await origin(request))),
        ),
      )
      .handle("createOrRecover", ({ payload }) =>
        CurrentUser.use(({ userId }) => run(() => checkout.createOrRecover(userId, payload.friendlyUrl))),
      )
      .handle("reassociateDiscounts", ({ payload, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () =>
            checkout.reassociateDiscounts(userId, payload.subscriptionId, await origin(request)),
          ),
        ),
      )
      .handle("associateVoucher", ({ params, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.associateVoucher(userId, params.id, payload.tag, await origin(request))),
        ),
      )
      .handle("removeVoucher", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.removeVoucher(userId, params.id, await origin(request))),
        ),
      )
      .handle("useCredit", ({ params, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => credit.useCredit(userId, params.id, payload.amount, await origin(request))),
        ),
      )
      .handle("slipExpiration", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => reads.slipExpiration(userId, params.id, await origin(request))),
        ),
      )
      .handle("campaignDiscount", ({ query }) =>
        CurrentUser.use(({ userId }) =>
          run(() => checkout.campaignDiscount(userId, query.courseId, query.priceListValueId)),
        ),
      )
      .handle("discountCalculator", ({ payload, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.discountCalculator(userId, payload, await origin(request))),
        ),
      )
      .handle("coursePrice", ({ payload, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => checkout.coursePrice(userId, payload, await origin(request))),
        ),
      )
      .handle("fastBuyAccount", fastBuyHandler(context, toProblem, origin, clientOf)),
  );

  return [candidate, subscription] as const;
}
