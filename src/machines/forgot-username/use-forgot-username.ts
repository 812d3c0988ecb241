import { useMachine } from "@xstate/react";
import { useState } from "react";
import type { IdentityScope } from "../sign-in/identity-environment.ts";
import { useCaptcha, type CaptchaState } from "../sign-in/use-captcha.ts";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { provideForgotUsername } from "./forgot-username.actors.ts";
import { connectForgotUsername, type ForgotUsernameApi } from "./forgot-username.connect.ts";

/** Forgot username on a page; `scope` (the host's sign-in context) picks the operation or the tenant path. */
export function useForgotUsername(
  language: string,
  scope: IdentityScope = {},
): { api: ForgotUsernameApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(language, scope.operation ?? false, scope);
  const [machine] = useState(() => provideForgotUsername(environment));
  const [snapshot, send] = useMachine(machine);
  const api = connectForgotUsername(snapshot, send);
  return { api, captcha: useCaptcha(environment, api.isSending) };
}
