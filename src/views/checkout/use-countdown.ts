import { useEffect, useState } from "react";

/**
 * Whole seconds left until `expiresAt` (never below 0), ticking once a second from the browser's clock, so a
 * test that moves the clock moves the countdown. The server's answer, not this clock, decides expiry.
 */
export function useCountdown(expiresAt: string): number {
  const deadline = Date.parse(expiresAt);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // `left` reads only `deadline`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  return seconds;
}

/** "2:05" */
export const minutesAndSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
