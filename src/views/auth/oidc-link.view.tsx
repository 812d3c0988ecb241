import { useTranslation } from "#src/i18n/react.ts";
import { FormAlert, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { authPanel, lead } from "./auth.styles.ts";

export interface OidcLinkViewProps {
  /** The offer's id: the forms post to /api/auth/oidc/offers/{offerId}/link and …/decline. */
  offerId: string;
  /** The found account's e-mail, masked (a****@example.com). */
  maskedEmail: string;
  matchedBy: "cpf" | "email";
  provider: "govbr" | "google" | "generic";
  wrongPassword: boolean;
}

/**
 * "We found your account — link it?" after a first OpenID sign-in (issue 27, ADR 061). Plain forms that post to
 * the API, which answers with a redirect: it works before the scripts load and with the keyboard alone.
 */
export function OidcLinkView({
  offerId,
  maskedEmail,
  matchedBy,
  provider,
  wrongPassword,
}: OidcLinkViewProps) {
  const { t } = useTranslation("auth");
  const providerName = {
    govbr: t("oidcLink.providerGovbr"),
    google: t("oidcLink.providerGoogle"),
    generic: t("oidcLink.providerGeneric"),
  }[provider];
  const action = `/api/auth/oidc/offers/${encodeURIComponent(offerId)}`;
  return (
    <section className={authPanel} aria-labelledby="oidc-link-title">
      <h1 id="oidc-link-title">{t("oidcLink.title")}</h1>
      <p className={lead}>
        {t("oidcLink.found", {
          email: maskedEmail,
          by: matchedBy === "cpf" ? t("oidcLink.byCpf") : t("oidcLink.byEmail"),
        })}
      </p>
      <p>{t("oidcLink.question", { provider: providerName })}</p>
      <FormAlert message={wrongPassword ? t("oidcLink.wrongPassword") : null} />
      <form className={form} method="post" action={`${action}/link`}>
        <TextField
          id="oidc-link-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("oidcLink.password")}
          required
        />
        <button type="submit" className={buttonPrimary}>
          {t("oidcLink.link")}
        </button>
      </form>
      <form method="post" action={`${action}/decline`}>
        <button type="submit" className={buttonSecondary}>
          {t("oidcLink.decline")}
        </button>
      </form>
    </section>
  );
}
