import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { InvalidInput, ServiceUnavailable } from "../../src/services/api/api-errors.ts";
import { Unauthorized } from "../../src/services/api/session-api.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { cartReads } from "../purchases/cart-reads.ts";
import { checkoutProblem } from "./checkout-handlers.ts";

/** The cart calls (ADR 067): a person's own cart by the token, an anonymous cart's prices by its courses. */
export function cartHandlers(context: CheckoutContext, logger: Logger) {
  const toProblem = checkoutProblem(logger);
  const carts = cartReads(context);
  // Only these can happen here: no token (401), a cart over capacity (400); the rest is the database (503).
  const run = <A>(work: () => Promise<A>) =>
    Effect.tryPromise({
      try: work,
      catch: (error) => {
        const problem = toProblem(error);
        return problem instanceof Unauthorized ||
          problem instanceof InvalidInput ||
          problem instanceof ServiceUnavailable
          ? problem
          : new ServiceUnavailable({ detail: problem.detail });
      },
    });
  return HttpApiBuilder.group(PlatformApi, "cart", (handlers) =>
    handlers
      .handle("cart", ({ headers }) => run(() => carts.cart(headers.authorization)))
      .handle("addToCart", ({ headers, payload }) =>
        run(() => carts.add(headers.authorization, payload.courses)),
      )
      .handle("removeFromCart", ({ headers, params }) =>
        run(() => carts.remove(headers.authorization, params.friendlyUrl)),
      )
      .handle("cartPreview", ({ payload }) =>
        // No token is read here, so there is no 401 to pass on.
        run(() => carts.preview(payload.courses)).pipe(
          Effect.mapError((problem) =>
            problem instanceof Unauthorized ? new ServiceUnavailable({ detail: problem.detail }) : problem,
          ),
        ),
      ),
  );
}
