import { readToken } from "../../services/session/session-storage.ts";
import { globalStore } from "../../stores/global.store.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { browserCheckoutEnvironment, provideSubscriptionCheckout } from "./subscription-checkout.actors.ts";
import {
  connectSubscriptionCheckout,
  type SubscriptionCheckoutApi,
} from "./subscription-checkout.connect.ts";

/**
 * Creates and starts the checkout actor (loaded after hydration by use-subscription-checkout.ts, so XState,
 * Effect and the card rules stay out of the page's first visit). Signed in means a token is stored (this tab's
 * own first, as the session flows read it).
 */
/** A course just paid is the person's from now on: its page, cards and cart say "Ir para o curso" (issue 28). */
function courseOwned(product: string) {
  const { ownedCourses, setOwnedCourses } = globalStore.getState();
  if (!ownedCourses.includes(product)) setOwnedCourses([...ownedCourses, product]);
}

export const runSubscriptionCheckout = (
  language: string,
  product: string,
  onChange: (api: SubscriptionCheckoutApi) => void,
) =>
  startFlow(
    provideSubscriptionCheckout(browserCheckoutEnvironment(language)),
    { product, signedIn: readToken() !== null },
    connectSubscriptionCheckout,
    (api) => {
      if (api.confirmation?.status === "paid") courseOwned(product);
      onChange(api);
    },
  );
