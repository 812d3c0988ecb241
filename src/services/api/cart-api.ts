import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { CourseSummary } from "./catalog-schemas.ts";
import { CardPaymentPayload, SlipAddress } from "./checkout-api.ts";
import {
  AppliedVoucher,
  CardGateway,
  Conflict,
  IdempotencyKeyReused,
  Payment,
  PaymentMethod,
  PixPayment,
  VoucherTag,
} from "./checkout-schemas.ts";
import { Idempotent } from "./idempotent-headers.ts";
import { IntegerParam, SlugParam } from "./query-schemas.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";
import { Authorization } from "./authorization.ts";

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

const errors = [Unauthorized, InvalidInput, ServiceUnavailable] as const;
/** The order calls: also 404 (an order that is not the person's), a paid order (409) and a reused key. */
const orderErrors = [...errors, NotFound, Forbidden, Conflict, IdempotencyKeyReused] as const;

/** How an order is paid: one Pix, one bank slip or one card charge for the order's total (ADR 067). */
export const CartOrderMethod = Schema.Literals(["pix", "boleto", "card"]);
export type CartOrderMethod = typeof CartOrderMethod.Type;

/**
 * How the whole cart is paid: one charge for the order's total (ADR 067), with a voucher if the person has one.
 * A card order carries the gateway's card token and its installments (`card`, required for `card`); a registered
 * slip names the payer's address (`address`, required when the slip provider is not the sandbox).
 */
export const CartOrderRequest = Schema.Struct({
  method: CartOrderMethod,
  voucher: Schema.optionalKey(VoucherTag),
  card: Schema.optionalKey(CardPaymentPayload),
  address: Schema.optionalKey(SlipAddress),
});
export type CartOrderRequest = typeof CartOrderRequest.Type;

/**
 * What the order would cost with a voucher (or none), before it is placed: by card (`method: "card"`) each course
 * is priced as its card plan (no cash campaign) and the total split in `installments`.
 */
export const CartOrderQuoteRequest = Schema.Struct({
  voucher: Schema.optionalKey(VoucherTag),
  method: Schema.optionalKey(CartOrderMethod),
  installments: Schema.optionalKey(
    Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 24 }))),
  ),
});
export type CartOrderQuoteRequest = typeof CartOrderQuoteRequest.Type;

/** One course of the quote: its price, every discount, and the voucher's part when its rules allow this course. */
export const CartQuoteItem = Schema.Struct({
  friendlyUrl: Schema.String,
  name: Schema.String,
  subtotal: Schema.Number,
  discounts: Schema.Number,
  voucherDiscount: Schema.Number,
  total: Schema.Number,
});

/** The order's prices as the server will charge them: per course and in all; the voucher if one applies. */
export const CartOrderQuote = Schema.Struct({
  items: Schema.Array(CartQuoteItem),
  subtotal: Schema.Number,
  discounts: Schema.Number,
  total: Schema.Number,
  voucher: Schema.NullOr(AppliedVoucher),
  /** The most installments every course of the order takes by card (the smallest of the courses' maxima). */
  maxInstallments: Schema.Number,
  /** The installments quoted (1 for Pix and slip) and the regular installment of the total split in them. */
  installments: Schema.Number,
  installmentValue: Schema.Number,
  /** The methods the store takes (the provider's offer), who tokenizes a card, and whether a slip needs an address. */
  methods: Schema.Array(PaymentMethod),
  cardGateway: CardGateway,
  slipNeedsAddress: Schema.Boolean,
});
export type CartOrderQuote = typeof CartOrderQuote.Type;

/** One course of an order, at the price it had when ordered. */
export const CartOrderItem = Schema.Struct({
  friendlyUrl: Schema.String,
  name: Schema.String,
  total: Schema.Number,
  paid: Schema.Boolean,
});
export type CartOrderItem = typeof CartOrderItem.Type;

/** An order of several courses and its one charge, as the order checkout polls it. */
export const CartOrder = Schema.Struct({
  id: Schema.Number,
  transactionNumber: Schema.String,
  subtotal: Schema.Number,
  discounts: Schema.Number,
  total: Schema.Number,
  /** Every course of the order is paid (its one charge was confirmed). */
  paid: Schema.Boolean,
  items: Schema.Array(CartOrderItem),
  /** Closed unpaid: a later order of the same person replaced it (ADR 067, amendment); it can no longer be paid. */
  closed: Schema.Boolean,
  /** The order's Pix (the sandbox control pays it by `paymentSubscriptionId`). */
  pix: Schema.NullOr(PixPayment),
  /** The order's one charge whatever its method (Pix, slip or card), as a single purchase shows its payment. */
  payment: Schema.NullOr(Payment),
  /** The purchase that carries the order's one payment (its first course's). */
  paymentSubscriptionId: Schema.Number,
});
export type CartOrder = typeof CartOrder.Type;

/**
 * The cart of several courses (issue 28, ADR 067), mounted under /api/subscription. A signed-in person's cart
 * lives on the server and is the same on every device; it is always the token's own (no call names a person). An
 * anonymous visitor's cart lives in the browser, which asks `preview` for its prices.
 */
export const CartGroup = HttpApiGroup.make("cart")
  .add(
    HttpApiEndpoint.get("cart", "/cart", { success: Cart, error: errors })
      .middleware(Authorization)
      .annotate(
        OpenApi.Description,
        "The token's person's cart, oldest first, each course priced as its checkout prices it.",
      ),
  )
  .add(
    HttpApiEndpoint.post("addToCart", "/cart/items", {
      payload: CartCourses,
      success: Cart,
      error: errors,
    })
      .middleware(Authorization)
      .annotate(
        OpenApi.Description,
        "Adds courses to the token's person's cart as a set (also how an anonymous cart is merged at sign-in). " +
          "Unknown, inactive and already owned courses are left out; the cart holds at most " +
          `${cartCapacity} courses (400 naming courses beyond that).`,
      ),
  )
  .add(
    HttpApiEndpoint.delete("removeFromCart", "/cart/items/:friendlyUrl", {
      params: { friendlyUrl: SlugParam },
      success: Cart,
      error: errors,
    })
      .middleware(Authorization)
      .annotate(OpenApi.Description, "Takes a course out of the token's person's cart (absent: no change)."),
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
  .add(
    HttpApiEndpoint.post("quoteOrder", "/cart/order-quote", {
      payload: CartOrderQuoteRequest,
      success: CartOrderQuote,
      error: errors,
    })
      .middleware(Authorization)
      .annotate(
        OpenApi.Description,
        "What paying the token's person's cart as one order costs, course by course, with the voucher if given " +
          "(its rules say which courses it allows; 400 naming `voucher` when it is unknown, expired or allows none).",
      ),
  )
  .add(
    HttpApiEndpoint.post("placeOrder", "/cart/order", {
      headers: Idempotent,
      payload: CartOrderRequest,
      success: CartOrder,
      error: orderErrors,
    })
      .middleware(Authorization)
      .annotate(
        OpenApi.Description,
        "Pays the token's person's cart as one order (ADR 067): one purchase per course not yet owned, each at " +
          "the price the server quotes, and one Pix, slip or card charge for the order's total. Its confirmation " +
          "confirms every course and empties the cart of them. The same Idempotency-Key answers the same order. " +
          "An earlier unpaid order of the person is closed first (its charge withdrawn), so a course is never " +
          "bought twice; while its card awaits review or its slip is clearing, 409.",
      ),
  )
  .add(
    HttpApiEndpoint.get("cartOrder", "/cart/orders/:id", {
      params: { id: IntegerParam(1, 2_147_483_647) },
      success: CartOrder,
      error: orderErrors,
    })
      .middleware(Authorization)
      .annotate(
        OpenApi.Description,
        "An order of the token's person: paid or not, its Pix code and expiry (404 for anyone else's).",
      ),
  )
  .add(
    HttpApiEndpoint.post("renewOrderPix", "/cart/orders/:id/pix", {
      headers: Idempotent,
      params: { id: IntegerParam(1, 2_147_483_647) },
      success: CartOrder,
      error: orderErrors,
    })
      .middleware(Authorization)
      .annotate(
        OpenApi.Description,
        "A new Pix code for an unpaid order whose code expired (spec §9: a code is valid 3 minutes).",
      ),
  )
  .prefix("/subscription");
