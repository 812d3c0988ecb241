import type { IdentityScope } from "../flow-kit/identity-environment.ts";
import { useCaptcha, type CaptchaState } from "../flow-kit/use-captcha.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import { idlePasswordReset, type PasswordResetApi } from "./password-reset.connect.ts";
import type { PasswordResetEvent } from "./password-reset.types.ts";

/**
 * Password reset on a page (machine loaded after hydration): without a token it asks for a link; with the
 * e-mailed token it checks it first.
 */
export function usePasswordReset(options: {
  language: string;
  token: string | null;
  /** The host's sign-in context: the operation or the tenant path for the link request. */
  scope?: IdentityScope;
}): { api: PasswordResetApi; captcha: CaptchaState } {
  const scope = options.scope ?? {};
  const environment = useIdentityEnvironment(options.language, scope.operation ?? false, scope);
  const api = useFlowRuntime<PasswordResetApi, PasswordResetEvent>(
    idlePasswordReset(options.token),
    (onChange) =>
      import("./password-reset.runtime.ts").then(({ runPasswordReset }) =>
        runPasswordReset(environment, { token: options.token }, onChange),
      ),
  );
  return { api, captcha: useCaptcha(environment, api.isBusy) };
}
