import { useRef, useState, type FormEvent } from "react";
import { formatBrl } from "../../domain/catalog/money.ts";
import type { Language } from "../../domain/language.ts";
import { cardBrand, digitsOnly, formatCardNumber } from "../../domain/payments/card.ts";
import { useTranslation } from "../../i18n/react.ts";
import type { PaymentStepApi } from "../../machines/subscription-checkout/subscription-checkout.connect.ts";
import { CaptchaField, type CaptchaInput } from "../auth/captcha-field.view.tsx";
import { TextField } from "../ui/form-fields.view.tsx";
import { form, hint } from "../ui/form.styles.ts";
import { useFocusFirstInvalid } from "../ui/use-focus-first-invalid.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { cardGrid } from "./checkout.styles.ts";
import { InstallmentsSelect } from "./installments-select.view.tsx";

/** "0526" → "05/26" as the person types (digits only, at most MM/AA). */
const formatExpiry = (text: string) => {
  const digits = digitsOnly(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

interface CardFormProps {
  api: PaymentStepApi;
  captcha: CaptchaInput;
  total: number;
}

/**
 * The card form (spec §4 "pay by card"): number (grouped as the card prints it, brand shown as typed), holder,
 * expiry, CVV, installments from the card plans, and the captcha when the provider asks for it. The rules run in
 * the machine before anything is sent; problems are tied to their fields and focus moves to the first.
 */
export function CardFormView({ api, captcha, total }: CardFormProps) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  const formRef = useRef<HTMLFormElement>(null);
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  useFocusFirstInvalid(formRef, api.problems);
  const brand = cardBrand(number);
  const error = (name: keyof PaymentStepApi["problems"]) =>
    api.problems[name] ? t(api.problems[name]!) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    api.pay(
      {
        number,
        holder: String(data.get("holder") ?? ""),
        expiry,
        cvv: String(data.get("cvv") ?? ""),
      },
      String(data.get("captcha") ?? "") || null,
    );
  };

  return (
    <form
      ref={formRef}
      method="post"
      className={form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="checkout-card-title"
    >
      <h3 id="checkout-card-title">{t("card.title")}</h3>
      <div className={cardGrid}>
        <div>
          <TextField
            id="checkout-card-number"
            name="number"
            label={t("card.number")}
            inputMode="numeric"
            autoComplete="cc-number"
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.currentTarget.value))}
            error={error("number")}
          />
          <p className={hint} aria-live="polite">
            {brand ? t("card.brand", { brand: t(`card.brands.${brand}`) }) : ""}
          </p>
        </div>
        <TextField
          id="checkout-card-holder"
          name="holder"
          label={t("card.holder")}
          autoComplete="cc-name"
          error={error("holder")}
        />
        <TextField
          id="checkout-card-expiry"
          name="expiry"
          label={t("card.expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("card.expiryPlaceholder")}
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.currentTarget.value))}
          error={error("expiry")}
        />
        <TextField
          id="checkout-card-cvv"
          name="cvv"
          label={t("card.cvv")}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={error("cvv")}
        />
        <InstallmentsSelect
          id="checkout-card-installments"
          plans={api.cardPlans}
          selectedPlanId={api.selectedPlanId}
          disabled={api.isSwitchingPlan}
          onChoose={api.choosePlan}
        />
      </div>
      {api.captchaRequired && <CaptchaField {...captcha} id="checkout-captcha" error={error("captcha")} />}
      <button type="submit" className={buttonPrimary} disabled={api.isPaying || api.isSwitchingPlan}>
        {api.isPaying ? t("payment.paying") : t("payment.payCard", { total: formatBrl(total, language) })}
      </button>
    </form>
  );
}
