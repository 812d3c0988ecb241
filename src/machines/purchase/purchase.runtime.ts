import type { PurchaseItem } from "#src/services/api/purchases-api.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { browserCheckoutEnvironment } from "#src/services/checkout/checkout-calls.ts";
import { providePurchase } from "./purchase.actors.ts";
import { connectPurchase, type PurchaseApi } from "./purchase.connect.ts";

/** Creates and starts the purchase actor (loaded after hydration by use-purchase.ts). */
export const runPurchase = (language: string, purchase: PurchaseItem, onChange: (api: PurchaseApi) => void) =>
  startFlow(providePurchase(browserCheckoutEnvironment(language)), { purchase }, connectPurchase, onChange);
