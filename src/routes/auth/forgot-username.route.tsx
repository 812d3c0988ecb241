import { useTranslation } from "#src/i18n/react.ts";
import { useForgotUsername } from "#src/machines/forgot-username/use-forgot-username.ts";
import { useRootData } from "../root-data.ts";
import { ForgotUsernameView } from "#src/views/auth/recovery.view.tsx";
import { identityScopeOf, useSignInContext } from "./use-sign-in-context.ts";

/** /auth/forgot-username: the username is e-mailed to the address on file. */
export default function ForgotUsernameRoute() {
  const { t } = useTranslation("auth");
  const { language } = useRootData();
  const { api, captcha } = useForgotUsername(language, identityScopeOf(useSignInContext()));
  return (
    <>
      <title>{`${t("forgotUsername.title")} — ${t("common:appName")}`}</title>
      <ForgotUsernameView
        api={api}
        captcha={{ id: "forgot-username-captcha", ...captcha }}
        signInPath="/auth/signin"
      />
    </>
  );
}
