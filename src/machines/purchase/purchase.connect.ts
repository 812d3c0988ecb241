import type { SnapshotFrom } from "xstate";
import { moneyRefusalKey } from "#src/domain/session/impersonation-refusals.ts";
import type { CancellationQuote, PurchaseItem } from "#src/services/api/purchases-api.ts";
import type { purchaseMachine } from "./purchase.machine.ts";
import { accessOf, cancellableStatuses, refreshableStatuses, slipOpen } from "./purchase.rules.ts";
import type { PurchaseEvent } from "./purchase.types.ts";

export interface PurchaseApi {
  purchase: PurchaseItem;
  /** "Cancel purchase" is offered (a state that may be cancelled, nothing in flight). */
  canCancel: boolean;
  /** "Update status" is offered: the server may move this purchase on its own. */
  canRefresh: boolean;
  isQuoting: boolean;
  isRequesting: boolean;
  isRefreshing: boolean;
  /** The quote is on screen, waiting for the person's confirmation. */
  isReviewing: boolean;
  /** The quote says the purchase cannot be cancelled. */
  isRefused: boolean;
  quote: CancellationQuote | null;
  failed: boolean;
  /** What the page says about the failure (purchases namespace, or another's with its prefix), else null. */
  failureKey: string | null;
  /** Course access: open (paid), blocked (cancelling or cancelled after paying) or none (never paid). */
  access: "open" | "blocked" | "none";
  /** The slip can be opened (and paid): a slip purchase not yet paid. */
  slipOpen: boolean;
  cancel(): void;
  confirm(): void;
  dismiss(): void;
  refresh(): void;
}

/** States in which the page is busy or showing a quote: no other action is offered. */
const engaged = [
  "quoting",
  "requesting",
  "refreshing",
  "reviewingCancellation",
  "cancellationRefused",
] as const;

export function connectPurchase(
  snapshot: SnapshotFrom<typeof purchaseMachine>,
  send: (event: PurchaseEvent) => void,
): PurchaseApi {
  const { purchase, quote, failed, refusedWhileImpersonating } = snapshot.context;
  const resting = !engaged.some((state) => snapshot.matches(state));
  return {
    ...purchaseActions(purchase, resting, send),
    isQuoting: snapshot.matches("quoting"),
    isRequesting: snapshot.matches("requesting"),
    isRefreshing: snapshot.matches("refreshing"),
    isReviewing: snapshot.matches("reviewingCancellation") || snapshot.matches("requesting"),
    isRefused: snapshot.matches("cancellationRefused"),
    quote,
    failed,
    failureKey: failed ? (refusedWhileImpersonating ? moneyRefusalKey : "cancel.failed") : null,
  };
}

/** What the page offers for a purchase, and the handlers (shared with the idle API before the machine loads). */
export function purchaseActions(
  purchase: PurchaseItem,
  resting: boolean,
  send: (event: PurchaseEvent) => void,
) {
  return {
    purchase,
    canCancel: resting && cancellableStatuses.has(purchase.status),
    canRefresh: resting && refreshableStatuses.has(purchase.status),
    access: accessOf(purchase.status),
    slipOpen: slipOpen(purchase),
    cancel: () => send({ type: "CANCEL" }),
    confirm: () => send({ type: "CONFIRM" }),
    dismiss: () => send({ type: "DISMISS" }),
    refresh: () => send({ type: "REFRESH" }),
  };
}
