import { safeSsoUrl } from "../../domain/identity/sign-in-context.ts";
import { useTranslation } from "../../i18n/react.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { thirdParty } from "./auth.styles.ts";

interface ThirdPartySignInProps {
  /** The tenant's SAML sign-in address (spec §3 samlRequest.url); shown only when it is absolute http(s) or a same-site path. */
  ssoUrl: string | null;
}

/** Third-party sign-in options of the tenant's authentication modes (spec §2): today, the institution's SSO. */
export function ThirdPartySignIn({ ssoUrl }: ThirdPartySignInProps) {
  const { t } = useTranslation("auth");
  const href = safeSsoUrl(ssoUrl);
  if (href === null) return null;
  return (
    <section className={thirdParty} aria-labelledby="sign-in-other-options">
      <h2 id="sign-in-other-options">{t("signIn.otherOptions")}</h2>
      <a className={buttonSecondary} href={href} rel="noopener noreferrer">
        {t("signIn.sso")}
      </a>
    </section>
  );
}
