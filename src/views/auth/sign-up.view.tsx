import type { FormEvent } from "react";
import { useTranslation } from "../../i18n/react.ts";
import { Link } from "react-router";
import type { SignUpField, SignUpForm } from "../../domain/identity/sign-up-fields.ts";
import type { SignUpApi } from "../../machines/sign-up/sign-up.connect.ts";
import { CheckboxField, FormAlert, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { masks, useInputMask } from "../ui/use-input-mask.ts";
import { authPanel } from "./auth.styles.ts";
import { CaptchaField, type CaptchaInput } from "./captcha-field.view.tsx";
import { useFieldErrors } from "./use-field-errors.ts";

interface SignUpViewProps {
  api: SignUpApi;
  captcha: CaptchaInput;
  links: { signIn: string; privacyPolicy: string };
  /** Already-translated refusal of a form posted before the scripts ran (routes/auth/form-post.ts). */
  postFailure?: string | null;
}

const fieldId = (name: SignUpField) => `sign-up-${name}`;

/** Sign-up form of spec §3 with the rules of §5: masks for CPF and cellphone, errors on their fields. */
export function SignUpView({ api, captcha, links, postFailure = null }: SignUpViewProps) {
  const { t } = useTranslation("auth");
  // Input masks of spec §5: CPF 000.000.000-00, cellphone (99) 99999-9999 (attached after hydration).
  const cpfMask = useInputMask(masks.cpf);
  const cellphoneMask = useInputMask(masks.cellphone);
  // Errors tied to their fields; focus moves to the first one.
  const { formRef, error } = useFieldErrors(api.problems);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const values: SignUpForm = {
      cpf: text("cpf"),
      name: text("name"),
      email: text("email"),
      username: text("username"),
      password: text("password"),
      passwordConfirmation: text("passwordConfirmation"),
      cellphone: text("cellphone"),
      privacyAccepted: data.get("privacyAccepted") === "on",
    };
    api.submit(values, text("captcha") || null);
  };

  return (
    <section className={authPanel} aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t("signUp.title")}</h1>
      <FormAlert message={postFailure ?? (api.failureKey ? t(api.failureKey) : null)} />
      <form ref={formRef} method="post" className={form} onSubmit={onSubmit} noValidate>
        <TextField
          id={fieldId("cpf")}
          name="cpf"
          label={t("signUp.cpf")}
          inputMode="numeric"
          ref={cpfMask}
          placeholder="000.000.000-00"
          error={error("cpf")}
          required
        />
        <TextField
          id={fieldId("name")}
          name="name"
          label={t("signUp.name")}
          autoComplete="name"
          error={error("name")}
          required
        />
        <TextField
          id={fieldId("email")}
          name="email"
          type="email"
          label={t("signUp.email")}
          autoComplete="email"
          error={error("email")}
          required
        />
        <TextField
          id={fieldId("username")}
          name="username"
          label={t("signUp.username")}
          autoComplete="username"
          error={error("username")}
          required
        />
        <TextField
          id={fieldId("password")}
          name="password"
          type="password"
          label={t("signUp.password")}
          autoComplete="new-password"
          hint={t("passwordRules")}
          error={error("password")}
          required
        />
        <TextField
          id={fieldId("passwordConfirmation")}
          name="passwordConfirmation"
          type="password"
          label={t("signUp.passwordConfirmation")}
          autoComplete="new-password"
          error={error("passwordConfirmation")}
          required
        />
        <TextField
          id={fieldId("cellphone")}
          name="cellphone"
          type="tel"
          label={t("signUp.cellphone")}
          placeholder="(99) 99999-9999"
          ref={cellphoneMask}
          autoComplete="tel-national"
          error={error("cellphone")}
          required
        />
        <CheckboxField
          id={fieldId("privacyAccepted")}
          name="privacyAccepted"
          label={
            <>
              {t("signUp.privacy")} <Link to={links.privacyPolicy}>{t("signUp.privacyLink")}</Link>
            </>
          }
          error={error("privacyAccepted")}
        />
        <CaptchaField {...captcha} error={error("captcha")} />
        <button type="submit" className={buttonPrimary} disabled={api.isSubmitting}>
          {t("signUp.submit")}
        </button>
      </form>
      <p>
        {t("signUp.hasAccount")} <Link to={links.signIn}>{t("signUp.signIn")}</Link>
      </p>
    </section>
  );
}
