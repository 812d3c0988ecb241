import { Effect } from "effect";
import type { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import {
  CaptchaRejected,
  InvalidInput,
  NotFound,
  ServiceUnavailable,
} from "../../src/services/api/api-errors.ts";
import { Conflict, IdempotencyKeyReused } from "../../src/services/api/checkout-schemas.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import { Unauthorized } from "../../src/services/api/session-api.ts";
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
    headers: { authorization: string; "idempotency-key": string },
  ): Promise<PaymentCall> => ({
    authorization: headers.authorization,
    idempotencyKey: headers["idempotency-key"],
    path: pathOf(request),
    origin: await origin(request),
  });

  const candidate = HttpApiBuilder.group(PlatformApi, "candidate", (handlers) =>
    handlers
      .handle("checkout", ({ params, headers, request }) =>
        run(async () => checkout.checkout(headers.authorization, params.id, await origin(request))),
      )
      // A method the provider does not take is refused before any read, key or charge (ADR 046).
      .handle("payByCard", ({ params, headers, payload, request }) =>
        runPayment(async () => {
          assertOffered(context.offer, "card");
          return payments.payByCard(
            await call(request, headers),
            params.subscriptionId,
            payload,
            headers.captcha,
          );
        }),
      )
      .handle("generateSlip", ({ headers, payload, request }) =>
        runPayment(async () => {
          assertOffered(context.offer, "boleto");
          return payments.generateSlip(await call(request, headers), payload.subscriptionId, payload.address);
        }),
      )
      .handle("generatePix", ({ headers, payload, request }) =>
        runPayment(async () => payments.generatePix(await call(request, headers), payload.subscriptionId)),
      )
      .handle("createInstallments", ({ params, headers, request }) =>
        run(async () =>
          checkout.choosePlan(
            headers.authorization,
            params.id,
            params.priceListValueId,
            await origin(request),
          ),
        ),
      )
      .handle("updateHubspotDeal", ({ params, headers, request }) =>
        run(async () => checkout.updateDeal(headers.authorization, params.id, await origin(request))),
      )
      .handle("voucherPreview", ({ params, headers, request }) =>
        run(async () =>
          checkout.voucherPreview(
            headers.authorization,
            params.id,
            params.tag,
            params.priceListValueId,
            await origin(request),
          ),
        ),
      )
      .handle("isPaid", ({ params, headers, request }) =>
        run(async () => reads.isPaid(headers.authorization, params.id, await origin(request))),
      )
      .handle("pixCode", ({ params, headers, request }) =>
        run(async () => reads.pixCode(headers.authorization, params.id, await origin(request))),
      )
      .handle("renewPix", ({ params, headers, payload, request }) =>
        runPayment(async () => payments.renewPix(await call(request, headers), params.id, payload)),
      )
      .handle("paymentCaptcha", ({ params, headers }) =>
        run(() => reads.paymentCaptcha(headers.authorization, params.id)),
      )
      .handle("cardBrands", ({ params, headers }) =>
        run(() => reads.cardBrands(headers.authorization, params.id)),
      ),
  );

  const subscription = HttpApiBuilder.group(PlatformApi, "subscriptionCheckout", (handlers) =>
    handlers
      .handle("fastBuyCheckout", ({ params, headers, request }) =>
        run(async () => checkout.checkout(headers.authorization, params.id, await origin(request))),
      )
      .handle("getToEcommerce", ({ params, headers, request }) =>
        run(async () => checkout.checkout(headers.authorization, params.id, await origin(request))),
      )
      .handle("createOrRecover", ({ headers, payload }) =>
        run(() => checkout.createOrRecover(headers.authorization, payload.friendlyUrl)),
      )
      .handle("reassociateDiscounts", ({ headers, payload, request }) =>
        run(async () =>
          checkout.reassociateDiscounts(headers.authorization, payload.subscriptionId, await origin(request)),
        ),
      )
      .handle("associateVoucher", ({ params, headers, payload, request }) =>
        run(async () =>
          checkout.associateVoucher(headers.authorization, params.id, payload.tag, await origin(request)),
        ),
      )
      .handle("removeVoucher", ({ params, headers, request }) =>
        run(async () => checkout.removeVoucher(headers.authorization, params.id, await origin(request))),
      )
      .handle("useCredit", ({ params, headers, payload, request }) =>
        run(async () =>
          credit.useCredit(headers.authorization, params.id, payload.amount, await origin(request)),
        ),
      )
      .handle("slipExpiration", ({ params, headers, request }) =>
        run(async () => reads.slipExpiration(headers.authorization, params.id, await origin(request))),
      )
      .handle("campaignDiscount", ({ query, headers }) =>
        run(() => checkout.campaignDiscount(headers.authorization, query.courseId, query.priceListValueId)),
      )
      .handle("discountCalculator", ({ headers, payload, request }) =>
        run(async () => checkout.discountCalculator(headers.authorization, payload, await origin(request))),
      )
      .handle("coursePrice", ({ headers, payload, request }) =>
        run(async () => checkout.coursePrice(headers.authorization, payload, await origin(request))),
      )
      .handle("fastBuyAccount", fastBuyHandler(context, toProblem, origin, clientOf)),
  );

  return [candidate, subscription] as const;
}
