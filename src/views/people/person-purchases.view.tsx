import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import { dateTimeFormat } from "#src/domain/intl-formats.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { StaffPurchase } from "#src/machines/people/people.types.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { ColumnHeads } from "../staff/column-heads.view.tsx";
import { peopleCard, purchasesTable, rolesTable } from "./people.styles.ts";

/**
 * The shown person's newest purchases, read after the person: null while reading, "failed" when the read failed.
 * (This page shares no module with the store's purchase pages on purpose: a shared one becomes a chunk of its
 * own, and My Courses' first visit would pay for it.)
 */
export interface PersonPurchases {
  rows: readonly StaffPurchase[] | "failed" | null;
  retry(): void;
}

/**
 * The person's newest purchases on the People page (issue 30): when, which course, its state, how and how much,
 * and the transaction number support is asked about. Reading them is audited.
 */
export function PersonPurchasesView({ purchases }: { purchases: PersonPurchases }) {
  const { t, i18n } = useTranslation("people");
  const language = i18n.language as Language;
  const day = dateTimeFormat(language, { dateStyle: "medium", timeZone: "America/Sao_Paulo" });
  const { rows } = purchases;
  return (
    <section className={peopleCard} aria-labelledby="person-purchases">
      <h3 id="person-purchases">{t("purchases.title")}</h3>
      {rows === null ? (
        <p role="status">{t("purchases.loading")}</p>
      ) : rows === "failed" ? (
        <>
          <FormAlert message={t("purchases.failed")} />
          <div>
            <button type="button" className={buttonSecondary} onClick={purchases.retry}>
              {t("purchases.retry")}
            </button>
          </div>
        </>
      ) : rows.length === 0 ? (
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
                  <td>{day.format(new Date(purchase.purchaseDate))}</td>
                  <td>
                    <Link to={`/curso/${purchase.friendlyUrl}`}>{purchase.courseName}</Link>
                  </td>
                  <td>{t(`purchases:status.${purchase.status}`)}</td>
                  <td>{purchase.paymentMethod ? t(`purchases:methods.${purchase.paymentMethod}`) : "—"}</td>
                  <td>{formatBrl(purchase.total, language)}</td>
                  <td>{purchase.transactionNumber}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
