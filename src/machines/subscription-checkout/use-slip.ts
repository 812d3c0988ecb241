import { useCallback, useEffect, useRef, useState } from "react";
import type { SlipResult } from "./slip.types.ts";

/**
 * The printable slip's data, read in the browser where the session is (the server renders "loading"); the
 * client adapter and Effect load after hydration with slip.runtime.ts.
 */
export function useSlip(language: string, subscriptionId: number): { result: SlipResult; retry(): void } {
  const [result, setResult] = useState<SlipResult>({ kind: "loading" });
  const cancelled = useRef(false);
  const load = useCallback(() => {
    void import("./slip.runtime.ts")
      .then(({ loadSlip }) => loadSlip(language, subscriptionId))
      .then(
        (loaded) => !cancelled.current && setResult(loaded),
        () => !cancelled.current && setResult({ kind: "failed" }),
      );
  }, [language, subscriptionId]);
  useEffect(() => {
    cancelled.current = false;
    load();
    return () => {
      cancelled.current = true;
    };
  }, [load]);
  return {
    result,
    retry: () => {
      setResult({ kind: "loading" });
      load();
    },
  };
}
