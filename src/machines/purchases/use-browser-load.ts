import { useCallback, useEffect, useRef, useState } from "react";

/** failed: the server answered with a failure; unreachable: no answer came at all (spec §8 names that one). */
export type Loaded<A> =
  | { kind: "loading" }
  | { kind: "signedOut" }
  | { kind: "failed" }
  | { kind: "unreachable" }
  | { kind: "ready"; data: A };

const loading = { kind: "loading" } as const;

/**
 * Data a page reads in the browser, where the session is (the server renders "loading"): `load(key)` runs after
 * hydration, again when `key` changes (another page of a list) and on retry. `load` must be stable
 * (useCallback); the code it imports arrives then, keeping Effect out of the page's first visit.
 */
export function useBrowserLoad<A>(
  key: string,
  load: (key: string) => Promise<Loaded<A>>,
): { result: Loaded<A>; retry(): void } {
  const [state, setState] = useState<{ key: string; result: Loaded<A> } | null>(null);
  const cancelled = useRef(false);
  const run = useCallback(
    (forKey: string) => {
      void load(forKey).then(
        (result) => !cancelled.current && setState({ key: forKey, result }),
        () => !cancelled.current && setState({ key: forKey, result: { kind: "failed" } }),
      );
    },
    [load],
  );
  useEffect(() => {
    cancelled.current = false;
    run(key);
    return () => {
      cancelled.current = true;
    };
  }, [key, run]);
  return {
    result: state && state.key === key ? state.result : loading,
    retry: () => {
      setState(null);
      run(key);
    },
  };
}
