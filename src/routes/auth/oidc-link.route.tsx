import { useSearchParams } from "react-router";
import type { Route } from "./+types/oidc-link.route";
import { useTranslation } from "#src/i18n/react.ts";
import { OidcLinkView } from "#src/views/auth/oidc-link.view.tsx";

const providers = ["govbr", "google", "generic"] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/**
 * /auth/oidc/link/:offer — the confirmation step of a first OpenID sign-in that matched an existing account
 * (issue 27, ADR 061). The API put the masked e-mail, how it matched and the provider in the address; the offer
 * itself is bound to this browser by an HttpOnly cookie the API checks.
 */
export default function OidcLinkRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [query] = useSearchParams();
  return (
    <>
      <title>{`${t("oidcLink.title")} — ${t("common:appName")}`}</title>
      <OidcLinkView
        offerId={params.offer}
        maskedEmail={query.get("email") ?? ""}
        matchedBy={oneOf(["cpf", "email"] as const, query.get("by"), "email")}
        provider={oneOf(providers, query.get("provider"), "generic")}
        wrongPassword={query.get("error") === "password"}
      />
    </>
  );
}
