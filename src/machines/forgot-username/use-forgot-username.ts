import { useCaptcha, type CaptchaState } from "../sign-in/use-captcha.ts";
import { useFlowRuntime } from "../sign-in/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../sign-in/use-identity-environment.ts";
import { idleForgotUsername, type ForgotUsernameApi } from "./forgot-username.connect.ts";
import type { ForgotUsernameEvent } from "./forgot-username.machine.ts";

/** Forgot username on a page: the machine with its real actors (loaded after hydration) and captcha. */
export function useForgotUsername(language: string): { api: ForgotUsernameApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(language);
  const api = useFlowRuntime<ForgotUsernameApi, ForgotUsernameEvent>(idleForgotUsername, (onChange) =>
    import("./forgot-username.runtime.ts").then(({ runForgotUsername }) => runForgotUsername(environment, onChange)),
  );
  return { api, captcha: useCaptcha(environment, api.isSending) };
}
