import type { StaffFailure } from "../flow-kit/staff-failures.ts";
import type { SupportAction } from "#src/domain/support-queue/support-queue.ts";
import type { SupportItem, SupportQueue } from "#src/services/api/support-queue-api.ts";
import type { SupportActRequest } from "#src/services/support-queue/support-queue.service.ts";

export type { SupportAction, SupportActRequest, SupportItem, SupportQueue };

/** Why a call was refused, as the page says it (issue 30); 404/409: the item changed meanwhile. */
export type SupportQueueFailure = StaffFailure | { kind: "stale" };

export interface SupportQueueContext {
  items: SupportItem[];
  /** The action under way or last tried, and on which item (its failure is shown beside it). */
  last: { itemId: string; action: SupportAction } | null;
  failure: SupportQueueFailure | null;
  /** The last action was done (the page says so). */
  done: boolean;
}

export type SupportQueueEvent = { type: "RELOAD" } | { type: "ACT"; request: SupportActRequest };
