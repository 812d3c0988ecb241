import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { CartOrder, CartOrderRequest } from "#src/services/api/cart-api.ts";
import { browserCardTokenizer } from "#src/services/checkout/card-tokenizer-slot.ts";
import { digitsOnly, luhnValid } from "#src/domain/payments/card.ts";
import { parseExpiry } from "../subscription-checkout/card-form.rules.ts";
import { cartCalls, personCart, type CartScope } from "#src/services/cart/cart-calls.ts";
import type { CartApi } from "#src/services/cart/cart.service.ts";
import { CallFailed } from "#src/services/runtime.ts";
import { cartOrderMachine } from "./cart-order.machine.ts";
import type { CartOrderFailure, OrderCard } from "./cart-order.types.ts";
import type { OrderTerms } from "./cart-order.machine.ts";

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
  if (error.status === 400 && (field === "card" || field === "token" || field === "installments"))
    return { kind: "card" };
  if (error.status === 409) return { kind: "inProgress" };
  return { kind: "unexpected" };
}

const defaultPollIntervalMs = 3_000;

/**
 * The order's request: by card, the card is tokenized here in the browser (the gateway's script, or the sandbox's
 * tokenizer) and only its token goes out (ADR 059); a card no tokenizer takes is the form's "card" failure.
 */
async function orderRequest(terms: OrderTerms, card: OrderCard | null): Promise<CartOrderRequest> {
  const voucher = terms.voucher === null ? {} : { voucher: terms.voucher };
  if (terms.method !== "card") return { method: terms.method, ...voucher };
  const expiry = card ? parseExpiry(card.expiry) : null;
  const number = digitsOnly(card?.number ?? "");
  // The same rules as the single checkout's card form before anything leaves the browser.
  const token =
    card && expiry && luhnValid(number) && card.holder.trim() !== ""
      ? await browserCardTokenizer.tokenize({
          cardNumber: number,
          holderName: card.holder.trim().replace(/\s+/g, " "),
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          cvv: digitsOnly(card.cvv),
        })
      : null;
  if (!token) throw { kind: "card" } satisfies CartOrderFailure;
  return {
    method: "card",
    ...voucher,
    card: {
      token: token.token,
      paymentMethodId: token.paymentMethodId,
      ...(token.issuerId === undefined ? {} : { issuerId: token.issuerId }),
      installments: terms.installments,
    },
  };
}

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
      quoteOrder: fromPromise(({ input, signal }) =>
        run(
          (api) =>
            api.quoteOrder({
              ...(input.voucher === null ? {} : { voucher: input.voucher }),
              method: input.method,
              installments: input.installments,
            }),
          signal,
        ),
      ),
      placeOrder: fromPromise(async ({ input, signal }) => {
        const request = await orderRequest(input, input.card);
        return run((api) => api.placeOrder(newKey(), request), signal);
      }),
      // The order read until its charge is no longer pending; a passing failure is tried again at the next look.
      watchOrder: fromPromise(async ({ input, signal }): Promise<CartOrder> => {
        for (;;) {
          const order = await run((api) => api.order(input.id), signal).catch((failure: CartOrderFailure) => {
            if (failure.kind === "signedOut") throw failure;
            return null;
          });
          if (order && (order.paid || order.payment?.status !== "pending")) return order;
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
