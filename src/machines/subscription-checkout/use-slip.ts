import { useCallback, useEffect, useRef, useState } from "react";
import type { PaymentView } from "./checkout-view-model.ts";

export type SlipView = Extract<PaymentView, { method: "boleto" }> & {
  transactionNumber: string;
  course: string;
  /** The course's friendly URL: its checkout makes a new slip when this one expired. */
  courseUrl: string;
  /** The purchase awaits payment again (a lapsed or cancelled slip reopened it): a new slip can be made. */
  reopened: boolean;
};

export type SlipResult =
  | { kind: "loading" }
  | { kind: "signedOut" }
  | { kind: "notFound" }
  | { kind: "failed" }
  | { kind: "ready"; slip: SlipView };

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
