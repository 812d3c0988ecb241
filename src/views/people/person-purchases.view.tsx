import { Link } from "react-router";
import { formatBrl } from "../../domain/catalog/money.ts";
import type { Language } from "../../domain/language.ts";
import { useTranslation } from "../../i18n/react.ts";
import type { Loaded } from "../../machines/purchases/use-browser-load.ts";
import type { StaffPurchase } from "../../machines/people/people.types.ts";
import { LoadState } from "../purchases/load-state.view.tsx";
import { PurchaseStatusBadge } from "../purchases/purchase-status-badge.view.tsx";
import { formatDate } from "../purchases/purchase-dates.ts";
import { ColumnHeads } from "../staff/column-heads.view.tsx";
import { peopleCard, purchasesTable, rolesTable } from "./people.styles.ts";

/** The shown person's newest purchases, read after the person (and again on retry). */
export interface PersonPurchases {
  result: Loaded<readonly StaffPurchase[]>;
  retry(): void;
}

/**
 * The person's newest purchases on the People page (issue 30): when, which course, its state, how and how much,
 * and the transaction number support is asked about. Reading them is audited.
 */
export function PersonPurchasesView({ purchases }: { purchases: PersonPurchases }) {
  const { t, i18n } = useTranslation("people");
  const { t: tp } = useTranslation("purchases");
  const language = i18n.language as Language;
  return (
    <section className={peopleCard} aria-labelledby="person-purchases">
      <h3 id="person-purchases">{t("purchases.title")}</h3>
      <LoadState result={purchases.result} retry={purchases.retry} signInPath="/auth/signin">
        {(rows) =>
          rows.length === 0 ? (
            <p>{t("purchases.empty")}</p>
          ) : (
            <div
              className={`${rolesTable} ${purchasesTable}`}
              tabIndex={0}
              role="region"
              aria-labelledby="person-purchases"
            >
              <table>
                <ColumnHeads
                  labels={["date", "course", "status", "method", "total", "transaction"].map((name) =>
                    t(`purchases.${name}`),
                  )}
                />
                <tbody>
                  {rows.map((purchase) => (
                    <tr key={purchase.transactionNumber}>
                      <td>{formatDate(purchase.purchaseDate, language)}</td>
                      <td>
                        <Link to={`/curso/${purchase.friendlyUrl}`}>{purchase.courseName}</Link>
                      </td>
                      <td>
                        <PurchaseStatusBadge purchase={purchase} />
                      </td>
                      <td>{purchase.paymentMethod ? tp(`methods.${purchase.paymentMethod}`) : "—"}</td>
                      <td>{formatBrl(purchase.total, language)}</td>
                      <td>{purchase.transactionNumber}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
