import type { FormEvent } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import type { SignUpField, SignUpForm } from "#src/domain/identity/sign-up-fields.ts";
import type { SignUpApi } from "#src/machines/sign-up/sign-up.connect.ts";
import { FormAlert, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { authPanel } from "./auth.styles.ts";
import { CaptchaField, type CaptchaInput } from "./captcha-field.view.tsx";
import { PersonFields } from "./person-fields.view.tsx";
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
        <PersonFields idPrefix="sign-up" error={error} privacyPolicyPath={links.privacyPolicy} cpfFirst>
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
        </PersonFields>
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
