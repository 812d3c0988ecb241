import { useSearchParams } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { usePasswordChange } from "#src/machines/password-change/use-password-change.ts";
import { useRootData } from "../root-data.ts";
import { PasswordChangeView } from "#src/views/auth/password-change.view.tsx";
import { formPostAction, useFormPostFailure } from "./form-post.ts";

/** A post before the scripts ran answers the page again, saying why (./form-post.ts). */
export const action = formPostAction;

/**
 * /auth/password/expired (and /auth/password/security): a signed-in person with a temporary or expired
 * password chooses a new one, then goes back to ?returnUrl (the session guard sends them here with it).
 */
export default function PasswordExpiredRoute() {
  const { t } = useTranslation("auth");
  const { language } = useRootData();
  const postFailure = useFormPostFailure();
  const [query] = useSearchParams();
  const api = usePasswordChange({ language, returnUrl: query.get("returnUrl") ?? "/" });
  return (
    <>
      <title>{`${t("expired.title")} — ${t("common:appName")}`}</title>
      <PasswordChangeView api={api} postFailure={postFailure} />
    </>
  );
}
