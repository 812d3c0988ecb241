import type { PurchaseItem } from "#src/services/api/purchases-api.ts";
import { purchaseActions, type PurchaseApi } from "./purchase.connect.ts";
import type { PurchaseEvent } from "./purchase.types.ts";

/** What the details page shows before the machine has loaded (the purchase as read); `send` queues events. */
export const idlePurchase =
  (purchase: PurchaseItem) =>
  (send: (event: PurchaseEvent) => void): PurchaseApi => ({
    ...purchaseActions(purchase, true, send),
    isQuoting: false,
    isRequesting: false,
    isRefreshing: false,
    isReviewing: false,
    isRefused: false,
    quote: null,
    failed: false,
    failureKey: null,
  });
