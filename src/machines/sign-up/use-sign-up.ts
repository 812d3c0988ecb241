import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { safeReturnPath } from "../../domain/safe-redirect.ts";
import { useCaptcha, type CaptchaState } from "../sign-in/use-captcha.ts";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { provideSignUp } from "./sign-up.actors.ts";
import { connectSignUp, type SignUpApi } from "./sign-up.connect.ts";

/** Sign-up on a page: the machine with its real actors and captcha; once the account exists (token stored), go on. */
export function useSignUp(options: {
  language: string;
  returnUrl: string;
  /** The host's tenant (sign-in context); the configured one otherwise. */
  tenantAlias?: string | null;
}): { api: SignUpApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(options.language, false, { tenantAlias: options.tenantAlias ?? null });
  const [machine] = useState(() => provideSignUp(environment));
  const [snapshot, send] = useMachine(machine);
  const navigate = useNavigate();
  const api = connectSignUp(snapshot, send);
  const captcha = useCaptcha(environment, api.isSubmitting);

  useEffect(() => {
    if (snapshot.status === "done") navigate(safeReturnPath(options.returnUrl), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.status]);

  return { api, captcha };
}
