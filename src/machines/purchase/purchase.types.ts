import type { CancellationQuote, PurchaseItem } from "#src/services/api/purchases-api.ts";

export interface PurchaseInput {
  purchase: PurchaseItem;
}

export interface PurchaseContext {
  /** The purchase as the server last said it is: the server is the source of truth of its state. */
  purchase: PurchaseItem;
  /** What cancelling would do, as quoted by the server (spec §9). */
  quote: CancellationQuote | null;
  /** The last call failed (quote, request or refresh): the page says so and offers the same action again. */
  failed: boolean;
  /** That failure was the refusal to move money while an operator acts as the person (ADR 050). */
  refusedWhileImpersonating: boolean;
}

export type PurchaseEvent =
  /** Asks what cancelling would do (the quote is shown before anything changes). */
  | { type: "CANCEL" }
  /** Confirms the cancellation as quoted. */
  | { type: "CONFIRM" }
  /** Leaves the quote without cancelling. */
  | { type: "DISMISS" }
  /** Reads the purchase again (a slip clearing, the operator confirming a card or a cancellation). */
  | { type: "REFRESH" };
