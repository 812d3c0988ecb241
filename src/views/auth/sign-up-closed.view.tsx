import { Link } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { authPanel, lead } from "./auth.styles.ts";

/** Sign-up where the tenant does not take self sign-ups (spec §3 createAccountEnabled off): say so, offer sign-in. */
export function SignUpClosedView({ signInPath }: { signInPath: string }) {
  const { t } = useTranslation("auth");
  return (
    <section className={authPanel} aria-labelledby="sign-up-closed-title">
      <h1 id="sign-up-closed-title">{t("signUp.title")}</h1>
      <p className={lead}>{t("signUp.closed")}</p>
      <p>
        <Link to={signInPath}>{t("signUp.signIn")}</Link>
      </p>
    </section>
  );
}
