import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PurchaseApi } from "#src/machines/purchase/purchase.connect.ts";
import { MoneyRefundState } from "./money-refund.view.tsx";

import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { formatDate } from "./my-purchases.view.tsx";
import { actionRow, cancellationPanel, refundTable } from "./purchases.styles.ts";

/** A button that says what it is doing while its action runs (and cannot be pressed twice meanwhile). */
export function BusyButton({
  busy,
  label,
  busyLabel,
  onClick,
  primary = false,
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick(): void;
  primary?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? buttonPrimary : buttonSecondary}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A heading that takes the focus when it appears, so the keyboard and the screen reader land on it. */
function FocusedHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1}>
      {children}
    </h3>
  );
}

/** The refund as the server quoted it (spec §9), shown before anything changes. */
/** How money going back (not as credit) is named in the quote and in the record, by the way it goes. */
const moneyReturn = {
  pix: { label: "cancel.refundPix", explained: "cancel.pixReturn", record: "cancel.recordPix" },
  card: { label: "cancel.refundCard", explained: "cancel.cardReturn", record: "cancel.recordCard" },
  boleto: { label: "cancel.refundBoleto", explained: "cancel.boletoReturn", record: "cancel.recordBoleto" },
} as const;

function QuoteDetails({ quote, language }: { quote: NonNullable<PurchaseApi["quote"]>; language: Language }) {
  const { t } = useTranslation("purchases");
  const money = (value: number) => formatBrl(value, language);
  if (quote.kind === "unpaid") return <p>{t("cancel.unpaid")}</p>;
  if (quote.kind === "in-flight") return <p>{t("cancel.inFlight", { amount: money(quote.refund) })}</p>;
  const rows: [string, string][] = [[t("cancel.paid"), money(quote.price)]];
  if (quote.kind === "proportional")
    rows.push(
      [
        t("cancel.lessons", {
          unavailable: quote.lessonsTotal - quote.lessonsAvailable,
          total: quote.lessonsTotal,
        }),
        money(quote.unavailableValue),
      ],
      [t("cancel.fine"), `− ${money(quote.fine)}`],
    );
  const back = quote.refundReturn && quote.refundReturn !== "credit" ? moneyReturn[quote.refundReturn] : null;
  rows.push([t(back?.label ?? "cancel.refund"), money(quote.refund)]);
  return (
    <>
      <p>{t(`cancel.${quote.kind}`, { days: quote.daysSincePayment ?? 0 })}</p>
      <table className={refundTable}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {back ? (
        <p>{t(back.explained)}</p>
      ) : (
        quote.creditValidUntil && (
          <p>{t("cancel.creditUntil", { date: formatDate(quote.creditValidUntil, language) })}</p>
        )
      )}
    </>
  );
}

/** What was asked and decided (the record the server keeps of a cancellation). */
function CancellationRecord({ api, language }: { api: PurchaseApi; language: Language }) {
  const { t } = useTranslation("purchases");
  const record = api.purchase.cancellation;
  if (!record) return null;
  const money = (value: number) => formatBrl(value, language);
  const date = (value: string) => formatDate(value, language);
  const text =
    record.kind === "unpaid"
      ? t("cancel.recordUnpaid", { date: date(record.confirmedAt ?? record.requestedAt) })
      : record.confirmedAt
        ? t("cancel.recordConfirmed", {
            date: date(record.confirmedAt),
            refund: money(record.refund),
            until: record.creditValidUntil ? date(record.creditValidUntil) : "—",
          })
        : t("cancel.recordRequested", { date: date(record.requestedAt), refund: money(record.refund) });
  const refund = api.purchase.refund;
  return (
    <>
      <p>{refund ? t(moneyReturn[refund.method].record, { date: date(record.requestedAt) }) : text}</p>
      {refund && <MoneyRefundState refund={refund} language={language} />}
      {record.fine > 0 && <p>{t("cancel.recordFine", { fine: money(record.fine) })}</p>}
    </>
  );
}

/**
 * Cancellation of a purchase (spec §4, §9): ask → the quote (refund, fine, credit) or why it is refused →
 * confirm or keep. The numbers come from the server; this only shows them.
 */
export function CancellationSection({ api, language }: { api: PurchaseApi; language: Language }) {
  const { t } = useTranslation("purchases");
  const shown =
    api.canCancel || api.isQuoting || api.isReviewing || api.isRefused || api.purchase.cancellation;
  if (!shown) return null;
  return (
    <section className={cancellationPanel} aria-labelledby="cancellation-title">
      <h2 id="cancellation-title">{t("cancel.title")}</h2>
      <CancellationRecord api={api} language={language} />
      {api.isRefused && api.quote?.reason && (
        <>
          <FocusedHeading>{t("cancel.refusedTitle")}</FocusedHeading>
          <p>{t(`cancel.refused.${api.quote.reason}`)}</p>
          <div className={actionRow}>
            <button type="button" className={buttonSecondary} onClick={api.dismiss}>
              {t("cancel.understood")}
            </button>
            <Link to="/condicoes-de-contrato">{t("cancel.contract")}</Link>
          </div>
        </>
      )}
      {api.isReviewing && api.quote && (
        <>
          <FocusedHeading>{t("cancel.reviewTitle")}</FocusedHeading>
          <QuoteDetails quote={api.quote} language={language} />
          {api.quote.kind !== "unpaid" && <p>{t("cancel.accessWarning")}</p>}
          <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
          <div className={actionRow}>
            <BusyButton
              primary
              busy={api.isRequesting}
              label={t("cancel.confirm")}
              busyLabel={t("cancel.requesting")}
              onClick={api.confirm}
            />
            <button
              type="button"
              className={buttonSecondary}
              onClick={api.dismiss}
              disabled={api.isRequesting}
            >
              {t("cancel.keep")}
            </button>
            <Link to="/condicoes-de-contrato">{t("cancel.contract")}</Link>
          </div>
        </>
      )}
      {(api.canCancel || api.isQuoting) && (
        <>
          <div className={actionRow}>
            <BusyButton
              busy={api.isQuoting}
              label={t("cancel.start")}
              busyLabel={t("cancel.quoting")}
              onClick={api.cancel}
            />
          </div>
        </>
      )}
    </section>
  );
}
