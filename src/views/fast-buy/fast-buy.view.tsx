import type { FormEvent } from "react";
import { Link } from "react-router";
import type { FastBuyForm } from "#src/domain/identity/fast-buy-form.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { FastBuyApi } from "#src/machines/fast-buy/fast-buy.connect.ts";
import { CaptchaField, type CaptchaInput } from "../auth/captcha-field.view.tsx";
import { useFieldErrors } from "../auth/use-field-errors.ts";
import { PersonFields } from "../auth/person-fields.view.tsx";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { muted, panel } from "../checkout/checkout.styles.ts";

interface FastBuyViewProps {
  api: FastBuyApi;
  captcha: CaptchaInput;
  links: { signIn: string; privacyPolicy: string };
}

/**
 * The quick purchase's form (spec §2, §5): name, e-mail, CPF and cellphone with their masks, the privacy
 * consent and the captcha; errors on their fields (auth namespace, the sign-up form's words).
 */
export function FastBuyView({ api, captcha, links }: FastBuyViewProps) {
  const { t } = useTranslation("checkout");
  const { formRef, error } = useFieldErrors(api.problems);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const values: FastBuyForm = {
      name: text("name"),
      email: text("email"),
      cpf: text("cpf"),
      cellphone: text("cellphone"),
      privacyAccepted: data.get("privacyAccepted") === "on",
    };
    api.submit(values, text("captcha") || null);
  };

  return (
    <section className={panel} aria-labelledby="fast-buy-title">
      <h2 id="fast-buy-title">{t("fastBuy.heading")}</h2>
      <p>{t("fastBuy.lead")}</p>
      <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
      <form ref={formRef} method="post" className={form} onSubmit={onSubmit} noValidate>
        <PersonFields
          idPrefix="fast-buy"
          error={error}
          privacyPolicyPath={links.privacyPolicy}
          cpfFirst={false}
        />
        <CaptchaField {...captcha} error={error("captcha")} />
        <button type="submit" className={buttonPrimary} disabled={api.isSubmitting}>
          {api.isSubmitting ? t("fastBuy.submitting") : t("fastBuy.submit")}
        </button>
      </form>
      <p className={muted}>{t("fastBuy.password")}</p>
      <p>
        {t("fastBuy.hasAccount")} <Link to={links.signIn}>{t("fastBuy.signIn")}</Link>
      </p>
    </section>
  );
}
