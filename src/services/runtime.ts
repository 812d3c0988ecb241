import { Cause, Effect, Exit, ManagedRuntime, type Layer } from "effect";
import { statusOf } from "./http/service-errors.ts";

/**
 * The one failure a client call rejects with when it leaves Effect for a Promise (a machine's actor, a hook):
 * the HTTP status (null when no answer came), the problem's `code` (null when it had none), a message, and the
 * failure itself, so that an edge that speaks a richer vocabulary (IdentityError's AuthFailure code, the
 * checkout's tagged §8 errors) can hand that on unchanged.
 */
export class CallFailed extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly failure: unknown;
  constructor(status: number | null, code: string | null, message: string, failure: unknown = null) {
    super(message);
    this.name = "CallFailed";
    this.status = status;
    this.code = code;
    this.failure = failure;
  }
}

/** The typed failure of an error of any shape (an HttpApi problem, a tagged error, a defect). */
export function callFailedOf(error: unknown): CallFailed {
  if (error instanceof CallFailed) return error;
  const code =
    typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string"
      ? (error as { code: string }).code
      : null;
  return new CallFailed(statusOf(error), code, error instanceof Error ? error.message : String(error), error);
}

/** Where a client runtime's calls go: the API's origin and the language its answers (and e-mails) are in. */
export interface RuntimeScope {
  origin: string;
  language: string;
  /** Anything else that changes what the layer builds (an identity scope's aliases); part of the cache key. */
  variant?: unknown;
}

/** One cache for runtimes over different services (a runtime's services are fixed by its key's service name). */
const runtimes = new Map<string, unknown>();

/**
 * The client runtime of a service for one origin and language, built once and kept (building a typed client is
 * costly, and some layers keep state a later call needs, e.g. the checkout's payment intentions). Each service
 * has its own, so that a page's lazily loaded flow carries only the services it calls.
 */
export function clientRuntime<R>(
  service: string,
  scope: RuntimeScope,
  layer: () => Layer.Layer<R, never, never>,
): ManagedRuntime.ManagedRuntime<R, never> {
  const key = JSON.stringify([service, scope.origin, scope.language, scope.variant ?? null]);
  let runtime = runtimes.get(key) as ManagedRuntime.ManagedRuntime<R, never> | undefined;
  if (!runtime) {
    runtime = ManagedRuntime.make(layer());
    runtimes.set(key, runtime);
  }
  return runtime;
}

/** A runtime for one use (tests' layers, a flow that keeps no client between mounts). */
export const runtimeOf = <R>(layer: Layer.Layer<R, never, never>): ManagedRuntime.ManagedRuntime<R, never> =>
  ManagedRuntime.make(layer);

/**
 * The Effect-to-Promise bridge of every client call: runs `program` on `runtime`, interrupted when `signal`
 * aborts, and rejects with one CallFailed (status, code) carrying the squashed failure.
 */
export async function runToPromise<A, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  program: Effect.Effect<A, E, R>,
  signal?: AbortSignal,
): Promise<A> {
  const exit = await runtime.runPromiseExit(program, signal ? { signal } : undefined);
  if (Exit.isSuccess(exit)) return exit.value;
  throw callFailedOf(Cause.squash(exit.cause));
}

/**
 * For an edge whose callers read the service's own failure (IdentityError's AuthFailure code, the checkout's
 * tagged §8 errors): rejects with that failure, as the call failed before the bridge was shared.
 */
export function rejectWithFailure(error: unknown): never {
  throw error instanceof CallFailed ? error.failure : error;
}

/** The same bridge for a program that needs no service (it is given its layer already). */
export const runToPromiseWith = <A, E>(program: Effect.Effect<A, E>, signal?: AbortSignal): Promise<A> =>
  Effect.runPromiseExit(program, signal ? { signal } : undefined).then((exit) => {
    if (Exit.isSuccess(exit)) return exit.value;
    throw callFailedOf(Cause.squash(exit.cause));
  });
