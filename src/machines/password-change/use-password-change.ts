import { useNavigate } from "react-router";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import { idlePasswordChange, type PasswordChangeApi } from "./password-change.connect.ts";
import type { PasswordChangeEvent } from "./password-change.machine.ts";

/**
 * Expired/temporary password change (machine loaded after hydration); once changed, back to the page the
 * person was sent away from.
 */
export function usePasswordChange(options: { language: string; returnUrl: string }): PasswordChangeApi {
  const environment = useIdentityEnvironment(options.language);
  const navigate = useNavigate();
  return useFlowRuntime<PasswordChangeApi, PasswordChangeEvent>(idlePasswordChange, (onChange) =>
    import("./password-change.runtime.ts").then(({ runPasswordChange }) =>
      runPasswordChange(environment, { returnUrl: options.returnUrl }, onChange, (output) =>
        navigate(safeReturnPath(output.returnUrl), {
          replace: true,
          // "Senha alterada." on the page the person was sent away from (arrival-notice.tsx).
          state: { arrivalNotice: "passwordChanged" },
        }),
      ),
    ),
  );
}
