import { useCaptcha, type CaptchaState } from "../flow-kit/use-captcha.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import type { SubscriptionCheckoutApi } from "./subscription-checkout.connect.ts";

/**
 * The card payment's captcha (after repeated denials, spec §4): the identity flows' ALTCHA, solved when ticked
 * and solved again once a payment leaves (a solution is spent by one call). A module of its own, used by the
 * steps that load after hydration, so the page's first visit does not carry it.
 */
export function useCheckoutCaptcha(language: string, api: SubscriptionCheckoutApi): CaptchaState {
  return useCaptcha(useIdentityEnvironment(language), api.paymentStep?.isPaying ?? false);
}
