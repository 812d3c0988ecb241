import type { SubscriptionCheckoutApi } from "./subscription-checkout.connect.ts";
import type { SubscriptionCheckoutEvent } from "./subscription-checkout.types.ts";

/**
 * Before the machine has loaded (and during the server render): loading, at the course step — or the signed-out
 * choice, when the request came without a session hint (src/domain/session-hint.ts). A module of its own
 * so the page's first visit does not carry connect()'s code (and the rules it imports) to show it.
 */
export const idleSubscriptionCheckout = (
  send: (event: SubscriptionCheckoutEvent) => void,
  screen: "loading" | "signedOut" = "loading",
): SubscriptionCheckoutApi => ({
  screen,
  loadFailureKey: null,
  step: "course",
  course: null,
  summary: null,
  priceChangedTo: null,
  courseStep: null,
  paymentStep: null,
  confirmation: null,
  retry: () => send({ type: "RETRY" }),
});
