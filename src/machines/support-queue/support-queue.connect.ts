import type { SnapshotFrom } from "xstate";
import type { supportQueueMachine } from "./support-queue.machine.ts";
import type {
  SupportAction,
  SupportItem,
  SupportQueueContext,
  SupportQueueEvent,
  SupportQueueFailure,
} from "./support-queue.types.ts";

/** What the queue page needs (views never match states or build raw events). */
export interface SupportQueueApi {
  items: SupportItem[];
  isLoading: boolean;
  isActing: boolean;
  /** The item of the action under way or last tried, and the action. */
  last: { itemId: string; action: SupportAction } | null;
  /** An i18n key (support-queue namespace) for a refusal, and the field it names. */
  failure: { key: string; field: string | null } | null;
  /** An i18n key for the last action done. */
  done: string | null;
  reload(): void;
  act(item: SupportItem, action: SupportAction, text?: string): void;
}

const failureKeyOf = (failure: SupportQueueFailure): { key: string; field: string | null } =>
  failure.kind === "field"
    ? { key: `errors.field.${failure.field}`, field: failure.field }
    : { key: `errors.${failure.kind}`, field: null };

export function supportQueueApi(
  context: SupportQueueContext,
  flags: { isLoading: boolean; isActing: boolean },
  send: (event: SupportQueueEvent) => void,
): SupportQueueApi {
  return {
    items: context.items,
    ...flags,
    last: context.last,
    failure: context.failure ? failureKeyOf(context.failure) : null,
    done: context.done && context.last ? `done.${context.last.action}` : null,
    reload: () => send({ type: "RELOAD" }),
    act: (item, action, text = "") => send({ type: "ACT", request: { item, action, text } }),
  };
}

export function connectSupportQueue(
  snapshot: SnapshotFrom<typeof supportQueueMachine>,
  send: (event: SupportQueueEvent) => void,
): SupportQueueApi {
  return supportQueueApi(
    snapshot.context,
    { isLoading: snapshot.matches("loading"), isActing: snapshot.matches("acting") },
    send,
  );
}

/** Before the machine has loaded: the queue is on its way; events are queued. */
export const idleSupportQueue = (send: (event: SupportQueueEvent) => void): SupportQueueApi =>
  supportQueueApi(
    { items: [], last: null, failure: null, done: false },
    { isLoading: true, isActing: false },
    send,
  );
