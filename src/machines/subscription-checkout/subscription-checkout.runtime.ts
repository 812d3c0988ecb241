import { readToken } from "#src/services/session/session-storage.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { browserCheckoutEnvironment } from "#src/services/checkout/checkout-calls.ts";
import { provideSubscriptionCheckout } from "./subscription-checkout.actors.ts";
import {
  connectSubscriptionCheckout,
  type SubscriptionCheckoutApi,
} from "./subscription-checkout.connect.ts";

/**
 * Creates and starts the checkout actor (loaded after hydration by use-subscription-checkout.ts, so XState,
 * Effect and the card rules stay out of the page's first visit). Signed in means a token is stored (this tab's
 * own first, as the session flows read it).
 */
export const runSubscriptionCheckout = (
  language: string,
  product: string,
  onChange: (api: SubscriptionCheckoutApi) => void,
  /** Called on each snapshot of a paid confirmation; the hook records the course as owned (issue 28). */
  onPaid: (product: string, subscriptionId: number) => void,
  /** The platform's clock (spec §3 systemDate), which the hook reads from the store. */
  now?: () => Date,
) =>
  startFlow(
    provideSubscriptionCheckout(browserCheckoutEnvironment(language)),
    { product, signedIn: readToken() !== null },
    (snapshot, send) => connectSubscriptionCheckout(snapshot, send, now),
    (api) => {
      if (api.confirmation?.status === "paid") onPaid(product, api.confirmation.subscriptionId);
      onChange(api);
    },
  );
