import type { FormEvent } from "react";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import {
  orderMethods,
  type CartOrderApi,
  type CartOrderQuote,
} from "#src/machines/cart-order/cart-order.connect.ts";
import { field, form } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { CardFields, useCardInput } from "../checkout/card-fields.view.tsx";
import { actions, choiceList, muted } from "../checkout/checkout.styles.ts";

/**
 * How the order is paid (issue 28, ADR 067): the methods the store takes, then Pix or slip with one button, or the
 * card form with its installments at the order's card total. Every amount comes from the server's quote for the
 * chosen method, split as the server splits the charge.
 */
export function OrderPayment({
  api,
  quote,
  busy,
}: {
  api: CartOrderApi;
  quote: CartOrderQuote;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("cart");
  const money = (value: number) => formatBrl(value, i18n.language as Language);
  // A registered slip needs the payer's address, which this page does not ask yet: the slip is then not offered.
  const methods = orderMethods.filter(
    (method) => quote.methods.includes(method) && !(method === "boleto" && quote.slipNeedsAddress),
  );
  const placing = api.status === "placing";
  return (
    <>
      {methods.length > 1 && (
        <fieldset className={choiceList} disabled={busy}>
          <legend>{t("checkout:payment.methods")}</legend>
          {methods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="cart-order-method"
                value={method}
                checked={api.method === method}
                onChange={() => api.chooseMethod(method)}
              />
              {t(`checkout:payment.${method}`)}
            </label>
          ))}
        </fieldset>
      )}
      {api.method === "card" ? (
        <OrderCardForm api={api} total={quote.total} busy={busy} />
      ) : (
        <>
          <p className={muted}>{t(`checkout:payment.${api.method}Hint`)}</p>
          <div className={actions}>
            <button type="button" className={buttonPrimary} onClick={() => api.pay()} disabled={busy}>
              {placing
                ? t("checkout:payment.paying")
                : api.method === "boleto"
                  ? t("checkout:payment.paySlip", { total: money(quote.total) })
                  : t("order.pay", { total: money(quote.total) })}
            </button>
          </div>
        </>
      )}
    </>
  );
}

function OrderCardForm({ api, total, busy }: { api: CartOrderApi; total: number; busy: boolean }) {
  const { t, i18n } = useTranslation("checkout");
  const money = (value: number) => formatBrl(value, i18n.language as Language);
  const input = useCardInput();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    api.pay({
      number: input.number,
      holder: String(data.get("holder") ?? ""),
      expiry: input.expiry,
      cvv: String(data.get("cvv") ?? ""),
    });
  };
  return (
    <form method="post" className={form} onSubmit={onSubmit} noValidate aria-labelledby="cart-order-card">
      <h3 id="cart-order-card">{t("card.title")}</h3>
      <CardFields idPrefix="cart-order-card" input={input}>
        <div className={field}>
          <label htmlFor="cart-order-installments">{t("card.installments")}</label>
          <select
            id="cart-order-installments"
            value={api.installments}
            disabled={busy}
            onChange={(event) => api.chooseInstallments(Number(event.currentTarget.value))}
          >
            {api.installmentOptions.map((option) => (
              <option key={option.installments} value={option.installments}>
                {t("card.installmentOption", { count: option.installments, value: money(option.value) })}
              </option>
            ))}
          </select>
        </div>
      </CardFields>
      <div className={actions}>
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {api.status === "placing" ? t("payment.paying") : t("payment.payCard", { total: money(total) })}
        </button>
      </div>
    </form>
  );
}
