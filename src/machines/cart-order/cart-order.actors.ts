import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { CartOrder } from "../../services/api/cart-api.ts";
import { cartCalls, personCart, type CartScope } from "../../services/cart/cart-calls.ts";
import type { CartApi } from "../../services/cart/cart.service.ts";
import { CallFailed } from "../../services/runtime.ts";
import { cartOrderMachine } from "./cart-order.machine.ts";
import type { CartOrderFailure } from "./cart-order.types.ts";

/** What the order's actors need from outside: the cart's scope, how often to look at the Pix, fresh keys. */
export interface CartOrderEnvironment {
  scope: CartScope;
  pollIntervalMs?: number;
  newIdempotencyKey?: () => string;
}

/** The services' failure as the page says it (cart-order.types.ts). */
export function cartOrderFailureOf(error: unknown): CartOrderFailure {
  if (!(error instanceof CallFailed)) return { kind: "unexpected" };
  if (error.status === 401) return { kind: "signedOut" };
  if (error.status === 403 && error.code === "moneyMovingWhileImpersonating")
    return { kind: "impersonating" };
  const field = (error.failure as { field?: unknown } | null)?.field;
  if (error.status === 400 && field === "voucher") return { kind: "voucher" };
  if (error.status === 400 && field === "cart") return { kind: "cartChanged" };
  return { kind: "unexpected" };
}

const defaultPollIntervalMs = 3_000;

/** The cart order machine with its real side effects: the cart's calls (issue 28, ADR 067). */
export function provideCartOrder(environment: CartOrderEnvironment) {
  const calls = cartCalls(environment.scope);
  const newKey = environment.newIdempotencyKey ?? (() => crypto.randomUUID());
  const rejectAs = (error: unknown): never => {
    throw cartOrderFailureOf(error);
  };
  const run = <A>(use: (api: CartApi) => Effect.Effect<A, unknown>, signal: AbortSignal) =>
    calls(use, signal).catch(rejectAs);
  return cartOrderMachine.provide({
    actors: {
      openCart: fromPromise(({ signal }) => personCart(environment.scope, [], signal).catch(rejectAs)),
      // One key per click: the order placed once even if the answer is lost and the click is repeated.
      quoteOrder: fromPromise(({ input, signal }) => run((api) => api.quoteOrder(input.voucher), signal)),
      placeOrder: fromPromise(({ input, signal }) =>
        run((api) => api.placeOrder(newKey(), input.voucher), signal),
      ),
      // The order read until its Pix is no longer pending; a passing failure is tried again at the next look.
      watchOrder: fromPromise(async ({ input, signal }): Promise<CartOrder> => {
        for (;;) {
          const order = await run((api) => api.order(input.id), signal).catch((failure: CartOrderFailure) => {
            if (failure.kind === "signedOut") throw failure;
            return null;
          });
          if (order && (order.paid || order.pix?.status !== "pending")) return order;
          await new Promise((resolve) =>
            setTimeout(resolve, environment.pollIntervalMs ?? defaultPollIntervalMs),
          );
          if (signal.aborted) throw { kind: "unexpected" };
        }
      }),
      // Paid while the code was being renewed (409): the order as it now stands.
      renewPix: fromPromise(({ input, signal }) =>
        calls((api) => api.renewOrderPix(input.id, newKey()), signal).catch((error: unknown) =>
          error instanceof CallFailed && error.status === 409
            ? run((api) => api.order(input.id), signal)
            : rejectAs(error),
        ),
      ),
    },
  });
}
