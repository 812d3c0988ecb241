import { useCallback, useEffect, useRef, useState } from "react";
import type { HeldCart } from "./cart.runtime.ts";

export type CartState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; held: HeldCart; removing: string | null; removeFailed: boolean };

const loading: CartState = { kind: "loading" };

/**
 * The cart page's whole cart, read in the browser where the session and the anonymous cart are (the server
 * renders the page's own course, which is added to the cart here). The runtime arrives after hydration, so a
 * first visit carries none of it. A course that left the catalogue is not added (its page says so).
 */
export function useCart(language: string, adding: string, buyable: boolean, person: string | null) {
  const key = `${language}|${adding}|${person ?? ""}`;
  const [loaded, setLoaded] = useState<{ key: string; state: CartState } | null>(null);
  const cancelled = useRef(false);
  const open = useCallback(
    (forKey: string) => {
      void import("./cart.runtime.ts")
        .then(({ openCart }) => openCart(language, adding))
        .then(
          (held) =>
            !cancelled.current &&
            setLoaded({ key: forKey, state: { kind: "ready", held, removing: null, removeFailed: false } }),
          () => !cancelled.current && setLoaded({ key: forKey, state: { kind: "failed" } }),
        );
    },
    [language, adding],
  );
  useEffect(() => {
    cancelled.current = false;
    if (buyable) open(key);
    return () => {
      cancelled.current = true;
    };
  }, [key, open, buyable]);
  const state = loaded && loaded.key === key ? loaded.state : loading;

  const remove = (course: string) => {
    if (state.kind !== "ready" || state.removing !== null) return;
    const { held } = state;
    const settle = (next: CartState) => !cancelled.current && setLoaded({ key, state: next });
    settle({ kind: "ready", held, removing: course, removeFailed: false });
    void import("./cart.runtime.ts")
      .then(({ takeOutOfCart }) => takeOutOfCart(language, held, course))
      .then(
        (next) => settle({ kind: "ready", held: next, removing: null, removeFailed: false }),
        () => settle({ kind: "ready", held, removing: null, removeFailed: true }),
      );
  };
  const retry = () => {
    setLoaded(null);
    open(key);
  };
  return { state, remove, retry };
}
