/**
 * Spec §3 `systemDate`: the platform's "now" decides what the client shows as time (the Pix countdown, "today"),
 * not the device's clock, which may be wrong by minutes or days. The client keeps the difference between the
 * two clocks and adds it to the device's clock from then on.
 */

/**
 * Milliseconds to add to the device's clock to get the server's. The answer was made somewhere between sending
 * and receiving, so it is compared with the midpoint of the round trip. An unreadable date gives 0 (the device's
 * clock is then the best there is).
 */
export function clockOffsetMs(systemDate: string, sentAtMs: number, receivedAtMs: number): number {
  const server = Date.parse(systemDate);
  if (!Number.isFinite(server)) return 0;
  return Math.round(server - (sentAtMs + receivedAtMs) / 2);
}

/** The server's "now" from the device's clock and the offset measured once. */
export const serverNowMs = (offsetMs: number, deviceNowMs: number): number => deviceNowMs + offsetMs;

/** Whole seconds left until `deadline` by the server's clock, never below 0. */
export const secondsLeft = (deadlineMs: number, offsetMs: number, deviceNowMs: number): number =>
  Math.max(0, Math.ceil((deadlineMs - serverNowMs(offsetMs, deviceNowMs)) / 1000));
