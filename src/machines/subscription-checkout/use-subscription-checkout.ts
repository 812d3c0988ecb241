import { portalCoursePath } from "#src/domain/portal/portal-path.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import type { SubscriptionCheckoutApi } from "./subscription-checkout.connect.ts";
import { idleSubscriptionCheckout } from "./subscription-checkout.idle.ts";
import type { SubscriptionCheckoutEvent } from "./subscription-checkout.types.ts";

/**
 * A course just paid is the person's from now on: its page, cards and cart say "Ir para o curso" (issue 28). The
 * store is imported here, with the flow, as the runtime did (a static import would split the page's chunks).
 */
function courseOwned(product: string, subscriptionId: number) {
  void import("#src/stores/global.store.ts").then(({ globalStore }) => {
    const { ownedCourses, setOwnedCourses } = globalStore.getState();
    if (!(product in ownedCourses))
      setOwnedCourses({ ...ownedCourses, [product]: portalCoursePath(subscriptionId) });
  });
}

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
      Promise.all([
        import("./subscription-checkout.runtime.ts"),
        import("#src/stores/platform-clock.ts"),
      ]).then(([{ runSubscriptionCheckout }, { platformNow }]) =>
        runSubscriptionCheckout(options.language, options.product, onChange, courseOwned, platformNow),
      ),
  );
}
