import { useEffect, useRef, type FormEvent } from "react";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { Translate } from "#src/i18n/translator.ts";
import type {
  CourseStepApi,
  PlanView,
} from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { fieldError } from "../ui/form.styles.ts";
import { useFocusFirstInvalid } from "../ui/use-focus-first-invalid.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { actions, choiceList, inlineForm, installmentsField, panel } from "./checkout.styles.ts";
import { CreditControl } from "./credit-control.view.tsx";
import { InstallmentsSelect } from "./installments-select.view.tsx";

/** How a plan reads: cash (Pix or boleto), or the card's installments. */
export function planLabel(plan: PlanView, language: Language, t: Translate) {
  const money = (value: number) => formatBrl(value, language);
  if (plan.paymentCondition === 2) return t("course.cashPlan", { total: money(plan.total) });
  return t("course.cardPlan", { count: plan.installments, value: money(plan.installmentValue) });
}

/** The card as one choice: up to how many installments, interest-free, and what each one is. */
function cardChoiceLabel(cardPlans: PlanView[], language: Language, t: Translate) {
  const most = cardPlans.reduce((best, plan) => (plan.installments > best.installments ? plan : best));
  return t("course.cardChoice", {
    count: most.installments,
    value: formatBrl(most.installmentValue, language),
  });
}

/**
 * Step 1 (spec §4): how to pay first — cash (Pix or boleto) or the card, whose installments are then a select
 * (issue 28) —, the voucher, then on to the payment.
 * `offeredVoucher` is the tag the cart carried (?cupom=): applied once, as if the person had typed it here.
 */
export function CourseStepView({
  api,
  offeredVoucher,
  onVoucherOfferTaken,
}: {
  api: CourseStepApi;
  offeredVoucher?: string | null;
  /** Told when the offered voucher is applied, so that it is not offered again when this step comes back. */
  onVoucherOfferTaken?: () => void;
}) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  const planProblem = api.failureKey === "course.planRequired" ? t(api.failureKey) : null;
  const failure = api.failureKey && !planProblem ? t(api.failureKey) : null;
  const voucherProblem = api.voucherProblemKey ? t(api.voucherProblemKey) : null;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, voucherProblem ? { voucher: voucherProblem } : {});
  const plansRef = useRef<HTMLFieldSetElement>(null);
  useFocusFirstInvalid(plansRef, planProblem ? { plan: planProblem } : {});

  const offered = useRef(false);
  useEffect(() => {
    if (offered.current || !offeredVoucher || api.voucher) return;
    offered.current = true;
    onVoucherOfferTaken?.();
    api.applyVoucher(offeredVoucher);
  }, [api, offeredVoucher, onVoucherOfferTaken]);

  const onVoucher = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.applyVoucher(String(new FormData(event.currentTarget).get("voucher") ?? ""));
  };

  return (
    <section className={panel} aria-labelledby="checkout-course-title">
      <h2 id="checkout-course-title">{t("course.heading")}</h2>
      <FormAlert message={failure} />
      <fieldset
        ref={plansRef}
        className={choiceList}
        aria-describedby={planProblem ? "checkout-plan-error" : undefined}
        aria-busy={api.isChoosingPlan}
      >
        <legend>{t("course.plans")}</legend>
        {api.cashPlans.map((plan, index) => (
          <label key={plan.priceListValueId}>
            <input
              type="radio"
              name="plan"
              value={plan.priceListValueId}
              checked={api.selectedPlanId === plan.priceListValueId}
              aria-invalid={planProblem && index === 0 ? true : undefined}
              aria-describedby={planProblem ? "checkout-plan-error" : undefined}
              onChange={() => api.choosePlan(plan.priceListValueId)}
            />
            {planLabel(plan, language, t)}
          </label>
        ))}
        {api.cardChoiceId !== null && (
          <label>
            <input
              type="radio"
              name="plan"
              value="card"
              checked={api.cardChosen}
              aria-invalid={planProblem && api.cashPlans.length === 0 ? true : undefined}
              aria-describedby={planProblem ? "checkout-plan-error" : undefined}
              onChange={() => api.choosePlan(api.cardChoiceId!)}
            />
            {cardChoiceLabel(api.cardPlans, language, t)}
          </label>
        )}
        {api.cardChosen && (
          <InstallmentsSelect
            id="checkout-installments"
            className={installmentsField}
            plans={api.cardPlans}
            selectedPlanId={api.selectedPlanId}
            onChoose={api.choosePlan}
          />
        )}
        {planProblem && (
          <p id="checkout-plan-error" className={fieldError}>
            {planProblem}
          </p>
        )}
      </fieldset>
      <FormNotice message={api.isChoosingPlan ? t("course.saving") : null} />
      {api.voucher ? (
        <div className={actions}>
          <p role="status">{t("course.voucherApplied", api.voucher)}</p>
          <button
            type="button"
            className={buttonSecondary}
            onClick={api.removeVoucher}
            disabled={api.isRemovingVoucher}
          >
            {t("course.removeVoucher")}
          </button>
        </div>
      ) : (
        <form ref={formRef} className={inlineForm} onSubmit={onVoucher} noValidate>
          <TextField
            id="checkout-voucher"
            name="voucher"
            label={t("course.voucher")}
            autoComplete="off"
            autoCapitalize="characters"
            defaultValue={offeredVoucher ?? undefined}
            error={voucherProblem}
          />
          <button type="submit" className={buttonSecondary} disabled={api.isApplyingVoucher}>
            {api.isApplyingVoucher ? t("course.applying") : t("course.applyVoucher")}
          </button>
        </form>
      )}
      {api.credit && <CreditControl api={api.credit} />}
      <div className={actions}>
        <button type="button" className={buttonPrimary} onClick={api.continue} disabled={api.isBusy}>
          {t("course.continue")}
        </button>
      </div>
    </section>
  );
}
