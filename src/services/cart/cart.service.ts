import { Context, Effect, Layer } from "effect";
import { HttpClient } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type {
  Cart,
  CartOrder,
  CartOrderQuote,
  CartOrderQuoteRequest,
  CartOrderRequest,
} from "../api/cart-api.ts";
import type { ApiFetch } from "../api/in-process.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { fetchClientLayer } from "../http/api-transport.ts";
import { bearerCall } from "../session/bearer-call.ts";
import type { TokenStorage } from "../session/token-storage.ts";
import { authorizationClient } from "../api/authorization.ts";

/** The cart calls (ADR 067): the signed-in person's own cart by the stored token, or an anonymous cart's prices. */
export interface CartApi {
  readonly mine: Effect.Effect<Cart, unknown>;
  readonly add: (courses: readonly string[]) => Effect.Effect<Cart, unknown>;
  readonly remove: (course: string) => Effect.Effect<Cart, unknown>;
  readonly preview: (courses: readonly string[]) => Effect.Effect<Cart, unknown>;
  /** What the order costs, course by course, with the voucher if given, by the method (and installments) asked. */
  readonly quoteOrder: (request: CartOrderQuoteRequest) => Effect.Effect<CartOrderQuote, unknown>;
  /** Pays the person's cart as one order with one Pix, slip or card; `key` makes a retried click the same order. */
  readonly placeOrder: (key: string, request: CartOrderRequest) => Effect.Effect<CartOrder, unknown>;
  readonly order: (id: number) => Effect.Effect<CartOrder, unknown>;
  /** A new code for the order's expired Pix; `key` as above. */
  readonly renewOrderPix: (id: number, key: string) => Effect.Effect<CartOrder, unknown>;
}

export interface CartOptions {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  fetch?: ApiFetch;
}

const makeClient = (options: CartOptions) =>
  Effect.gen(function* () {
    const cart = yield* HttpApiClient.group(PlatformApi, {
      group: "cart",
      httpClient: yield* HttpClient.HttpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(authorizationClient));
    const authorized = yield* bearerCall;
    const api: CartApi = {
      mine: authorized(() => cart.cart()),
      add: (courses) => authorized(() => cart.addToCart({ payload: { courses } })),
      remove: (course) => authorized(() => cart.removeFromCart({ params: { friendlyUrl: course } })),
      preview: (courses) => cart.cartPreview({ payload: { courses } }),
      quoteOrder: (request) => authorized(() => cart.quoteOrder({ payload: request })),
      placeOrder: (key, request) =>
        authorized(() => cart.placeOrder({ headers: { "idempotency-key": key }, payload: request })),
      order: (id) => authorized(() => cart.cartOrder({ params: { id } })),
      renewOrderPix: (id, key) =>
        authorized(() => cart.renewOrderPix({ headers: { "idempotency-key": key }, params: { id } })),
    };
    return api;
  });

export class CartService extends Context.Service<CartService, CartApi>()("sabia/CartService") {
  static layer(options: CartOptions): Layer.Layer<CartService, never, TokenStorage> {
    return Layer.effect(CartService)(makeClient(options)).pipe(
      Layer.provide(fetchClientLayer(options.fetch)),
    );
  }
}
