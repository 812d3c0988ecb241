import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and during hydration, true after: a control that needs its script can render a version
 * that works without one (a link, a <details>) until the script is there, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
