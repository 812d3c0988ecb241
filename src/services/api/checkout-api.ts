import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { CaptchaRejected, InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import {
  CardBrand,
  Checkout,
  Conflict,
  FastBuyAccount,
  IdempotencyKeyReused,
  PaidCheck,
  PixPayment,
  PriceLine,
  SubscriptionCreated,
  VoucherPreview,
  Campaign,
  VoucherTag,
} from "./checkout-schemas.ts";
import { CreditAmount } from "./credit-schemas.ts";
import { Idempotent } from "./idempotent-headers.ts";
import { IntegerParam, SlugParam } from "./query-schemas.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";
import { Authorization } from "./authorization.ts";

const Id = IntegerParam(1, 2_147_483_647);
const BodyId = Schema.Number.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
);
const Bounded = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));
const errors = [Unauthorized, NotFound, InvalidInput, ServiceUnavailable] as const;
/** Calls that move money: 403 `moneyMovingWhileImpersonating` while an operator acts as the person (ADR 050). */
const moneyErrors = [...errors, Forbidden] as const;
const paymentErrors = [...moneyErrors, Conflict, IdempotencyKeyReused, CaptchaRejected] as const;

/**
 * A card payment carries the gateway's single-use card token, never the number or the CVV (ADR 059): the browser
 * tokenizes with the gateway's script (Mercado Pago) or the sandbox's tokenizer (src/domain/payments/card-token.ts).
 */
export const CardPaymentPayload = Schema.Struct({
  token: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{16,256}$/))),
  /** The gateway's payment method id of the card (visa, master, elo, hipercard, amex, diners). */
  paymentMethodId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-z_]{2,30}$/))),
  /** The card's issuer when the gateway's script names one. */
  issuerId: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{1,12}$/)))),
  installments: Schema.Number.pipe(
    Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 24 })),
  ),
});
export type CardPaymentPayload = typeof CardPaymentPayload.Type;

/** The payer's address, which a registered boleto needs (Mercado Pago's boleto guide makes it mandatory). */
export const SlipAddress = Schema.Struct({
  zipCode: Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{8}$/))),
  streetName: Bounded(120).pipe(Schema.check(Schema.isPattern(/\S/))),
  streetNumber: Bounded(20).pipe(Schema.check(Schema.isPattern(/\S/))),
  neighborhood: Bounded(80).pipe(Schema.check(Schema.isPattern(/\S/))),
  city: Bounded(80).pipe(Schema.check(Schema.isPattern(/\S/))),
  federalUnit: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Z]{2}$/))),
});
export type SlipAddress = typeof SlipAddress.Type;

export const FastBuyPayload = Schema.Struct({
  name: Bounded(120),
  email: Bounded(254),
  cpf: Bounded(14),
  cellphone: Bounded(20),
  /** The course being bought: the account is created for this purchase. */
  friendlyUrl: SlugParam,
  language: Schema.optionalKey(Schema.Literals(["pt-BR", "en", "es"])),
});
export type FastBuyPayload = typeof FastBuyPayload.Type;

/** Spec §7 "Candidate (token)": checkout reads and payments, every call bound to the token's person. */
export const CandidateGroup = HttpApiGroup.make("candidate")
  .add(
    HttpApiEndpoint.get("checkout", "/checkout/:id", {
      params: { id: Id },
      success: Checkout,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("payByCard", "/creditCard/:subscriptionId/creditcard-payment-ecommerce", {
      params: { subscriptionId: Id },
      headers: { ...Idempotent, captcha: Schema.optionalKey(Bounded(4000)) },
      payload: CardPaymentPayload,
      success: Checkout,
      error: paymentErrors,
    })
      .middleware(Authorization)
      // A stale client that still sends the card's number or CVV beside a token is refused (400 naming the
      // field), not quietly stripped: it would go on sending them to the server (ADR 059).
      .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error", errors: "all" }),
  )
  .add(
    HttpApiEndpoint.post("generateSlip", "/boleto/generate-slip-ecommerce", {
      headers: Idempotent,
      /** `address` is required by a gateway that registers the slip (Mercado Pago); the sandbox ignores it. */
      payload: Schema.Struct({ subscriptionId: BodyId, address: Schema.optionalKey(SlipAddress) }),
      success: Checkout,
      error: paymentErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("generatePix", "/pix/generate-pix-ecommerce", {
      headers: Idempotent,
      payload: Schema.Struct({ subscriptionId: BodyId }),
      success: Checkout,
      error: paymentErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("createInstallments", "/subscriptions/:id/create-installments/:priceListValueId", {
      params: { id: Id, priceListValueId: Id },
      success: Checkout,
      error: moneyErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("updateHubspotDeal", "/subscriptions/:id/update-ecommerce-hubspot-deal", {
      params: { id: Id },
      success: Schema.Struct({ updated: Schema.Boolean }),
      error: moneyErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("voucherPreview", "/subscriptions/:id/discount/:tag/:priceListValueId", {
      params: { id: Id, tag: VoucherTag, priceListValueId: Id },
      success: VoucherPreview,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("isPaid", "/subscriptions/:id/is-subscription-paid", {
      params: { id: Id },
      success: PaidCheck,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("pixCode", "/subscriptions/:id/get-pix-code", {
      params: { id: Id },
      success: PixPayment,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("renewPix", "/pix/:id/renew-pix-ecommerce", {
      params: { id: Id },
      headers: Idempotent,
      payload: Schema.Struct({ subscriptionId: BodyId, validationKey: Bounded(200) }),
      success: Checkout,
      error: paymentErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("paymentCaptcha", "/provider/:id/recaptcha", {
      params: { id: Id },
      /** Whether the next card payment of this subscription needs a solved captcha (after repeated denials). */
      success: Schema.Struct({ required: Schema.Boolean, challengePath: Schema.String }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("cardBrands", "/creditCard/:id/creditcard-brands", {
      params: { id: Id },
      success: Schema.Array(CardBrand),
      error: errors,
    }).middleware(Authorization),
  )
  .prefix("/candidate");

/** Spec §7 "Subscription (token)": create or recover the subscription, discounts and prices; fast buy. */
export const SubscriptionCheckoutGroup = HttpApiGroup.make("subscriptionCheckout")
  .add(
    HttpApiEndpoint.get("fastBuyCheckout", "/checkout/:id", {
      params: { id: Id },
      success: Checkout,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("getToEcommerce", "/subscriptions/get-to-ecommerce/:id", {
      params: { id: Id },
      success: Checkout,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("createOrRecover", "/subscriptions/create-or-recover-to-ecommerce", {
      payload: Schema.Struct({ friendlyUrl: SlugParam }),
      success: SubscriptionCreated,
      error: moneyErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post(
      "reassociateDiscounts",
      "/subscriptions/reassociate-subscription-discounts-ecommerce",
      {
        payload: Schema.Struct({ subscriptionId: BodyId }),
        success: Checkout,
        error: moneyErrors,
      },
    ).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("associateVoucher", "/subscriptions/associate-item-to-discount/:id", {
      params: { id: Id },
      payload: Schema.Struct({ tag: VoucherTag }),
      success: Checkout,
      error: moneyErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("removeVoucher", "/subscriptions/remove-voucher/:id", {
      params: { id: Id },
      success: Checkout,
      error: moneyErrors,
    }).middleware(Authorization),
  )
  .add(
    // Refund credit (ADR 047): the purchase uses up to `amount` of the person's balance; 0 gives it back.
    HttpApiEndpoint.put("useCredit", "/subscriptions/:id/credit", {
      params: { id: Id },
      payload: Schema.Struct({ amount: CreditAmount }),
      success: Checkout,
      error: moneyErrors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("slipExpiration", "/subscriptions/ecommerce/get-slip-expiration-date/:id", {
      params: { id: Id },
      success: Schema.Struct({ dueDate: Schema.String }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("campaignDiscount", "/courses/get-campaign-discount", {
      query: { courseId: Id, priceListValueId: Id },
      success: Schema.Struct({ campaign: Schema.NullOr(Campaign) }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("discountCalculator", "/subscriptions/discount-calculator", {
      payload: Schema.Struct({
        subscriptionId: BodyId,
        priceListValueId: BodyId,
        tag: Schema.optionalKey(VoucherTag),
      }),
      success: Schema.Array(PriceLine),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("coursePrice", "/subscriptions/course-price", {
      payload: Schema.Struct({ subscriptionId: BodyId, priceListValueId: Schema.optionalKey(BodyId) }),
      success: Schema.Array(PriceLine),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    // Quick purchase without registration: an account with a temporary password (e-mailed) and its token.
    HttpApiEndpoint.post("fastBuyAccount", "/users/fast-buy", {
      headers: { captcha: Schema.optionalKey(Bounded(4000)) },
      payload: FastBuyPayload,
      success: FastBuyAccount.pipe(HttpApiSchema.status(201)),
      error: [InvalidInput, Conflict, CaptchaRejected, NotFound, ServiceUnavailable, Forbidden],
    }),
  )
  .prefix("/subscription");

/** Sandbox control of the payment provider (loopback only, like /dev/mailbox): drive a purchase to paid. */
export const PaymentSandboxGroup = HttpApiGroup.make("paymentSandbox")
  .add(
    HttpApiEndpoint.post("sandboxPay", "/dev/sandbox/subscriptions/:id/pay", {
      params: { id: Id },
      success: PaidCheck,
      error: [NotFound, Conflict, ServiceUnavailable],
    }),
  )
  .add(
    HttpApiEndpoint.post("sandboxConfirmCard", "/dev/sandbox/subscriptions/:id/confirm-card", {
      params: { id: Id },
      success: PaidCheck,
      error: [NotFound, Conflict, ServiceUnavailable],
    }),
  )
  .add(
    HttpApiEndpoint.post("sandboxAdvance", "/dev/sandbox/advance", {
      payload: Schema.Struct({
        businessDays: Schema.optionalKey(
          Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 60 }))),
        ),
        minutes: Schema.optionalKey(
          Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
        ),
      }),
      /** The sandbox's clock after the move, and the slips that cleared because of it. */
      success: Schema.Struct({ now: Schema.String, clearedSubscriptionIds: Schema.Array(Schema.Number) }),
      error: [NotFound, ServiceUnavailable],
    }),
  )
  .add(
    HttpApiEndpoint.get("sandboxClock", "/dev/sandbox/clock", {
      success: Schema.Struct({ now: Schema.String, offsetMinutes: Schema.Number }),
      error: [NotFound, ServiceUnavailable],
    }),
  );
