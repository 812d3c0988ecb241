import { useTranslation } from "#src/i18n/react.ts";
import { container } from "../ui/ui.styles.ts";
import { certificatePage } from "./certificate-check.styles.ts";

/** What the public check of a code answers (the route passes it on as it came). */
export interface CertificateCheck {
  code: string;
  holder: string;
  course: string;
  hours: number;
  institution: string;
  issuedOn: string;
  kind: "certificate" | "participation";
}

/** What a verification code proves: the holder's name, the course, its hours, the institution and the date. */
export function CertificateCheckView({ check }: { check: CertificateCheck | null }) {
  const { t, i18n } = useTranslation("certificate");
  if (!check)
    return (
      <article className={`${container} ${certificatePage}`}>
        <h1>{t("notFound")}</h1>
        <p>{t("notFoundHelp")}</p>
      </article>
    );
  const issuedOn = new Intl.DateTimeFormat(i18n.language, { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(`${check.issuedOn}T00:00:00Z`),
  );
  return (
    <article className={`${container} ${certificatePage}`}>
      <h1>{t("valid")}</h1>
      <p>{t(check.kind === "participation" ? "participationIntro" : "certificateIntro")}</p>
      <dl>
        <dt>{t("holder")}</dt>
        <dd>{check.holder}</dd>
        <dt>{t("course")}</dt>
        <dd>{check.course}</dd>
        <dt>{t("hours")}</dt>
        <dd>{t("hoursValue", { count: check.hours })}</dd>
        <dt>{t("institution")}</dt>
        <dd>{check.institution}</dd>
        <dt>{t("issuedOn")}</dt>
        <dd>{issuedOn}</dd>
        <dt>{t("code")}</dt>
        <dd>{check.code}</dd>
      </dl>
    </article>
  );
}
