import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PurchaseApi } from "#src/machines/purchase/purchase.connect.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { BusyButton, CancellationSection } from "./cancellation.view.tsx";
import { formatDate } from "./my-purchases.view.tsx";
import { actionRow, facts, purchaseCard } from "./purchases.styles.ts";
import { PurchaseStatusBadge } from "./purchase-status-badge.view.tsx";

/**
 * A purchase's details (spec §2): transaction number, status, dates, subtotal, discounts, total, authors, the
 * slip while it waits for payment (with the late fee once overdue), the access period, what the state allows
 * (update, cancel: the purchase machine decides) and how to ask for help.
 */
export function PurchaseDetailsView({ api, supportEmail }: { api: PurchaseApi; supportEmail: string }) {
  const { t, i18n } = useTranslation("purchases");
  const language = i18n.language as Language;
  const money = (value: number) => formatBrl(value, language);
  const item = api.purchase;
  const rows: [string, string | null][] = [
    [t("myPurchases.transaction"), item.transactionNumber],
    [t("myPurchases.purchaseDate"), formatDate(item.purchaseDate, language)],
    [t("myPurchases.paymentDate"), item.paymentDate && formatDate(item.paymentDate, language)],
    [t("details.method"), item.paymentMethod && t(`methods.${item.paymentMethod}`)],
    [t("details.subtotal"), money(item.subtotal)],
    // What comes off reads as such: "−R$ 103,50", as the checkout's summary shows it.
    [t("details.discounts"), item.discounts > 0 ? `−${money(item.discounts)}` : null],
    [t("details.creditUsed"), item.creditUsed ? `−${money(item.creditUsed)}` : null],
    [t("myPurchases.total"), money(item.total)],
    [t("details.slipDueDate"), item.slipDueDate && formatDate(item.slipDueDate, language)],
    [t("details.accessStart"), item.accessStart && formatDate(item.accessStart, language)],
    [t("details.accessEnd"), item.accessEnd && formatDate(item.accessEnd, language)],
    [t("details.authors"), item.authors.length ? item.authors.join(", ") : null],
  ];
  return (
    <>
      <section className={purchaseCard} aria-labelledby="purchase-course">
        <img src={item.course.imageUrl} alt="" width={120} height={68} />
        <div>
          <h2 id="purchase-course">
            <Link to={`/curso/${item.course.friendlyUrl}`}>{item.course.name}</Link>
          </h2>
          <p aria-live="polite">
            {t("details.status")}: <PurchaseStatusBadge purchase={item} />
          </p>
          <dl className={facts}>
            {rows
              .filter((row): row is [string, string] => row[1] !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {item.amountDueToday !== null && api.slipOpen && (
            <p>{t("details.overdue", { amount: money(item.amountDueToday) })}</p>
          )}
          {api.access === "blocked" && <p>{t("details.accessBlocked")}</p>}
          {item.status === "awaiting-cancellation" && <p>{t("details.waitingPayment")}</p>}
          <FormAlert message={api.failureKey && !api.isReviewing ? t(api.failureKey) : null} />
          <div className={actionRow}>
            {api.slipOpen && (
              <Link to={`/boleto/${item.subscriptionId}`} className={buttonPrimary}>
                {t("myPurchases.openSlip")}
              </Link>
            )}
            {(api.canRefresh || api.isRefreshing) && (
              <BusyButton
                busy={api.isRefreshing}
                label={t("details.refresh")}
                busyLabel={t("details.refreshing")}
                onClick={api.refresh}
              />
            )}
          </div>
        </div>
      </section>
      <CancellationSection api={api} language={language} />
      <p>{t("details.help", { email: supportEmail })}</p>
      <Link to="/minhas-compras">{t("details.back")}</Link>
    </>
  );
}

/** The details page's answer when the purchase is not among the person's. */
export function PurchaseNotFoundView() {
  const { t } = useTranslation("purchases");
  return (
    <>
      <FormAlert message={t("details.notFound")} />
      <Link to="/minhas-compras">{t("details.back")}</Link>
    </>
  );
}
