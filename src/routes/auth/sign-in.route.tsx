import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in.route";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useRootData } from "../root-data.ts";
import { SignInView } from "#src/views/auth/sign-in.view.tsx";
import { useHostSignIn } from "./use-host-sign-in.tsx";
import { useSignInContext } from "./use-sign-in-context.ts";
import { formPostAction, useFormPostFailure } from "./form-post.ts";

/** The e-mail the quick purchase passed along in the navigation's state (never in the address: it is personal). */
const typedLoginOf = (state: unknown): string | undefined =>
  typeof state === "object" && state !== null && typeof (state as { login?: unknown }).login === "string"
    ? (state as { login: string }).login
    : undefined;

/** A post before the scripts ran answers the page again, saying why (./form-post.ts). */
export const action = formPostAction;

/**
 * /auth/signin (platform) and the marketplace's /signin/{returnUrl}, /signin/email-exists. The return URL
 * (path segment or ?returnUrl=) is honoured only when it is a path on this site.
 */
export default function SignInRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { language } = useRootData();
  const postFailure = useFormPostFailure();
  const [query] = useSearchParams();
  const { pathname, state } = useLocation();
  const emailExists = pathname === "/signin/email-exists";
  // Without a return URL staff land in the platform home (ADR 035), the store's customers on the store (ADR 066).
  const returnUrl = safeReturnPath(
    emailExists ? query.get("returnUrl") : (params.returnUrl ?? query.get("returnUrl")),
    platformHomePath,
  );
  const platform = pathname.startsWith("/auth/");
  // Operation host: operation sign-in path and application (spec §6); else the host's tenant and its modes (§3).
  const signIn = useHostSignIn(useSignInContext(), {
    language,
    returnUrl,
    captchaId: "sign-in-captcha",
    links: {
      forgotPassword: platform ? "/auth/password/reset" : "/forgot-password",
      forgotUsername: "/auth/forgot-username",
      signUp: platform ? "/auth/signup" : "/signup",
    },
  });
  return (
    <>
      <title>{`${t("signIn.title")} — ${t("common:appName")}`}</title>
      <SignInView
        {...signIn}
        postFailure={postFailure}
        notice={emailExists ? t("signIn.emailExists") : null}
        defaultLogin={emailExists ? typedLoginOf(state) : undefined}
      />
    </>
  );
}
