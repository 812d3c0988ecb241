/**
 * The support queue (issue 30, ADR 081): what staff must decide or look at, shared by the server (which lists and
 * works the items) and the queue page (which names them in the operator's language).
 */
export const supportItemKinds = [
  /** A card payment in review: the operator (sandbox) or the gateway decides. */
  "card-review",
  /** A cancellation waiting for support's confirmation (spec §4: cancellation requested, awaiting cancellation). */
  "cancellation",
  /** Money that did not go back: a Pix devolução refused or failing, a gateway refund that stays pending. */
  "refund-failed",
  /** A payment the reconciliation flagged: a wrong amount, an unknown charge, a refund outside Sabiá. */
  "reconciliation-flag",
  /** A student who used up her certificate exam's attempts (ADR 091) and must wait: support may reset them. */
  "exam-locked",
] as const;
export type SupportItemKind = (typeof supportItemKinds)[number];

/** What an item lets staff do now; an item without actions waits for someone else (the gateway, the payment). */
export const supportActions = ["confirm", "refuse", "retry", "resolve", "reset"] as const;
export type SupportAction = (typeof supportActions)[number];

/** Why an item cannot be worked yet (the page says so instead of offering actions). */
export const supportWaits = ["gateway", "payment", "money-returning"] as const;
export type SupportWait = (typeof supportWaits)[number];

/** A refusal's reason or a resolution's note: what the customer (or the next operator) reads. */
export const supportReasonMin = 3;
export const supportReasonMax = 500;

/** A gateway refund still pending after this long is stuck: support may ask the gateway again. */
export const gatewayRefundStuckMs = 60 * 60_000;

/** The page of the queue and its staff notifications' target. */
export const supportQueuePath = "/support-queue";
