import type { FormEvent, ReactNode, RefObject } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import type { ForgotUsernameApi } from "#src/machines/forgot-username/forgot-username.connect.ts";
import type { PasswordResetApi } from "#src/machines/password-reset/password-reset.connect.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { PageSpinner } from "../ui/spinner.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { authPanel, lead } from "./auth.styles.ts";
import { CaptchaField, type CaptchaInput } from "./captcha-field.view.tsx";
import { useFieldErrors } from "./use-field-errors.ts";

const formValue = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? "");

/** A recovery form as the scripts handle it: posted without a reload, `onSubmit` reading its fields by name. */
function RecoveryForm({
  formRef,
  onSubmit,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (value: (name: string) => string) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      className={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit((name) => formValue(event, name));
      }}
    >
      {children}
    </form>
  );
}

/**
 * The recovery forms' one shape: one required field, the captcha and the submit button; on submit the field's value
 * and the captcha's solution (null when there is none) go to `onSubmit`.
 */
function OneFieldCaptchaForm<Name extends string>({
  formRef,
  field,
  error,
  captcha,
  busy,
  submitLabel,
  onSubmit,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  field: { id: string; name: Name; label: string; autoComplete: string; type?: string };
  /** The field's and the captcha's already-translated errors (useFieldErrors). */
  error: (name: Name | "captcha") => string | null;
  captcha: CaptchaInput;
  busy: boolean;
  submitLabel: string;
  onSubmit: (value: string, captcha: string | null) => void;
}) {
  return (
    <RecoveryForm
      formRef={formRef}
      onSubmit={(value) => onSubmit(value(field.name), value("captcha") || null)}
    >
      <TextField {...field} error={error(field.name)} required />
      <CaptchaField {...captcha} error={error("captcha")} />
      <button type="submit" className={buttonPrimary} disabled={busy}>
        {submitLabel}
      </button>
    </RecoveryForm>
  );
}

/** Username recovery: e-mail + captcha; the same answer whether or not the e-mail is known. */
export function ForgotUsernameView({
  api,
  captcha,
  signInPath,
}: {
  api: ForgotUsernameApi;
  captcha: CaptchaInput;
  signInPath: string;
}) {
  const { t } = useTranslation("auth");
  const { formRef, error } = useFieldErrors(api.problems);
  return (
    <section className={authPanel} aria-labelledby="forgot-username-title">
      <h1 id="forgot-username-title">{t("forgotUsername.title")}</h1>
      {api.isSent ? (
        <FormNotice message={t("forgotUsername.sent")} />
      ) : (
        <>
          <p className={lead}>{t("forgotUsername.lead")}</p>
          <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
          <OneFieldCaptchaForm
            formRef={formRef}
            field={{
              id: "forgot-username-email",
              name: "email",
              type: "email",
              label: t("forgotUsername.email"),
              autoComplete: "email",
            }}
            error={error}
            captcha={captcha}
            busy={api.isSending}
            submitLabel={t("forgotUsername.submit")}
            onSubmit={api.submit}
          />
        </>
      )}
      <Link to={signInPath}>{t("reset.signIn")}</Link>
    </section>
  );
}

/** Password reset, both halves (spec §4): ask for a link; from the link, choose a new password; every outcome. */
export function PasswordResetView({
  api,
  captcha,
  signInPath,
  postFailure = null,
}: {
  api: PasswordResetApi;
  captcha: CaptchaInput;
  signInPath: string;
  /** Already-translated refusal of a form posted before the scripts ran (routes/auth/form-post.ts). */
  postFailure?: string | null;
}) {
  const { t } = useTranslation("auth");
  const { formRef, error } = useFieldErrors(api.problems);
  const failure = <FormAlert message={postFailure ?? (api.failureKey ? t(api.failureKey) : null)} />;
  const startOver = (
    <button type="button" className={buttonSecondary} onClick={api.startOver}>
      {t("reset.startOver")}
    </button>
  );

  switch (api.screen) {
    case "checking":
      return <PageSpinner />;
    case "sent":
    case "updated":
      return (
        <section className={authPanel} aria-labelledby="reset-title">
          <h1 id="reset-title">{t(api.screen === "sent" ? "reset.requestTitle" : "reset.chooseTitle")}</h1>
          <FormNotice message={t(api.screen === "sent" ? "reset.sent" : "reset.updated")} />
          <Link to={signInPath}>{t("reset.signIn")}</Link>
        </section>
      );
    case "expired":
    case "used":
    case "failed":
      return (
        <section className={authPanel} aria-labelledby="reset-title">
          <h1 id="reset-title">{t("reset.requestTitle")}</h1>
          <p role="alert">{t(`reset.${api.screen}`)}</p>
          {startOver}
        </section>
      );
    case "choose":
      return (
        <section className={authPanel} aria-labelledby="reset-title">
          <h1 id="reset-title">{t("reset.chooseTitle")}</h1>
          {failure}
          <RecoveryForm
            formRef={formRef}
            onSubmit={(value) => api.submitPassword(value("password"), value("confirmation"))}
          >
            <TextField
              id="reset-password"
              name="password"
              type="password"
              label={t("reset.password")}
              autoComplete="new-password"
              hint={t("passwordRules")}
              error={error("password")}
              required
            />
            <TextField
              id="reset-confirmation"
              name="confirmation"
              type="password"
              label={t("reset.confirmation")}
              autoComplete="new-password"
              error={error("confirmation")}
              required
            />
            <button type="submit" className={buttonPrimary} disabled={api.isBusy}>
              {t("reset.save")}
            </button>
          </RecoveryForm>
        </section>
      );
    default:
      return (
        <section className={authPanel} aria-labelledby="reset-title">
          <h1 id="reset-title">{t("reset.requestTitle")}</h1>
          <p className={lead}>{t("reset.requestLead")}</p>
          {failure}
          <OneFieldCaptchaForm
            formRef={formRef}
            field={{ id: "reset-user", name: "user", label: t("reset.user"), autoComplete: "username" }}
            error={error}
            captcha={captcha}
            busy={api.isBusy}
            submitLabel={t("reset.submit")}
            onSubmit={api.requestLink}
          />
          <Link to={signInPath}>{t("reset.signIn")}</Link>
        </section>
      );
  }
}
