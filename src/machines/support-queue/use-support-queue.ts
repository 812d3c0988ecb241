import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idleSupportQueue, type SupportQueueApi } from "./support-queue.connect.ts";
import type { SupportQueueEvent } from "./support-queue.types.ts";

/**
 * The support queue page's flow (issue 30): the machine and its Effect actors load after hydration; actions sent
 * before they arrive are delivered when they do.
 */
export function useSupportQueue(language: string): SupportQueueApi {
  return useFlowRuntime<SupportQueueApi, SupportQueueEvent>(idleSupportQueue, (onChange) =>
    import("./support-queue.runtime.ts").then(({ runSupportQueue }) => runSupportQueue(language, onChange)),
  );
}
