import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import type { SignInApi } from "#src/machines/sign-in/sign-in.connect.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { form, linkRow } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { authPanel, lead } from "./auth.styles.ts";
import { CaptchaField, type CaptchaInput } from "./captcha-field.view.tsx";
import { useFieldErrors } from "./use-field-errors.ts";
import { TwoFactorDialog } from "./two-factor-dialog.view.tsx";

interface SignInViewProps {
  api: SignInApi;
  captcha: CaptchaInput;
  /** `signUp: null` hides the sign-up offer (tenant setting createAccountEnabled off). */
  links: { forgotPassword: string; forgotUsername: string; signUp: string | null };
  /** Already-translated notice above the form (e.g. /signin/email-exists). */
  notice?: string | null;
  /** Already-translated refusal of a form posted before the scripts ran (routes/auth/form-post.ts). */
  postFailure?: string | null;
  /** Already-translated label of the login field when the tenant's modes narrow it (username / e-mail). */
  loginLabel?: string;
  /** Already-translated lead line, likewise. */
  loginLead?: string;
  /** What the login field starts with (the e-mail the quick purchase found an account for). */
  defaultLogin?: string;
  /** Third-party sign-in options (ThirdPartySignIn), below the form. */
  thirdParty?: ReactNode;
  /** 2 inside the marketplace's sign-in modal, where the page keeps its own h1. */
  headingLevel?: 1 | 2;
}

/** Sign-in screen (spec §2): username or e-mail, password, captcha, recovery and sign-up links. */
export function SignInView({
  api,
  captcha,
  links,
  notice = null,
  postFailure = null,
  loginLabel,
  loginLead,
  defaultLogin,
  thirdParty = null,
  headingLevel = 1,
}: SignInViewProps) {
  const { t } = useTranslation("auth");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const usernameRef = useRef<HTMLInputElement>(null);
  const { formRef, error } = useFieldErrors(api.problems);

  // A refusal of the whole form (wrong credentials, throttling) starts over at the login field.
  useEffect(() => {
    if (api.failureKey) usernameRef.current?.focus();
  }, [api.failureKey]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    api.submit({
      username: String(data.get("username") ?? ""),
      password: String(data.get("password") ?? ""),
      captcha: String(data.get("captcha") ?? "") || null,
    });
  };

  return (
    <section className={authPanel} aria-labelledby="sign-in-title">
      <Heading id="sign-in-title">{t("signIn.title")}</Heading>
      <p className={lead}>{loginLead ?? t("signIn.lead")}</p>
      <FormNotice message={notice} />
      <FormAlert message={postFailure ?? (api.failureKey ? t(api.failureKey) : null)} />
      <form ref={formRef} method="post" className={form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={usernameRef}
          id="sign-in-username"
          name="username"
          label={loginLabel ?? t("signIn.username")}
          autoComplete="username"
          defaultValue={defaultLogin}
          error={error("username")}
          required
        />
        <TextField
          id="sign-in-password"
          name="password"
          type="password"
          label={t("signIn.password")}
          autoComplete="current-password"
          error={error("password")}
          required
        />
        <CaptchaField {...captcha} error={error("captcha")} />
        <button type="submit" className={buttonPrimary} disabled={api.isSubmitting}>
          {api.isSubmitting ? t("signIn.submitting") : t("signIn.submit")}
        </button>
      </form>
      <div className={linkRow}>
        <Link to={links.forgotPassword}>{t("signIn.forgotPassword")}</Link>
        <Link to={links.forgotUsername}>{t("signIn.forgotUsername")}</Link>
      </div>
      {links.signUp !== null && (
        <p>
          {t("signIn.noAccount")} <Link to={links.signUp}>{t("signIn.signUp")}</Link>
        </p>
      )}
      {thirdParty}
      {api.secondFactor && <TwoFactorDialog api={api.secondFactor} />}
    </section>
  );
}
