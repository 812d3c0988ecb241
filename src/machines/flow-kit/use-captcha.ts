import { useCallback, useEffect, useRef, useState } from "react";
import type { IdentityEnvironment } from "./identity-environment.ts";

export interface CaptchaState {
  status: "idle" | "verifying" | "verified" | "failed";
  /** The solved challenge, sent by the adapter in the `captcha` header. */
  payload: string | null;
  onVerify(): void;
}

/**
 * ALTCHA in the browser: ticking the box fetches a challenge and solves it (proof of work). The server
 * accepts a solution once, so as soon as a submission leaves (`busy` turns true) the spent solution is
 * dropped and a new one is solved in the background: the person does not tick again after a wrong password,
 * and a second submission never carries a spent solution.
 */
export function useCaptcha(environment: IdentityEnvironment, busy: boolean): CaptchaState {
  const [state, setState] = useState<Pick<CaptchaState, "status" | "payload">>({
    status: "idle",
    payload: null,
  });
  const verified = useRef(false);
  const wasBusy = useRef(busy);

  const solve = useCallback(() => {
    setState({ status: "verifying", payload: null });
    import("./captcha.runtime.ts")
      .then(({ solveCaptcha }) => solveCaptcha(environment))
      .then(
        (payload) => {
          verified.current = true;
          setState({ status: "verified", payload });
        },
        () => {
          verified.current = false;
          setState({ status: "failed", payload: null });
        },
      );
  }, [environment]);

  useEffect(() => {
    if (!wasBusy.current && busy && verified.current) solve();
    wasBusy.current = busy;
  }, [busy, solve]);

  return { ...state, onVerify: solve };
}
