import { useLocation, useSearchParams } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { useSignUp } from "#src/machines/sign-up/use-sign-up.ts";
import { useRootData } from "../root-data.ts";
import { SignUpClosedView } from "#src/views/auth/sign-up-closed.view.tsx";
import { SignUpView } from "#src/views/auth/sign-up.view.tsx";
import { identityScopeOf, useSignInContext } from "./use-sign-in-context.ts";
import { formPostAction, useFormPostFailure } from "./form-post.ts";

/** A post before the scripts ran answers the page again, saying why (./form-post.ts). */
export const action = formPostAction;

/** /auth/signup and the marketplace's /signup: the sign-up form of spec §3; signed up → the return URL or "/". */
export default function SignUpRoute() {
  const { t } = useTranslation("auth");
  const { language } = useRootData();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const context = useSignInContext();
  const postFailure = useFormPostFailure();
  const { api, captcha } = useSignUp({
    language,
    returnUrl: query.get("returnUrl") ?? "/",
    scope: identityScopeOf(context),
  });
  const signIn = pathname.startsWith("/auth/") ? "/auth/signin" : "/signin";
  return (
    <>
      <title>{`${t("signUp.title")} — ${t("common:appName")}`}</title>
      {context.createAccountEnabled ? (
        <SignUpView
          api={api}
          postFailure={postFailure}
          captcha={{ id: "sign-up-captcha", ...captcha }}
          links={{ signIn, privacyPolicy: "/politica-de-privacidade" }}
        />
      ) : (
        <SignUpClosedView signInPath={signIn} />
      )}
    </>
  );
}
