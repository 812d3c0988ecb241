import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { InvalidInput, NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { Conflict, IdempotencyKeyReused } from "#src/services/api/checkout-schemas.ts";
import { Unauthorized } from "#src/services/api/session-api.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { cartOrders } from "../purchases/cart-order.ts";
import { cartReads } from "../purchases/cart-reads.ts";
import { assertOffered } from "../payments/payment-providers.ts";
import { checkoutProblem } from "./checkout-handlers.ts";

/** An order call as the payment calls see it (its idempotency key and path). */
const orderCall = (url: string, headers: { "idempotency-key": string }, userId: number) => ({
  userId,
  idempotencyKey: headers["idempotency-key"],
  path: url.split("?")[0] ?? url,
  // Order answers carry no links: no origin is needed.
  origin: "",
});

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
  const orders = cartOrders(context);
  // An order call may also answer 404 (another person's order) or 400 for a reused key; the rest as above.
  const runOrder = <A>(work: () => Promise<A>) =>
    Effect.tryPromise({
      try: work,
      catch: (error) => {
        const problem = toProblem(error);
        if (problem instanceof IdempotencyKeyReused || problem instanceof Conflict) return problem;
        if (problem instanceof NotFound) return problem;
        return problem instanceof Unauthorized ||
          problem instanceof InvalidInput ||
          problem instanceof ServiceUnavailable
          ? problem
          : new InvalidInput({ detail: problem.detail, field: "cart" });
      },
    });
  return HttpApiBuilder.group(PlatformApi, "cart", (handlers) =>
    handlers
      .handle("cart", () => CurrentUser.use(({ userId }) => run(() => carts.cart(userId))))
      .handle("addToCart", ({ payload }) =>
        CurrentUser.use(({ userId }) => run(() => carts.add(userId, payload.courses))),
      )
      .handle("removeFromCart", ({ params }) =>
        CurrentUser.use(({ userId }) => run(() => carts.remove(userId, params.friendlyUrl))),
      )
      .handle("quoteOrder", ({ payload }) =>
        CurrentUser.use(({ userId }) => run(() => orders.quote(userId, payload))),
      )
      // A method the provider does not take is refused before any read, key or charge (ADR 046).
      .handle("placeOrder", ({ headers, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          runOrder(() => {
            assertOffered(context.offer, payload.method);
            return orders.place(orderCall(request.url, headers, userId), payload);
          }),
        ),
      )
      .handle("cartOrder", ({ params }) =>
        CurrentUser.use(({ userId }) => runOrder(() => orders.order(userId, params.id))),
      )
      .handle("renewOrderPix", ({ headers, params, request }) =>
        CurrentUser.use(({ userId }) =>
          runOrder(() => orders.renewPix(orderCall(request.url, headers, userId), params.id)),
        ),
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
