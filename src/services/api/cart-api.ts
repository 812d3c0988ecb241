import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { InvalidInput, ServiceUnavailable } from "./api-errors.ts";
import { CourseSummary } from "./catalog-schemas.ts";
import { SlugParam } from "./query-schemas.ts";
import { Unauthorized } from "./session-api.ts";

/** How many courses a cart holds at most: more is a 400 naming `courses`, never a slow answer. */
export const cartCapacity = 30;

/** The courses to add (or an anonymous cart to show or merge), by friendly URL. */
export const CartCourses = Schema.Struct({
  courses: Schema.Array(SlugParam).pipe(Schema.check(Schema.isMaxLength(cartCapacity))),
});
export type CartCourses = typeof CartCourses.Type;

/** One course of the cart, priced by the server (ADR 067): never an amount the browser sent. */
export const CartLine = Schema.Struct({
  course: CourseSummary,
  /** Paid at once by Pix or boleto, the course's cash campaign included (the same price as its checkout). */
  cashTotal: Schema.Number,
  /** The person already has it: shown as theirs, left out of the total. */
  owned: Schema.Boolean,
});
export type CartLine = typeof CartLine.Type;

export const Cart = Schema.Struct({
  lines: Schema.Array(CartLine),
  /** The sum of the lines' list prices and cash totals, owned courses left out, in whole cents. */
  subtotal: Schema.Number,
  cashTotal: Schema.Number,
});
export type Cart = typeof Cart.Type;

const bearer = { authorization: Schema.String };
const errors = [Unauthorized, InvalidInput, ServiceUnavailable] as const;

/**
 * The cart of several courses (issue 28, ADR 067), mounted under /api/subscription. A signed-in person's cart
 * lives on the server and is the same on every device; it is always the token's own (no call names a person). An
 * anonymous visitor's cart lives in the browser, which asks `preview` for its prices.
 */
export const CartGroup = HttpApiGroup.make("cart")
  .add(
    HttpApiEndpoint.get("cart", "/cart", { headers: bearer, success: Cart, error: errors }).annotate(
      OpenApi.Description,
      "The token's person's cart, oldest first, each course priced as its checkout prices it.",
    ),
  )
  .add(
    HttpApiEndpoint.post("addToCart", "/cart/items", {
      headers: bearer,
      payload: CartCourses,
      success: Cart,
      error: errors,
    }).annotate(
      OpenApi.Description,
      "Adds courses to the token's person's cart as a set (also how an anonymous cart is merged at sign-in). " +
        "Unknown, inactive and already owned courses are left out; the cart holds at most " +
        `${cartCapacity} courses (400 naming courses beyond that).`,
    ),
  )
  .add(
    HttpApiEndpoint.delete("removeFromCart", "/cart/items/:friendlyUrl", {
      headers: bearer,
      params: { friendlyUrl: SlugParam },
      success: Cart,
      error: errors,
    }).annotate(OpenApi.Description, "Takes a course out of the token's person's cart (absent: no change)."),
  )
  .add(
    HttpApiEndpoint.post("cartPreview", "/cart/preview", {
      payload: CartCourses,
      success: Cart,
      error: [InvalidInput, ServiceUnavailable],
    }).annotate(
      OpenApi.Description,
      "Prices an anonymous visitor's cart (kept in the browser) without saving it. Unknown and inactive " +
        "courses are left out.",
    ),
  )
  .prefix("/subscription");
