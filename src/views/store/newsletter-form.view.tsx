import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import {
  firstNewsletterError,
  type NewsletterField,
  type NewsletterFormResult,
} from "#src/domain/newsletter/newsletter-form.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { CheckboxField, FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { newsletter, newsletterFields, newsletterForm, newsletterSubmit } from "./newsletter.styles.ts";

export const newsletterPath = "/newsletter";

interface NewsletterFormProps {
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  /** The answer to a submission made without JavaScript (the /newsletter page renders it). */
  result?: NewsletterFormResult | null;
  /** h1 on its own page, h2 in the footer. */
  headingLevel?: 1 | 2;
}

/**
 * Newsletter sign-up (spec §2): a plain POST to /newsletter without JavaScript; with it, a fetcher submits
 * without leaving the page. Errors sit under their fields (aria-describedby) and the first one takes the focus;
 * success is announced in a live region.
 */
export function NewsletterForm({ idPrefix, result = null, headingLevel = 2 }: NewsletterFormProps) {
  const { t } = useTranslation("store");
  const fetcher = useFetcher<NewsletterFormResult>();
  const outcome = (fetcher.data ?? result)?.outcome ?? null;
  const form = useRef<HTMLFormElement>(null);
  const inputs = useRef<Partial<Record<NewsletterField, HTMLInputElement | null>>>({});
  const id = (field: string) => `${idPrefix}-${field}`;
  const Heading = headingLevel === 1 ? "h1" : "h2";

  useEffect(() => {
    if (!fetcher.data) return;
    const first = firstNewsletterError(fetcher.data.outcome);
    if (first) inputs.current[first]?.focus();
    else if (fetcher.data.outcome.status === "subscribed") form.current?.reset();
  }, [fetcher.data]);

  const errorOf = (field: NewsletterField) => {
    if (outcome?.status === "invalid" && outcome.fields.includes(field))
      return t(`newsletter.errors.${field}`);
    return null;
  };
  // Without JavaScript the answer is a new page: the first wrong field asks for the focus there.
  const focusOnLoad = result && !fetcher.data ? firstNewsletterError(result.outcome) : null;
  const field = (name: NewsletterField) => ({
    id: id(name),
    name,
    error: errorOf(name),
    autoFocus: focusOnLoad === name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <section className={newsletter} aria-labelledby={id("title")}>
      <div>
        <Heading id={id("title")}>{t("newsletter.title")}</Heading>
        <p>{t("newsletter.intro")}</p>
      </div>
      <fetcher.Form ref={form} method="post" action={newsletterPath} noValidate className={newsletterForm}>
        <div className={newsletterFields}>
          <TextField
            {...field("name")}
            label={t("newsletter.name")}
            autoComplete="name"
            maxLength={120}
            defaultValue={result?.values.name}
          />
          <TextField
            {...field("email")}
            label={t("newsletter.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            defaultValue={result?.values.email}
          />
        </div>
        <CheckboxField
          {...field("consent")}
          value="true"
          defaultChecked={result?.values.consent}
          label={
            <>
              {t("newsletter.consent")} <Link to="/politica-de-privacidade">{t("newsletter.privacy")}</Link>
              {t("newsletter.consentEnd")}
            </>
          }
        />
        <button type="submit" className={`${buttonPrimary} ${newsletterSubmit}`}>
          {fetcher.state === "idle" ? t("newsletter.submit") : t("newsletter.submitting")}
        </button>
        <FormNotice message={outcome?.status === "subscribed" ? t("newsletter.subscribed") : null} />
        <FormAlert
          message={
            outcome?.status === "unavailable"
              ? t("newsletter.unavailable")
              : outcome?.status === "throttled"
                ? t("newsletter.throttled")
                : null
          }
        />
      </fetcher.Form>
    </section>
  );
}
