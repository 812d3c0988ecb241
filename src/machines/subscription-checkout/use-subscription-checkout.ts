import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import type { SubscriptionCheckoutApi } from "./subscription-checkout.connect.ts";
import { idleSubscriptionCheckout } from "./subscription-checkout.idle.ts";
import type { SubscriptionCheckoutEvent } from "./subscription-checkout.types.ts";

/**
 * The subscription checkout on a page: the machine and its Effect actors load after hydration (the page renders
 * the idle API first). The card payment's captcha is useCheckoutCaptcha, used by the steps that load later.
 */
export function useSubscriptionCheckout(options: {
  language: string;
  product: string;
  /** Start on the signed-out choice rather than "loading" (the server rendered it so). */
  signedOutHint?: boolean;
}): SubscriptionCheckoutApi {
  return useFlowRuntime<SubscriptionCheckoutApi, SubscriptionCheckoutEvent>(
    (send) => idleSubscriptionCheckout(send, options.signedOutHint ? "signedOut" : "loading"),
    (onChange) =>
      import("./subscription-checkout.runtime.ts").then(({ runSubscriptionCheckout }) =>
        runSubscriptionCheckout(options.language, options.product, onChange),
      ),
  );
}
