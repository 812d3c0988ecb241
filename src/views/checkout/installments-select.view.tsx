import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PlanView } from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { field } from "../ui/form.styles.ts";

/** The card's installments ("3× de R$ 930,67 sem juros"), in step 1 under the card choice and in the card form. */
export function InstallmentsSelect({
  id,
  className,
  plans,
  selectedPlanId,
  disabled,
  onChoose,
}: {
  id: string;
  /** Added to the form field's own class. */
  className?: string;
  plans: PlanView[];
  selectedPlanId: number | null;
  disabled?: boolean;
  onChoose(priceListValueId: number): void;
}) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  return (
    <div className={className ? `${field} ${className}` : field}>
      <label htmlFor={id}>{t("card.installments")}</label>
      <select
        id={id}
        value={selectedPlanId ?? ""}
        disabled={disabled}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
      >
        {plans.map((plan) => (
          <option key={plan.priceListValueId} value={plan.priceListValueId}>
            {t("card.installmentOption", {
              count: plan.installments,
              value: formatBrl(plan.installmentValue, language),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
