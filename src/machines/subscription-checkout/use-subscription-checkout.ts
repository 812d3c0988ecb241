import { useCaptcha, type CaptchaState } from "../sign-in/use-captcha.ts";
import { useFlowRuntime } from "../sign-in/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { idleSubscriptionCheckout, type SubscriptionCheckoutApi } from "./subscription-checkout.connect.ts";
import type { SubscriptionCheckoutEvent } from "./subscription-checkout.types.ts";

/**
 * The subscription checkout on a page: the machine and its Effect actors load after hydration (the page renders
 * the idle API first), and the card payment's captcha is the identity flows' ALTCHA, solved when ticked and
 * solved again once a payment leaves (a solution is spent by one call).
 */
export function useSubscriptionCheckout(options: { language: string; product: string }): {
  api: SubscriptionCheckoutApi;
  captcha: CaptchaState;
} {
  const api = useFlowRuntime<SubscriptionCheckoutApi, SubscriptionCheckoutEvent>(
    idleSubscriptionCheckout,
    (onChange) =>
      import("./subscription-checkout.runtime.ts").then(({ runSubscriptionCheckout }) =>
        runSubscriptionCheckout(options.language, options.product, onChange),
      ),
  );
  const captcha = useCaptcha(useIdentityEnvironment(options.language), api.paymentStep?.isPaying ?? false);
  return { api, captcha };
}
