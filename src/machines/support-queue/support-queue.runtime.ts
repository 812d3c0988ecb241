import { createActor } from "xstate";
import type { FlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import {
  browserSupportQueueEnvironment,
  provideSupportQueue,
  type SupportQueueEnvironment,
} from "./support-queue.actors.ts";
import { connectSupportQueue, type SupportQueueApi } from "./support-queue.connect.ts";
import type { SupportQueueEvent } from "./support-queue.types.ts";

/** Creates and starts the support queue actor (loaded after hydration by use-support-queue.ts). */
export function runSupportQueue(
  language: string,
  onChange: (api: SupportQueueApi) => void,
  environment: SupportQueueEnvironment = browserSupportQueueEnvironment(language),
): FlowRuntime<SupportQueueEvent> {
  const actor = createActor(provideSupportQueue(environment));
  const send = (event: SupportQueueEvent) => actor.send(event);
  actor.subscribe((snapshot) => onChange(connectSupportQueue(snapshot, send)));
  actor.start();
  return { send, stop: () => actor.stop() };
}
