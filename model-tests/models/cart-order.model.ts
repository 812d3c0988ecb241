import type { SnapshotFrom } from "xstate";
import { cartOrderMachine } from "#src/machines/cart-order/cart-order.machine.ts";
import type { Cart, CartOrder, CartOrderQuote } from "#src/services/api/cart-api.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof cartOrderMachine>;
type Event = ModelEvent<typeof cartOrderMachine>;

const course = (friendlyUrl: string) =>
  ({
    friendlyUrl,
    name: friendlyUrl,
    image: { url: `/media/${friendlyUrl}.webp` },
    newPrice: 100,
  }) as unknown as Cart["lines"][number]["course"];
const cartOf = (owned: boolean): Cart =>
  ({
    lines: [{ course: course("uti"), cashTotal: 90, owned }],
    subtotal: 100,
    cashTotal: 90,
  }) as unknown as Cart;
const quoteWith = (voucher: string | null): CartOrderQuote => ({
  items: [{ friendlyUrl: "uti", name: "UTI", subtotal: 100, discounts: 10, voucherDiscount: 0, total: 90 }],
  subtotal: 100,
  discounts: 10,
  total: 90,
  voucher: voucher === null ? null : { tag: voucher, percent: 15 },
  maxInstallments: 1,
  installments: 1,
  installmentValue: 90,
  methods: ["pix", "boleto", "card"],
  cardGateway: { kind: "sandbox" },
  slipNeedsAddress: false,
});
const pixOf = (status: "pending" | "expired" | "paid") => ({
  method: "pix",
  status,
  copyPaste: "000201…",
  qrSvg: "",
  expiresAt: "",
  validationKey: "k",
  amount: 90,
});
const orderWith = (paid: boolean, pix: "pending" | "expired" | "paid"): CartOrder =>
  ({
    id: 7,
    transactionNumber: "2026-7",
    subtotal: 100,
    discounts: 10,
    total: 90,
    paid,
    closed: false,
    items: [{ friendlyUrl: "uti", name: "UTI", total: 90, paid }],
    pix: pixOf(pix),
    payment: pixOf(pix),
    paymentSubscriptionId: 11,
  }) as unknown as CartOrder;
/** An order paid by slip or card, its one charge in `status`. */
const chargedWith = (
  method: "boleto" | "card",
  status: "pending" | "paid" | "approved" | "denied",
): CartOrder =>
  ({
    ...orderWith(status === "paid" || status === "approved", "pending"),
    pix: null,
    payment: { method, status, amount: 90 },
  }) as unknown as CartOrder;

/**
 * The cart paid as one order with one Pix, slip or card (issue 28, ADR 067): the cart loads (signed out, failed and
 * retried, nothing left to pay, or courses to pay) and is quoted (or not); a voucher is applied (or refused) and
 * removed; the method and the card's installments are chosen (each quoted again); the order is placed (or
 * refused); its Pix is watched until paid or expired; an expired code is renewed (or its renewal refused); a slip
 * or a card in review is watched until paid; a refused card goes back to the review; a watch that failed is tried
 * again.
 */
export const cartOrderModel = defineModel({
  name: "cart-order",
  machine: cartOrderMachine,
  complete: true,
  events: (snapshot: Snapshot): readonly Event[] => {
    const events: Event[] = [];
    const { context } = snapshot;
    if (snapshot.matches("loading"))
      events.push(
        { type: "xstate.done.actor.openCart", output: cartOf(false) },
        { type: "xstate.done.actor.openCart", output: cartOf(true) },
        { type: "xstate.error.actor.openCart", error: { kind: "signedOut" } },
        { type: "xstate.error.actor.openCart", error: { kind: "unexpected" } },
      );
    if (snapshot.matches("loadFailed")) events.push({ type: "RETRY" });
    if (snapshot.matches("quoting"))
      events.push(
        { type: "xstate.done.actor.quoteOrder", output: quoteWith(context.voucher) },
        { type: "xstate.error.actor.quoteOrder", error: { kind: "voucher" } },
      );
    if (snapshot.matches("review") && context.failure === null)
      events.push(
        context.method === "card"
          ? {
              type: "PAY",
              card: { number: "5031 4332 1540 6351", holder: "APRO", expiry: "11/30", cvv: "123" },
            }
          : { type: "PAY" },
        context.voucher === null ? { type: "APPLY_VOUCHER", tag: "NUTRI15" } : { type: "REMOVE_VOUCHER" },
        context.method === "card"
          ? { type: "CHOOSE_INSTALLMENTS", installments: 3 }
          : { type: "CHOOSE_METHOD", method: "card" },
      );
    if (snapshot.matches("placing"))
      events.push(
        { type: "xstate.done.actor.placeOrder", output: orderWith(false, "pending") },
        { type: "xstate.done.actor.placeOrder", output: chargedWith("card", "approved") },
        { type: "xstate.done.actor.placeOrder", output: chargedWith("card", "denied") },
        { type: "xstate.done.actor.placeOrder", output: chargedWith("boleto", "pending") },
        { type: "xstate.error.actor.placeOrder", error: { kind: "impersonating" } },
      );
    if (snapshot.matches("awaitingPayment"))
      events.push(
        { type: "xstate.done.actor.watchOrder", output: orderWith(true, "paid") },
        { type: "xstate.done.actor.watchOrder", output: orderWith(false, "expired") },
        { type: "xstate.done.actor.watchOrder", output: chargedWith("boleto", "paid") },
        { type: "xstate.error.actor.watchOrder", error: { kind: "signedOut" } },
      );
    if (snapshot.matches("watchInterrupted")) events.push({ type: "CHECK_AGAIN" });
    if (snapshot.matches("pixExpired") && context.failure === null) events.push({ type: "RENEW_PIX" });
    if (snapshot.matches("renewingPix"))
      events.push(
        { type: "xstate.done.actor.renewPix", output: orderWith(false, "pending") },
        { type: "xstate.error.actor.renewPix", error: { kind: "unexpected" } },
      );
    return events;
  },
  describeEvent: {
    APPLY_VOUCHER: "the person applies a voucher to the order",
    REMOVE_VOUCHER: "the person removes the voucher",
    PAY: "the person pays the whole cart with the chosen method (one Pix, one slip or the card typed)",
    CHOOSE_METHOD: "the person chooses how to pay the order",
    CHOOSE_INSTALLMENTS: "the person chooses the card's installments",
    RENEW_PIX: "the person asks for a new code after the 3 minutes",
    CHECK_AGAIN: "the person asks to look at the payment again",
    RETRY: "the person tries to read the cart again",
  },
});
