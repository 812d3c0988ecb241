import type { FormEvent } from "react";
import { parseReais, amountText } from "#src/domain/catalog/money-input.ts";
import { formatBrl } from "#src/domain/catalog/money.ts";
import { dateTimeFormat } from "#src/domain/intl-formats.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { CreditApi } from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { TextField } from "../ui/form-fields.view.tsx";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { choiceList, inlineForm } from "./checkout.styles.ts";

/** A calendar day (YYYY-MM-DD) as the person reads dates. */
const formatDay = (day: string, language: Language) =>
  dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * Refund credit on the course step (ADR 047): the balance and its validity, "Usar meu crédito de R$ X" (all that
 * fits the price), and once used, the amount to use (part of it) — the summary's total follows the server.
 */
export function CreditControl({ api }: { api: CreditApi }) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  const money = (value: number) => formatBrl(value, language);
  const onAmount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.applyCredit(parseReais(String(new FormData(event.currentTarget).get("creditAmount") ?? "")));
  };
  return (
    <>
      <fieldset className={choiceList} aria-busy={api.isUsing}>
        <legend>{t("credit.legend")}</legend>
        <p>
          {api.validUntil
            ? t("credit.balance", { amount: money(api.balance), date: formatDay(api.validUntil, language) })
            : t("credit.balanceUsed", { amount: money(api.balance) })}
        </p>
        <label>
          <input
            type="checkbox"
            checked={api.used > 0}
            disabled={api.isUsing}
            onChange={(event) =>
              event.currentTarget.checked ? api.applyCredit(api.usable) : api.removeCredit()
            }
          />
          {t("credit.use", { amount: money(api.usable) })}
        </label>
      </fieldset>
      {api.used > 0 && (
        <form className={inlineForm} onSubmit={onAmount} noValidate>
          <TextField
            key={api.used}
            id="checkout-credit-amount"
            name="creditAmount"
            label={t("credit.amount")}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={amountText(api.used, language)}
          />
          <button type="submit" className={buttonSecondary} disabled={api.isUsing}>
            {api.isUsing ? t("credit.applying") : t("credit.apply")}
          </button>
        </form>
      )}
    </>
  );
}
