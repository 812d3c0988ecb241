import { useTranslation } from "#src/i18n/react.ts";
import { container } from "../ui/ui.styles.ts";
import { faqList, infoPage } from "./info-page.styles.ts";

export type InfoPageKey = "contract" | "cookies" | "privacy" | "features";

interface Section {
  heading: string;
  items: string[];
}

/** A policy or information page whose text lives in the `pages` namespace (spec §2 policy pages, §9 rules). */
export function InfoPageView({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation("pages");
  const sections = t(`${page}.sections`, { returnObjects: true }) as unknown as Section[];
  return (
    <article className={`${container} ${infoPage}`}>
      <h1>{t(`${page}.title`)}</h1>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

interface FaqItem {
  question: string;
  answer: string;
  subQuestion: string;
  subAnswer: string;
}

/** The static FAQ about the psychology profession (spec §3 FAQ item, §9 salary figures). */
export function PsychologyFaq() {
  const { t } = useTranslation("pages");
  const items = t("faq.items", { returnObjects: true }) as unknown as FaqItem[];
  return (
    <section className={container} aria-labelledby="faq-title">
      <h2 id="faq-title">{t("faq.title")}</h2>
      <div className={faqList}>
        {items.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
            <p>
              <strong>{item.subQuestion}</strong> {item.subAnswer}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
