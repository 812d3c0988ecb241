import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type {
  PurchaseListView as PurchaseList,
  PurchaseView as PurchaseItem,
} from "#src/machines/purchases/purchases-view-model.ts";
import { cardList, creditNote, facts, pager, purchaseCard } from "./purchases.styles.ts";
import { formatDate } from "./purchase-dates.ts";
import { MoneyRefundState } from "./money-refund.view.tsx";
import { PurchaseStatusBadge } from "./purchase-status-badge.view.tsx";

/** A calendar day or an instant as the person reads dates, in São Paulo time. */
export { formatDate } from "./purchase-dates.ts";

export const detailsPath = (item: PurchaseItem) => `/minhas-compras/detalhes?compra=${item.subscriptionId}`;

/** My Purchases (spec §2): each purchase with its state, dates and total; 10 a page. */
export function MyPurchasesView({ list }: { list: PurchaseList }) {
  const { t, i18n } = useTranslation("purchases");
  const language = i18n.language as Language;
  const pages = Math.max(1, Math.ceil(list.totalCount / list.perPage));
  if (list.totalCount === 0)
    return (
      <p>
        {t("myPurchases.empty")} <Link to="/">{t("myPurchases.browse")}</Link>
      </p>
    );
  const credit = list.credit;
  return (
    <>
      {credit && credit.balance > 0 && credit.validUntil && (
        <p className={creditNote}>
          {t("credit.balance", {
            amount: formatBrl(credit.balance, language),
            date: formatDate(credit.validUntil, language),
          })}
        </p>
      )}
      <ul className={cardList}>
        {list.results.map((item) => (
          <li key={item.subscriptionId} className={purchaseCard}>
            <img src={item.course.imageUrl} alt="" width={120} height={68} />
            <div>
              <h2>
                <Link to={`/curso/${item.course.friendlyUrl}`}>{item.course.name}</Link>
              </h2>
              <p>
                <PurchaseStatusBadge purchase={item} />
              </p>
              {item.refund && <MoneyRefundState refund={item.refund} language={language} />}
              <dl className={facts}>
                <div>
                  <dt>{t("myPurchases.transaction")}</dt>
                  <dd>{item.transactionNumber}</dd>
                </div>
                <div>
                  <dt>{t("myPurchases.purchaseDate")}</dt>
                  <dd>{formatDate(item.purchaseDate, language)}</dd>
                </div>
                {item.paymentDate && (
                  <div>
                    <dt>{t("myPurchases.paymentDate")}</dt>
                    <dd>{formatDate(item.paymentDate, language)}</dd>
                  </div>
                )}
                {(item.creditUsed ?? 0) > 0 && (
                  <div>
                    <dt>{t("details.creditUsed")}</dt>
                    <dd>{formatBrl(item.creditUsed ?? 0, language)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t("myPurchases.total")}</dt>
                  <dd>{formatBrl(item.total, language)}</dd>
                </div>
              </dl>
              <Link to={detailsPath(item)} aria-label={`${t("myPurchases.details")}: ${item.course.name}`}>
                {t("myPurchases.details")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={pager} aria-label={t("myPurchases.pages")}>
          {list.page > 1 && <Link to={`?pagina=${list.page - 1}`}>{t("myPurchases.previous")}</Link>}
          <span>{t("myPurchases.page", { page: list.page, pages })}</span>
          {list.page < pages && <Link to={`?pagina=${list.page + 1}`}>{t("myPurchases.next")}</Link>}
        </nav>
      )}
    </>
  );
}
