import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in.route";
import { loginLabelKey, loginLeadKey, ssoLink } from "../../domain/identity/sign-in-context.ts";
import { safeReturnPath } from "../../domain/safe-redirect.ts";
import { useTranslation } from "../../i18n/react.ts";
import { useSignIn } from "../../machines/sign-in/use-sign-in.ts";
import { useRootData } from "../../root.tsx";
import { CaptchaField } from "../../views/auth/captcha-field.view.tsx";
import { SignInView } from "../../views/auth/sign-in.view.tsx";
import { ThirdPartySignIn } from "../../views/auth/third-party-sign-in.view.tsx";
import { identityScopeOf, useSignInContext } from "./use-sign-in-context.ts";

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
  // Operation host: operation sign-in path and application (spec §6); else the host's tenant and its modes (§3).
  const context = useSignInContext();
  const { api, captcha } = useSignIn({ language, returnUrl, ...identityScopeOf(context) });
  const platform = pathname.startsWith("/auth/");
  return (
    <>
      <title>{`${t("signIn.title")} — ${t("common:appName")}`}</title>
      <SignInView
        api={api}
        notice={emailExists ? t("signIn.emailExists") : null}
        captcha={<CaptchaField id="sign-in-captcha" {...captcha} />}
        loginLabel={t(loginLabelKey(context.authenticationModes))}
        loginLead={t(loginLeadKey(context.authenticationModes))}
        links={{
          forgotPassword: platform ? "/auth/password/reset" : "/forgot-password",
          forgotUsername: "/auth/forgot-username",
          signUp: !context.createAccountEnabled ? null : platform ? "/auth/signup" : "/signup",
        }}
        thirdParty={<ThirdPartySignIn ssoUrl={ssoLink(context.authenticationModes)} />}
      />
    </>
  );
}
