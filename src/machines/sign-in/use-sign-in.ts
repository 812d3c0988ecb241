import { useNavigate } from "react-router";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { platformHomePath, signedInLandingOf } from "#src/domain/session/platform-paths.ts";
import { idleSignIn, type SignInApi } from "./sign-in.connect.ts";
import type { SignInEvent, SignInOutput } from "./sign-in.types.ts";
import { useCaptcha, type CaptchaState } from "../flow-kit/use-captcha.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";

/**
 * Sign-in on a page: runs the machine with its real actors (loaded after hydration), solves the captcha,
 * and once signed in (token stored by the machine) goes to the safe return URL.
 *
 * Role resolution (server role → last access → choice, spec §4) is not done here: the session guard of the page
 * it goes to does it (`machines/session-guard/`, issue 6). `onSignedIn` replaces the navigation: the
 * marketplace's sign-in modal uses it to keep the visitor on the page (`routes/layouts/sign-in-modal.tsx`).
 */
export function useSignIn(options: {
  language: string;
  returnUrl: string;
  operation?: boolean;
  /** From the host's sign-in context: the operation application, the tenant of tenant paths. */
  applicationAlias?: string | null;
  tenantAlias?: string | null;
  onSignedIn?: (output: SignInOutput) => void;
}): { api: SignInApi; captcha: CaptchaState } {
  const environment = useIdentityEnvironment(options.language, options.operation, {
    applicationAlias: options.applicationAlias ?? null,
    tenantAlias: options.tenantAlias ?? null,
  });
  const navigate = useNavigate();
  const onDone = (output: SignInOutput) => {
    const safe = { token: output.token, returnUrl: safeReturnPath(output.returnUrl, platformHomePath) };
    if (options.onSignedIn) options.onSignedIn(safe);
    else if (safe.returnUrl !== platformHomePath) void navigate(safe.returnUrl, { replace: true });
    // No return URL: staff go to the platform home, the store's customers to the store (ADR 066).
    else
      void import("#src/services/session/session-info.ts")
        .then(({ loadSessionInfo }) => loadSessionInfo())
        .then(
          (info) => signedInLandingOf(info.rights),
          () => platformHomePath,
        )
        .then((to) => navigate(to, { replace: true }));
  };
  const api = useFlowRuntime<SignInApi, SignInEvent>(idleSignIn, (onChange) =>
    import("./sign-in.runtime.ts").then(({ runSignIn }) =>
      runSignIn(environment, { returnUrl: options.returnUrl }, onChange, onDone),
    ),
  );
  const captcha = useCaptcha(environment, api.isSubmitting);
  return { api, captcha };
}
