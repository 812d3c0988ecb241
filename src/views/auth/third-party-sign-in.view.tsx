import { safeSsoUrl } from "#src/domain/identity/sign-in-context.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { thirdParty } from "./auth.styles.ts";

/** An OpenID sign-in button of the tenant (the sign-in context's openIdProviders). */
interface OpenIdProvider {
  slug: string;
  kind: "govbr" | "google" | "generic";
  label: string;
}

interface ThirdPartySignInProps {
  /** The tenant's SAML sign-in address (spec §3 samlRequest.url); shown only when it is absolute http(s) or a same-site path. */
  ssoUrl: string | null;
  /** The OpenID providers the tenant enables (gov.br, Google, others), each a link that starts its sign-in. */
  openIdProviders?: readonly OpenIdProvider[];
  /** Where the person lands after signing in (a same-site path). */
  returnUrl?: string;
}

/** Third-party sign-in options of the tenant (spec §2): the institution's SSO and the OpenID providers. */
export function ThirdPartySignIn({ ssoUrl, openIdProviders = [], returnUrl = "/" }: ThirdPartySignInProps) {
  const { t } = useTranslation("auth");
  const href = safeSsoUrl(ssoUrl);
  if (href === null && openIdProviders.length === 0) return null;
  const labelOf = (provider: OpenIdProvider) =>
    provider.kind === "generic"
      ? t("signIn.openId.generic", { provider: provider.label })
      : t(`signIn.openId.${provider.kind}`);
  return (
    <section className={thirdParty} aria-labelledby="sign-in-other-options">
      <h2 id="sign-in-other-options">{t("signIn.otherOptions")}</h2>
      {openIdProviders.map((provider) => (
        <a
          key={provider.slug}
          className={buttonSecondary}
          href={`/api/auth/oidc/${encodeURIComponent(provider.slug)}/start?returnTo=${encodeURIComponent(returnUrl)}`}
        >
          {labelOf(provider)}
        </a>
      ))}
      {href === null ? null : (
        <a className={buttonSecondary} href={href} rel="noopener noreferrer">
          {t("signIn.sso")}
        </a>
      )}
    </section>
  );
}
