import { useActionData } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";

/**
 * The action of every identity page whose form carries a secret (sign-in, sign-up, new or expired password).
 * Those forms post (method="post"), so a form sent before the scripts ran — slow network, no JavaScript —
 * carries the password in the request body, never in the address, history or server log (issue 15). Nothing
 * typed is echoed back: the page answers again with its empty form and says why it could not go on — the
 * captcha's proof of work and the session kept in the browser's storage need the scripts (ADR 031).
 */
export function formPostAction() {
  return { scriptsNeeded: true as const };
}

/** The translated refusal shown above the form after such a post, else null. */
export function useFormPostFailure(): string | null {
  const answer = useActionData<typeof formPostAction>();
  const { t } = useTranslation("auth");
  return answer?.scriptsNeeded ? t("scriptsNeeded") : null;
}
