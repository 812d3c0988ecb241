import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { ServiceUnavailable } from "../../src/services/api/api-errors.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";

const notYet = () => Effect.fail(new ServiceUnavailable({ detail: "Checkout is being set up." }));

/** Spec §7 candidate calls (placeholder wiring until the checkout service lands). */
export const candidateHandlers = () =>
  HttpApiBuilder.group(PlatformApi, "candidate", (handlers) =>
    handlers
      .handle("checkout", notYet)
      .handle("payByCard", notYet)
      .handle("generateSlip", notYet)
      .handle("generatePix", notYet)
      .handle("createInstallments", notYet)
      .handle("updateHubspotDeal", notYet)
      .handle("voucherPreview", notYet)
      .handle("isPaid", notYet)
      .handle("pixCode", notYet)
      .handle("renewPix", notYet)
      .handle("paymentCaptcha", notYet)
      .handle("cardBrands", notYet),
  );

export const subscriptionCheckoutHandlers = () =>
  HttpApiBuilder.group(PlatformApi, "subscriptionCheckout", (handlers) =>
    handlers
      .handle("fastBuyCheckout", notYet)
      .handle("getToEcommerce", notYet)
      .handle("createOrRecover", notYet)
      .handle("reassociateDiscounts", notYet)
      .handle("associateVoucher", notYet)
      .handle("removeVoucher", notYet)
      .handle("slipExpiration", notYet)
      .handle("campaignDiscount", notYet)
      .handle("discountCalculator", notYet)
      .handle("coursePrice", notYet)
      .handle("fastBuyAccount", notYet),
  );

export const paymentSandboxHandlers = () =>
  HttpApiBuilder.group(PlatformApi, "paymentSandbox", (handlers) =>
    handlers
      .handle("sandboxPay", notYet)
      .handle("sandboxConfirmCard", notYet)
      .handle("sandboxAdvance", notYet)
      .handle("sandboxClock", notYet),
  );
