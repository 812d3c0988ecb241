import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { safeReturnPath } from "../../domain/safe-redirect.ts";
import { provideSignIn } from "./sign-in.actors.ts";
import { connectSignIn, type SignInApi } from "./sign-in.connect.ts";
import { useCaptcha, type CaptchaState } from "./use-captcha.ts";
import { useIdentityEnvironment } from "./use-identity-environment.ts";

/**
 * Sign-in on a page: runs the machine with its real actors, solves the captcha, and once signed in (token
 * stored by the machine) goes to the safe return URL.
 *
 * Hand-off to the session issue: role resolution (server role → last access → choice, spec §4) belongs
 * between "signed in" and the navigation below; `onSignedIn` is that seam (default: go to returnUrl).
 */
export function useSignIn(options: {
  language: string;
  returnUrl: string;
  operation?: boolean;
  onSignedIn?: (output: { token: string; returnUrl: string }) => void;
}): { api: SignInApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(options.language, options.operation);
  const [machine] = useState(() => provideSignIn(environment));
  const [snapshot, send] = useMachine(machine, { input: { returnUrl: options.returnUrl } });
  const navigate = useNavigate();
  const api = connectSignIn(snapshot, send);
  const captcha = useCaptcha(environment, api.isSubmitting);

  useEffect(() => {
    if (snapshot.status !== "done") return;
    const output = { token: snapshot.output.token, returnUrl: safeReturnPath(snapshot.output.returnUrl) };
    if (options.onSignedIn) options.onSignedIn(output);
    else navigate(output.returnUrl, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.status]);

  return { api, captcha };
}
