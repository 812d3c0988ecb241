import { createActor } from "xstate";
import { browserCartScope } from "../flow-kit/browser-cart-scope.ts";
import type { FlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { provideCartOrder, type CartOrderEnvironment } from "./cart-order.actors.ts";
import { connectCartOrder, type CartOrderApi } from "./cart-order.connect.ts";
import type { CartOrderEvent } from "./cart-order.types.ts";

/** Creates and starts the cart order's actor (loaded after hydration by use-cart-order.ts). */
export function runCartOrder(
  language: string,
  onChange: (api: CartOrderApi) => void,
  environment: CartOrderEnvironment = { scope: browserCartScope(language) },
): FlowRuntime<CartOrderEvent> {
  const actor = createActor(provideCartOrder(environment));
  const send = (event: CartOrderEvent) => actor.send(event);
  actor.subscribe((snapshot) => onChange(connectCartOrder(snapshot, send)));
  actor.start();
  return { send, stop: () => actor.stop() };
}
