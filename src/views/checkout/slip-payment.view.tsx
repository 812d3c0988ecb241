import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { digitsOnly } from "#src/domain/payments/card.ts";
import { formatDigitableLine } from "#src/domain/payments/boleto.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PaymentView } from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { actions, digitableLine, lineBlock, muted } from "./checkout.styles.ts";
import { CopyButton } from "./copy-button.view.tsx";
import { dateTimeFormat } from "#src/domain/intl-formats.ts";

type Slip = Extract<PaymentView, { method: "boleto" }>;

/** A calendar day ("2026-05-06") in the page's language, without a time zone shifting it a day back. */
export const formatDay = (day: string, language: Language) =>
  dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * Boleto (spec §4, §9): the typeable line as printed (groups of the FEBRABAN layout) with a copy button, the due
 * date, the printable slip, and when it clears (up to 2 business days after payment).
 */
export function SlipPaymentView({ slip, subscriptionId }: { slip: Slip; subscriptionId: number }) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  const line = digitsOnly(slip.digitableLine);
  const printed = line.length === 47 ? formatDigitableLine(line) : slip.digitableLine;
  return (
    <>
      <h2 id="checkout-confirmation-title">{t("slip.heading")}</h2>
      <p>
        {t("slip.lead", { total: formatBrl(slip.amount, language), date: formatDay(slip.dueDate, language) })}
      </p>
      <dl className={lineBlock}>
        <dt>{t("slip.line")}</dt>
        <dd className={digitableLine}>{printed}</dd>
      </dl>
      <div className={actions}>
        <CopyButton text={line} label={t("slip.copy")} />
        <Link to={`/boleto/${subscriptionId}`} className={buttonPrimary} target="_blank" rel="noopener">
          {t("slip.open")}
        </Link>
      </div>
      <p className={muted}>{t("slip.next")}</p>
    </>
  );
}
