import { writeToken } from "#src/services/session/session-storage.ts";
import { startFlow } from "../flow-kit/start-flow.ts";
import { browserCheckoutEnvironment } from "#src/services/checkout/checkout-calls.ts";
import { provideFastBuy } from "./fast-buy.actors.ts";
import { connectFastBuy, type FastBuyApi } from "./fast-buy.connect.ts";
import type { FastBuyOutput } from "./fast-buy.types.ts";

/** Creates and starts the fast-buy actor (loaded after hydration by use-fast-buy.ts). */
export const runFastBuy = (
  language: string,
  product: string,
  onChange: (api: FastBuyApi) => void,
  onDone: (output: FastBuyOutput) => void,
) =>
  startFlow(
    provideFastBuy(browserCheckoutEnvironment(language), product, writeToken),
    undefined,
    connectFastBuy,
    onChange,
    onDone,
  );
