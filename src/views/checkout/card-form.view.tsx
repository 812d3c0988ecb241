import { useRef, type FormEvent } from "react";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PaymentStepApi } from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { CaptchaField, type CaptchaInput } from "../auth/captcha-field.view.tsx";
import { form } from "../ui/form.styles.ts";
import { useFocusFirstInvalid } from "../ui/use-focus-first-invalid.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { CardFields, useCardInput } from "./card-fields.view.tsx";
import { InstallmentsSelect } from "./installments-select.view.tsx";

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
  const input = useCardInput();
  useFocusFirstInvalid(formRef, api.problems);
  const error = (name: keyof PaymentStepApi["problems"]) =>
    api.problems[name] ? t(api.problems[name]!) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    api.pay(
      {
        number: input.number,
        holder: String(data.get("holder") ?? ""),
        expiry: input.expiry,
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
      <CardFields idPrefix="checkout-card" input={input} error={error}>
        <InstallmentsSelect
          id="checkout-card-installments"
          plans={api.cardPlans}
          selectedPlanId={api.selectedPlanId}
          disabled={api.isSwitchingPlan}
          onChoose={api.choosePlan}
        />
      </CardFields>
      {api.captchaRequired && <CaptchaField {...captcha} id="checkout-captcha" error={error("captcha")} />}
      <button type="submit" className={buttonPrimary} disabled={api.isPaying || api.isSwitchingPlan}>
        {api.isPaying ? t("payment.paying") : t("payment.payCard", { total: formatBrl(total, language) })}
      </button>
    </form>
  );
}
