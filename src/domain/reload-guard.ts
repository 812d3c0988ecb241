/** Spec §4/§9: a chunk-load failure reloads the page, at most once per 60 seconds. */
export const reloadGuardWindowMs = 60_000;
export const reloadGuardStorageKey = "sabia_chunk_reload_at";

/** Decides whether to reload now, given when the last guarded reload happened (epoch ms, or null). */
export function shouldReloadAfterChunkFailure(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= reloadGuardWindowMs || now < lastReloadAt;
}

/** Recognises the errors browsers and Vite raise when a lazily loaded chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}
