import { useNavigate } from "react-router";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { useCaptcha, type CaptchaState } from "../flow-kit/use-captcha.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import type { IdentityScope } from "../flow-kit/identity-environment.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import { idleSignUp, type SignUpApi } from "./sign-up.connect.ts";
import type { SignUpEvent } from "./sign-up.types.ts";

/**
 * Sign-up on a page: the machine with its real actors (loaded after hydration) and captcha; once the account
 * exists (token stored), go on, and the page there says the account was created (routes/layouts/arrival-notice.tsx).
 */
export function useSignUp(options: {
  language: string;
  returnUrl: string;
  /** The host's tenant (sign-in context); the configured one otherwise. */
  tenantAlias?: string | null;
  /** The host's sign-in scope (identityScopeOf): the application's owner picks the sign-up form, its logo goes along. */
  scope?: Omit<IdentityScope, "operation">;
}): { api: SignUpApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(options.language, false, {
    ...options.scope,
    tenantAlias: options.scope?.tenantAlias ?? options.tenantAlias ?? null,
  });
  const navigate = useNavigate();
  const api = useFlowRuntime<SignUpApi, SignUpEvent>(idleSignUp, (onChange) =>
    import("./sign-up.runtime.ts").then(({ runSignUp }) =>
      runSignUp(environment, onChange, () =>
        navigate(safeReturnPath(options.returnUrl), {
          replace: true,
          state: { arrivalNotice: "accountCreated" },
        }),
      ),
    ),
  );
  const captcha = useCaptcha(environment, api.isSubmitting);
  return { api, captcha };
}
