import { data } from "react-router";
import { clientHeadersOf } from "../domain/client-peer.ts";
import type { Route } from "./+types/newsletter.route";
import { newsletterStatus, type NewsletterFormResult } from "../domain/newsletter/newsletter-form.ts";
import { useTranslation } from "../i18n/react.ts";
import { apiTransport } from "../services/config.server.ts";
import { subscribeToNewsletter } from "../services/newsletter/newsletter.service.ts";
import { container } from "../views/ui/ui.styles.ts";
import { NewsletterForm, newsletterPath } from "../views/store/newsletter-form.view.tsx";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { absoluteUrl } from "../domain/seo.ts";
import { siteUrl } from "./site-url.server.ts";
import { newsletterPage } from "../views/store/newsletter.styles.ts";
import { requestLanguage } from "./request-language.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { url: absoluteUrl(siteUrl(request), newsletterPath) };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The footer's newsletter form posts here. With JavaScript a fetcher reads the answer in place; without it this
 * page shows the form again with the message (status 400/429/503 when refused).
 */
export async function action({ request }: Route.ActionArgs) {
  // A body that is not a form (another Content-Type, a broken multipart) is bad input, answered like one.
  const form = await request.formData().catch(() => null);
  if (!form) {
    const refused: NewsletterFormResult = {
      outcome: { status: "invalid", fields: ["name", "email", "consent"] },
      values: { name: "", email: "", consent: false },
    };
    return data(refused, { status: 400 });
  }
  const values = {
    name: text(form.get("name")),
    email: text(form.get("email")),
    consent: form.get("consent") === "true",
  };
  // The visitor's address goes with the call, so the API's per-IP limit counts this visitor (issue 25).
  const outcome = await subscribeToNewsletter(
    { ...values, language: requestLanguage(request) },
    { ...apiTransport(), visitorHeaders: clientHeadersOf(request.headers) },
  );
  const result: NewsletterFormResult = {
    outcome,
    values: outcome.status === "subscribed" ? { name: "", email: "", consent: false } : values,
  };
  return data(result, { status: newsletterStatus(outcome) });
}

export default function NewsletterRoute({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("store");
  return (
    <>
      <PageMeta
        title={`${t("newsletter.title")} — ${t("common:appName")}`}
        description={t("newsletter.intro")}
        url={loaderData.url}
      />
      <div className={`${container} ${newsletterPage}`}>
        <NewsletterForm idPrefix="newsletter-page" result={actionData ?? null} headingLevel={1} />
      </div>
    </>
  );
}
