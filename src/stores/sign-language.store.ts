import { useSyncExternalStore } from "react";

/**
 * The sign-language avatar's setting and state in this tab (ADR 039). `idle` until hydration has read the
 * visitor's choice (the server render and a page without scripts show no toggle); then `off`, `loading`, `on`,
 * or `unavailable` (turned on, but the plugin could not be loaded). A few lines of its own rather than zustand,
 * which no first-visit storefront page loads otherwise (125 KB budget).
 */
export type SignLanguageStatus = "idle" | "off" | "loading" | "on" | "unavailable";

export const isSignLanguageOn = (status: SignLanguageStatus) => status !== "idle" && status !== "off";

export function createSignLanguageStore() {
  let status: SignLanguageStatus = "idle";
  const listeners = new Set<() => void>();
  const set = (next: SignLanguageStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return {
    status: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Turns the avatar on or off in this tab (the driver hook loads or hides it). */
    choose(enabled: boolean) {
      if (status === "idle" || enabled !== isSignLanguageOn(status)) set(enabled ? "loading" : "off");
    },
    /** The loader's outcome, for a turn-on still in force. */
    settle(available: boolean) {
      if (status === "loading") set(available ? "on" : "unavailable");
    },
  };
}

export const signLanguageStore = createSignLanguageStore();

export function useSignLanguageStatus(): SignLanguageStatus {
  return useSyncExternalStore(signLanguageStore.subscribe, signLanguageStore.status, () => "idle");
}
