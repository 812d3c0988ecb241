/**
 * A small in-process cache for data every visitor shares (ADR 034): entries live `ttlMs`, at most `maxEntries`
 * are kept (the oldest written goes first), concurrent misses of one key share one load, and `clear()` drops
 * everything at once (a catalogue write). A failed load is not kept.
 *
 * An entry past its TTL but younger than twice the TTL is still answered while one load refreshes it in the
 * background (stale-while-revalidate, ADR 038): requests never wait for a reload of a key they have an answer
 * for, so a busy page does not stall every `ttlMs` (the profile showed a multi-second tail each time the course
 * expired). No answer is older than 2 × `ttlMs`; a failed refresh keeps the stale answer until then.
 */
export interface TtlCache {
  get<A>(key: string, load: () => Promise<A>): Promise<A>;
  clear(): void;
  readonly size: number;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export function ttlCache({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions): TtlCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  // A load that started before clear() must not write its (possibly stale) answer after it.
  let generation = 0;

  const store = (key: string, value: unknown) => {
    entries.delete(key);
    entries.set(key, { value, expires: now() + ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  /** One load of `key`, shared by concurrent callers; stored unless clear() came in between. */
  const refresh = <A>(key: string, load: () => Promise<A>): Promise<A> => {
    const started = generation;
    const promise = load().then(
      (value) => {
        if (started === generation) store(key, value);
        if (loading.get(key)?.promise === promise) loading.delete(key);
        return value;
      },
      (error: unknown) => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, { generation: started, promise });
    return promise;
  };

  return {
    get<A>(key: string, load: () => Promise<A>): Promise<A> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.expires > at) return Promise.resolve(hit.value as A);
      const pending = loading.get(key);
      if (hit && hit.expires + ttlMs > at) {
        if (!pending || pending.generation !== generation) refresh(key, load).catch(() => {});
        return Promise.resolve(hit.value as A);
      }
      if (pending && pending.generation === generation) return pending.promise as Promise<A>;
      return refresh(key, load);
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
