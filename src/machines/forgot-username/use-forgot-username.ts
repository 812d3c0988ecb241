import { useMachine } from "@xstate/react";
import { useState } from "react";
import { useCaptcha, type CaptchaState } from "../sign-in/use-captcha.ts";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { provideForgotUsername } from "./forgot-username.actors.ts";
import { connectForgotUsername, type ForgotUsernameApi } from "./forgot-username.connect.ts";

export function useForgotUsername(language: string): { api: ForgotUsernameApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(language);
  const [machine] = useState(() => provideForgotUsername(environment));
  const [snapshot, send] = useMachine(machine);
  const api = connectForgotUsername(snapshot, send);
  return { api, captcha: useCaptcha(environment, api.isSending) };
}
