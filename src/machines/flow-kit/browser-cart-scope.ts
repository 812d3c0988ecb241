import type { CartScope } from "#src/services/cart/cart-calls.ts";

/** The cart's calls from this page: this origin, the token and the anonymous cart in this browser's storage. */
export const browserCartScope = (language: string): CartScope => ({
  origin: window.location.origin,
  language,
  storage: () => window.localStorage,
  tabStorage: () => window.sessionStorage,
});
