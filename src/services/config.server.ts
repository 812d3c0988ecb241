/**
 * Where server-side loaders reach the platform API. API_ORIGIN points at a separate platform API when the
 * web tier runs apart; by default the server sets it to its own loopback address at start.
 */
export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}
