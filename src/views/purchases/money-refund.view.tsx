import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PurchaseView } from "#src/machines/purchases/purchases-view-model.ts";

type MoneyRefund = NonNullable<PurchaseView["refund"]>;
import { formatDate } from "./purchase-dates.ts";

/**
 * Where the money going back stands: by Pix (em processamento, devolvido, or não realizado and why), or the
 * gateway's estorno to the card or to the account that paid the boleto.
 */
export function MoneyRefundState({ refund, language }: { refund: MoneyRefund; language: Language }) {
  const { t } = useTranslation("purchases");
  return (
    <p role="status">
      {t(refund.method === "pix" ? `refund.${refund.status}` : `refund.${refund.method}.${refund.status}`, {
        amount: formatBrl(refund.amount, language),
        date: refund.settledAt ? formatDate(refund.settledAt, language) : "",
        reason: refund.reason || t("refund.noReason"),
      })}
    </p>
  );
}
