import type { SupportAction } from "../../domain/support-queue/support-queue.ts";
import type { SupportItem, SupportQueue } from "../../services/api/support-queue-api.ts";
import type { SupportActRequest } from "../../services/support-queue/support-queue.service.ts";

export type { SupportAction, SupportActRequest, SupportItem, SupportQueue };

/** Why a call was refused, as the page says it (issue 30): plain data, so the view can translate it. */
export type SupportQueueFailure =
  /** 400: the field the server named (the reason, the note). */
  | { kind: "field"; field: string }
  /** 401/403: the current role may not work the queue (or the session ended). */
  | { kind: "refused" }
  /** 404/409: the item changed meanwhile (worked by someone else, or waiting again). */
  | { kind: "stale" }
  | { kind: "unavailable" }
  | { kind: "unexpected" };

export interface SupportQueueContext {
  items: SupportItem[];
  /** The action under way or last tried, and on which item (its failure is shown beside it). */
  last: { itemId: string; action: SupportAction } | null;
  failure: SupportQueueFailure | null;
  /** The last action was done (the page says so). */
  done: boolean;
}

export type SupportQueueEvent = { type: "RELOAD" } | { type: "ACT"; request: SupportActRequest };
