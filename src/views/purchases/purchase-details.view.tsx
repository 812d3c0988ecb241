import { Link } from "react-router";
import { formatBrl } from "../../domain/catalog/money.ts";
import type { Language } from "../../domain/language.ts";
import { useTranslation } from "../../i18n/react.ts";
import type { PurchaseView as PurchaseItem } from "../../machines/purchases/purchases-view-model.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { formatDate } from "./my-purchases.view.tsx";
import { facts, purchaseCard, statusBadge } from "./purchases.styles.ts";

/**
 * A purchase's details (spec §2): transaction number, status, dates, subtotal, discounts, total, the slip while
 * it waits for payment, the access period, and how to ask for help.
 */
export function PurchaseDetailsView({
  item,
  supportEmail,
}: {
  item: PurchaseItem | null;
  supportEmail: string;
}) {
  const { t, i18n } = useTranslation("purchases");
  const language = i18n.language as Language;
  const money = (value: number) => formatBrl(value, language);
  if (!item)
    return (
      <>
        <FormAlert message={t("details.notFound")} />
        <Link to="/minhas-compras">{t("details.back")}</Link>
      </>
    );
  const rows: [string, string | null][] = [
    [t("myPurchases.transaction"), item.transactionNumber],
    [t("myPurchases.purchaseDate"), formatDate(item.purchaseDate, language)],
    [t("myPurchases.paymentDate"), item.paymentDate && formatDate(item.paymentDate, language)],
    [t("details.method"), item.paymentMethod && t(`methods.${item.paymentMethod}`)],
    [t("details.subtotal"), money(item.subtotal)],
    [t("details.discounts"), money(item.discounts)],
    [t("myPurchases.total"), money(item.total)],
    [t("details.slipDueDate"), item.slipDueDate && formatDate(item.slipDueDate, language)],
    [t("details.accessStart"), item.accessStart && formatDate(item.accessStart, language)],
    [t("details.accessEnd"), item.accessEnd && formatDate(item.accessEnd, language)],
  ];
  const slipOpen = item.paymentMethod === "boleto" && item.status === "awaiting-payment";
  return (
    <>
      <section className={purchaseCard} aria-labelledby="purchase-course">
        <img src={item.course.imageUrl} alt="" width={120} height={68} />
        <div>
          <h2 id="purchase-course">
            <Link to={`/curso/${item.course.friendlyUrl}`}>{item.course.name}</Link>
          </h2>
          <p>
            {t("details.status")}: <span className={statusBadge}>{t(`status.${item.status}`)}</span>
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
          {slipOpen && (
            <Link to={`/boleto/${item.subscriptionId}`} className={buttonPrimary}>
              {t("myPurchases.openSlip")}
            </Link>
          )}
        </div>
      </section>
      <p>{t("details.help", { email: supportEmail })}</p>
      <Link to="/minhas-compras">{t("details.back")}</Link>
    </>
  );
}
