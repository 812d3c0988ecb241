import { Effect, Layer } from "effect";
import { clientRuntime, runToPromise } from "../runtime.ts";
import { TokenStorage, type KeyValueStore } from "../session/token-storage.ts";
import { CartService } from "./cart.service.ts";
import { clearLocalCart, readLocalCart } from "./local-cart.ts";

/** Where the cart's calls go and where the token is kept (the flows pass the browser's storages). */
export interface CartScope {
  origin: string;
  language: string;
  storage(): KeyValueStore;
  tabStorage(): KeyValueStore;
}

/**
 * Runs cart calls (the cart page's and the cart order's) on one client runtime per origin and language; a
 * failure rejects as a CallFailed (status, code).
 */
export function cartCalls(scope: CartScope) {
  const runtime = clientRuntime("cart", scope, () =>
    CartService.layer({ baseUrl: scope.origin }).pipe(
      Layer.provide(TokenStorage.fromStorage(scope.storage, scope.tabStorage)),
    ),
  );
  return <A>(use: (cart: CartService["Service"]) => Effect.Effect<A, unknown>, signal?: AbortSignal) =>
    runToPromise(runtime, Effect.flatMap(CartService, use), signal);
}

/**
 * The signed-in person's cart with this browser's anonymous cart (and `adding`) merged into it; the browser then
 * keeps no copy. Signed out (no token, or one that no longer holds) it rejects with a 401.
 */
export async function personCart(scope: CartScope, adding: readonly string[] = [], signal?: AbortSignal) {
  const courses = [...readLocalCart(scope.storage()), ...adding];
  const cart = await cartCalls(scope)(
    (calls) => (courses.length > 0 ? calls.add(courses) : calls.mine),
    signal,
  );
  clearLocalCart(scope.storage());
  return cart;
}
