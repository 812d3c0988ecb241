import { Effect, Exit } from "effect";

/**
 * The in-process API's cache of reads every visitor shares (server/http/ttl-cache.ts, ADR 034), as server-side
 * adapters see it: one short TTL, concurrent misses share one load, a failure is not kept, cleared when the
 * catalogue changes.
 */
export interface SharedReadCache {
  get<A>(key: string, load: () => Promise<A>): Promise<A>;
}

/**
 * A client call whose answer every visitor shares, kept decoded in `cache` under `key` (ADR 038): a page render
 * then skips the Request/Response pair, the API's routing and encoding and the client's decoding of data the API
 * would answer from the same cache anyway. A failure reaches the caller as it is and is not kept.
 */
export const sharedRead = <A, E>(
  cache: SharedReadCache,
  key: string,
  read: Effect.Effect<A, E>,
): Effect.Effect<A, E> =>
  Effect.flatMap(
    Effect.promise(() =>
      cache
        .get(key, () =>
          Effect.runPromiseExit(read).then((exit) =>
            Exit.isSuccess(exit) ? exit.value : Promise.reject(exit),
          ),
        )
        .then(
          (value): Exit.Exit<A, E> => Exit.succeed(value),
          (failure: unknown): Exit.Exit<A, E> =>
            Exit.isExit(failure) ? (failure as Exit.Exit<A, E>) : Exit.die(failure),
        ),
    ),
    (exit) => exit,
  );

/**
 * The client with the calls named in `shared` read through `cache` (keyed by `scope`, the call's name and its
 * arguments); every other call as it is.
 */
export function withSharedReads<Client extends object>(
  client: Client,
  shared: ReadonlySet<string>,
  cache: SharedReadCache | undefined,
  scope: string,
): Client {
  if (!cache) return client;
  const wrapped: Record<string, unknown> = { ...(client as Record<string, unknown>) };
  for (const [name, call] of Object.entries(client)) {
    if (!shared.has(name) || typeof call !== "function") continue;
    wrapped[name] = (args?: unknown) =>
      sharedRead(
        cache,
        `${scope}|${name}|${JSON.stringify(args ?? null)}`,
        (call as (args?: unknown) => Effect.Effect<unknown, unknown>)(args),
      );
  }
  return wrapped as Client;
}
