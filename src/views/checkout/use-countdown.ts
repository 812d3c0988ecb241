import { useEffect, useState } from "react";
import { secondsLeft } from "#src/domain/server-clock.ts";
import { useGlobalState } from "#src/stores/global.store.ts";

/**
 * Whole seconds left until `expiresAt` (never below 0), ticking once a second. Time is the platform's (spec §3
 * systemDate): the browser's clock plus the offset measured against GET /parameters/system-date, so a device
 * whose clock is wrong still shows the time the server gives the code. The server's answer decides expiry.
 */
export function useCountdown(expiresAt: string): number {
  const deadline = Date.parse(expiresAt);
  const offset = useGlobalState((state) => state.clockOffsetMs);
  const left = () => secondsLeft(deadline, offset, Date.now());
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // `left` reads only `deadline` and `offset`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, offset]);
  return seconds;
}

/** "2:05" */
export const minutesAndSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
