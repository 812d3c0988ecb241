import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in.route";
import { safeReturnPath } from "../../domain/safe-redirect.ts";
import { useTranslation } from "../../i18n/react.ts";
import { useSignIn } from "../../machines/sign-in/use-sign-in.ts";
import { useRootData } from "../../root.tsx";
import { CaptchaField } from "../../views/auth/captcha-field.view.tsx";
import { SignInView } from "../../views/auth/sign-in.view.tsx";

/**
 * /auth/signin (platform) and the marketplace's /signin/{returnUrl}, /signin/email-exists. The return URL
 * (path segment or ?returnUrl=) is honoured only when it is a path on this site.
 */
export default function SignInRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { language } = useRootData();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const emailExists = pathname === "/signin/email-exists";
  const returnUrl = safeReturnPath(emailExists ? query.get("returnUrl") : (params.returnUrl ?? query.get("returnUrl")));
  const { api, captcha } = useSignIn({ language, returnUrl });
  const platform = pathname.startsWith("/auth/");
  return (
    <>
      <title>{`${t("signIn.title")} — ${t("common:appName")}`}</title>
      <SignInView
        api={api}
        notice={emailExists ? t("signIn.emailExists") : null}
        captcha={<CaptchaField id="sign-in-captcha" {...captcha} />}
        links={{
          forgotPassword: platform ? "/auth/password/reset" : "/forgot-password",
          forgotUsername: "/auth/forgot-username",
          signUp: platform ? "/auth/signup" : "/signup",
        }}
      />
    </>
  );
}
