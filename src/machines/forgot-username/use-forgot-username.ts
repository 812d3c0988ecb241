import type { IdentityScope } from "../flow-kit/identity-environment.ts";
import { useCaptcha, type CaptchaState } from "../flow-kit/use-captcha.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import { idleForgotUsername, type ForgotUsernameApi } from "./forgot-username.connect.ts";
import type { ForgotUsernameEvent } from "./forgot-username.machine.ts";

/**
 * Forgot username on a page: the machine with its real actors (loaded after hydration) and captcha; `scope`
 * (the host's sign-in context) picks the operation or the tenant path.
 */
export function useForgotUsername(
  language: string,
  scope: IdentityScope = {},
): { api: ForgotUsernameApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(language, scope.operation ?? false, scope);
  const api = useFlowRuntime<ForgotUsernameApi, ForgotUsernameEvent>(idleForgotUsername, (onChange) =>
    import("./forgot-username.runtime.ts").then(({ runForgotUsername }) =>
      runForgotUsername(environment, onChange),
    ),
  );
  return { api, captcha: useCaptcha(environment, api.isSending) };
}
