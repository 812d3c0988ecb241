import { Cause, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { fromPromise } from "xstate";
import { statusOf } from "../../services/http/service-errors.ts";
import { TokenStorage, type KeyValueStore } from "../../services/session/token-storage.ts";
import {
  SupportQueueService,
  type SupportQueueOptions,
} from "../../services/support-queue/support-queue.service.ts";
import { supportQueueMachine } from "./support-queue.machine.ts";
import type { SupportQueueFailure } from "./support-queue.types.ts";

/** What the queue page's actors need from outside; the hook builds it from `window`, tests pass a layer. */
export interface SupportQueueEnvironment {
  options: SupportQueueOptions;
  storage(): KeyValueStore;
  tabStorage?(): KeyValueStore;
  /** Tests replace the HTTP adapter (SupportQueueService.layerTest). */
  layer?: Layer.Layer<SupportQueueService>;
}

export function browserSupportQueueEnvironment(language: string): SupportQueueEnvironment {
  return {
    options: { baseUrl: window.location.origin, language },
    storage: () => window.localStorage,
    tabStorage: () => window.sessionStorage,
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** The field a 400 names: the schema issue's path (reason, note), else the id in the path. */
function fieldOf(error: unknown): string {
  const problem = record(error);
  if (typeof problem["field"] === "string" && problem["field"] !== "") return problem["field"];
  const detail = typeof problem["detail"] === "string" ? problem["detail"] : "";
  return /\b(reason|note)\b/.exec(detail)?.[1] ?? "item";
}

/** The services' failure as the page explains it. */
export function supportQueueFailureOf(error: unknown): SupportQueueFailure {
  switch (statusOf(error)) {
    case 400:
      return { kind: "field", field: fieldOf(error) };
    case 401:
    case 403:
      return { kind: "refused" };
    case 404:
    case 409:
      return { kind: "stale" };
    case 503:
      return { kind: "unavailable" };
    default:
      return { kind: "unexpected" };
  }
}

/** The support queue machine with its real side effects: the queue's calls (issue 30, ADR 080). */
export function provideSupportQueue(environment: SupportQueueEnvironment) {
  const runtime = ManagedRuntime.make(
    environment.layer ??
      SupportQueueService.layer(environment.options).pipe(
        Layer.provide(TokenStorage.fromStorage(environment.storage, environment.tabStorage)),
      ),
  );
  const run = async <A>(
    use: (api: SupportQueueService["Service"]) => Effect.Effect<A, unknown>,
    signal: AbortSignal,
  ) => {
    const exit = await runtime.runPromiseExit(Effect.flatMap(SupportQueueService, use), { signal });
    if (Exit.isSuccess(exit)) return exit.value;
    throw supportQueueFailureOf(Cause.squash(exit.cause));
  };
  return supportQueueMachine.provide({
    actors: {
      list: fromPromise(({ signal }) => run((api) => api.list(), signal)),
      act: fromPromise(({ input, signal }) => run((api) => api.act(input), signal)),
    },
  });
}
