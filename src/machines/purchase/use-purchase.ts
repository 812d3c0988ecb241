import type { PurchaseItem } from "#src/services/api/purchases-api.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import type { PurchaseApi } from "./purchase.connect.ts";
import { idlePurchase } from "./purchase.idle.ts";
import type { PurchaseEvent } from "./purchase.types.ts";

/**
 * One purchase on the details page: the machine and its Effect actors load after hydration (the page shows
 * the purchase as read meanwhile, and a click made before they arrive is delivered when they do).
 */
export function usePurchase(language: string, purchase: PurchaseItem): PurchaseApi {
  return useFlowRuntime<PurchaseApi, PurchaseEvent>(idlePurchase(purchase), (onChange) =>
    import("./purchase.runtime.ts").then(({ runPurchase }) => runPurchase(language, purchase, onChange)),
  );
}
