import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PaymentStepApi } from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import type { CaptchaInput } from "../auth/captcha-field.view.tsx";
import { FormAlert, FormNotice } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { CardFormView } from "./card-form.view.tsx";
import { actions, choiceList, muted, panel } from "./checkout.styles.ts";
import { PaymentAssurance } from "./payment-assurance.view.tsx";
import { SlipAddressView } from "./slip-address.view.tsx";

interface PaymentStepProps {
  api: PaymentStepApi;
  captcha: CaptchaInput;
  total: number;
}

const demoNoteId = "checkout-demo-note";

/**
 * Step 2 (spec §4): pay the way step 1 chose — Pix or boleto for cash (a choice only when the store takes both),
 * the card form for the card; back to step 1 to pay another way. With the payments sandbox, a note beside the pay button says nothing is charged (ADR 046).
 */
export function PaymentStepView({ api, captcha, total }: PaymentStepProps) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  // While the step prepares, switches plan or pays, the machine takes no choice: the controls say so (a radio
  // that snapped back, a "Voltar" that did nothing, under load — checkout.spec.ts on a busy machine, 2026-11-28).
  const busy = api.isPreparing || api.isSwitchingPlan;
  return (
    <section className={panel} aria-labelledby="checkout-payment-title" aria-busy={busy}>
      <h2 id="checkout-payment-title">{t("payment.heading")}</h2>
      <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
      {api.methods.length > 1 && (
        <fieldset className={choiceList} disabled={busy || api.isPaying}>
          <legend>{t("payment.methods")}</legend>
          {api.methods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="method"
                value={method}
                checked={api.method === method}
                onChange={() => api.selectMethod(method)}
              />
              {t(`payment.${method}`)}
            </label>
          ))}
        </fieldset>
      )}
      <FormNotice message={busy ? t("payment.preparing") : null} />
      {api.method === "card" ? (
        <CardFormView api={api} captcha={captcha} total={total} />
      ) : api.method === "boleto" && api.slipNeedsAddress ? (
        <SlipAddressView api={api} total={total} />
      ) : api.method ? (
        <>
          <p className={muted}>{t(`payment.${api.method}Hint`)}</p>
          <div className={actions}>
            <button
              type="button"
              className={buttonPrimary}
              onClick={() => api.pay()}
              disabled={api.isPaying || busy}
              aria-describedby={api.demo ? demoNoteId : undefined}
            >
              {api.isPaying
                ? t("payment.paying")
                : t(api.method === "pix" ? "payment.payPix" : "payment.paySlip", {
                    total: formatBrl(total, language),
                  })}
            </button>
          </div>
        </>
      ) : null}
      {api.demo && api.method ? (
        <p id={demoNoteId} className={muted} role="note">
          {t("payment.demoNote")}
        </p>
      ) : null}
      {api.method ? <PaymentAssurance /> : null}
      <div className={actions}>
        <button type="button" className={buttonSecondary} onClick={api.back} disabled={api.isPaying || busy}>
          {t("payment.back")}
        </button>
      </div>
    </section>
  );
}
