import { useLocation } from "react-router";
import type { Route } from "./+types/password-reset.route";
import { useTranslation } from "#src/i18n/react.ts";
import { usePasswordReset } from "#src/machines/password-reset/use-password-reset.ts";
import { useRootData } from "../root-data.ts";
import { PasswordResetView } from "#src/views/auth/recovery.view.tsx";
import { identityScopeOf, useSignInContext } from "./use-sign-in-context.ts";
import { formPostAction, useFormPostFailure } from "./form-post.ts";

/** A post before the scripts ran answers the page again, saying why (./form-post.ts). */
export const action = formPostAction;

/**
 * Password reset (spec §4): /auth/password/reset, /auth/password/change, /auth/password/new and the
 * marketplace's /forgot-password ask for a link; /auth/password/change/{token} (the e-mailed link) checks the
 * token and takes the new password.
 */
export default function PasswordResetRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { language } = useRootData();
  const postFailure = useFormPostFailure();
  const { pathname } = useLocation();
  const token = params.token ?? null;
  // The route component remounts per token, so the machine starts from this token.
  const scope = identityScopeOf(useSignInContext());
  const { api, captcha } = usePasswordReset({ language, token, scope });
  return (
    <>
      <title>{`${t("reset.requestTitle")} — ${t("common:appName")}`}</title>
      <PasswordResetView
        api={api}
        postFailure={postFailure}
        captcha={{ id: "reset-captcha", ...captcha }}
        signInPath={pathname.startsWith("/auth/") ? "/auth/signin" : "/signin"}
      />
    </>
  );
}
