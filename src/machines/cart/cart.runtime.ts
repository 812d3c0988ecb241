import type { Effect } from "effect";
import type { Cart } from "#src/services/api/cart-api.ts";
import { cartCalls, personCart } from "#src/services/cart/cart-calls.ts";
import { browserCartScope } from "../flow-kit/browser-cart-scope.ts";
import type { CartService } from "#src/services/cart/cart.service.ts";
import { addToLocalCart, removeFromLocalCart } from "#src/services/cart/local-cart.ts";

/** Whose cart the page shows: the signed-in person's (server, every device) or this browser's (anonymous). */
export interface HeldCart {
  where: "server" | "browser";
  cart: Cart;
}

const run = <A>(language: string, use: (cart: CartService["Service"]) => Effect.Effect<A, unknown>) =>
  cartCalls(browserCartScope(language))(use);

const signedOut = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === 401;

/**
 * Opens the cart page of `adding` (ADR 067). Signed in: this browser's anonymous cart and `adding` are merged into
 * the person's cart on the server, and the browser keeps no copy. Signed out (or a token that no longer holds):
 * the browser's cart, priced by the server.
 */
export async function openCart(language: string, adding: string): Promise<HeldCart> {
  const storage = window.localStorage;
  try {
    return { where: "server", cart: await personCart(browserCartScope(language), [adding]) };
  } catch (error) {
    if (!signedOut(error)) throw error;
  }
  const courses = addToLocalCart(storage, adding);
  return { where: "browser", cart: await run(language, (calls) => calls.preview(courses)) };
}

export async function takeOutOfCart(language: string, held: HeldCart, course: string): Promise<HeldCart> {
  if (held.where === "server")
    return { where: "server", cart: await run(language, (calls) => calls.remove(course)) };
  const courses = removeFromLocalCart(window.localStorage, course);
  return { where: "browser", cart: await run(language, (calls) => calls.preview(courses)) };
}
