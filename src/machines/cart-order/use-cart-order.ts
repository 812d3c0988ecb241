import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idleCartOrder, type CartOrderApi } from "./cart-order.connect.ts";
import type { CartOrderEvent } from "./cart-order.types.ts";

/**
 * The cart order page's flow (issue 28, ADR 067): the machine and its Effect actors load after hydration; a click
 * made before they arrive is delivered when they do. The page remounts it when someone signs in or out.
 */
export function useCartOrder(language: string): CartOrderApi {
  return useFlowRuntime<CartOrderApi, CartOrderEvent>(idleCartOrder, (onChange) =>
    import("./cart-order.runtime.ts").then(({ runCartOrder }) => runCartOrder(language, onChange)),
  );
}
