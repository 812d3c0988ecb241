import type { FormEvent } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import type { PasswordChangeApi } from "#src/machines/password-change/password-change.connect.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { authPanel, lead } from "./auth.styles.ts";
import { useFieldErrors } from "./use-field-errors.ts";

/** Expired or temporary password change (spec §2): explanation, current password, new password twice. */
export function PasswordChangeView({
  api,
  postFailure = null,
}: {
  api: PasswordChangeApi;
  postFailure?: string | null;
}) {
  const { t } = useTranslation("auth");
  return (
    <section className={authPanel} aria-labelledby="expired-title">
      <h1 id="expired-title">{t("expired.title")}</h1>
      <p className={lead}>{t("expired.explanation")}</p>
      <PasswordChangeForm api={api} idPrefix="expired" postFailure={postFailure} />
    </section>
  );
}

/** Current password, new password twice, with the API's refusal and the "changed" notice (also in My Account). */
export function PasswordChangeForm({
  api,
  idPrefix,
  postFailure = null,
}: {
  api: PasswordChangeApi;
  idPrefix: string;
  /** A refusal of the form posted before the scripts ran (routes/auth/form-post.ts). */
  postFailure?: string | null;
}) {
  const { t } = useTranslation("auth");
  const { formRef, error } = useFieldErrors(api.problems);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    api.submit(text("currentPassword"), text("newPassword"), text("confirmation"));
  };

  return (
    <>
      <FormAlert message={postFailure ?? (api.failureKey ? t(api.failureKey) : null)} />
      <FormNotice message={api.isChanged ? t("expired.changed") : null} />
      <form ref={formRef} method="post" className={form} noValidate onSubmit={onSubmit}>
        <TextField
          id={`${idPrefix}-current`}
          name="currentPassword"
          type="password"
          label={t("expired.current")}
          autoComplete="current-password"
          error={error("currentPassword")}
          required
        />
        <TextField
          id={`${idPrefix}-new`}
          name="newPassword"
          type="password"
          label={t("expired.new")}
          autoComplete="new-password"
          hint={t("passwordRules")}
          error={error("newPassword")}
          required
        />
        <TextField
          id={`${idPrefix}-confirmation`}
          name="confirmation"
          type="password"
          label={t("expired.confirmation")}
          autoComplete="new-password"
          error={error("confirmation")}
          required
        />
        <button type="submit" className={buttonPrimary} disabled={api.isSaving || api.isChanged}>
          {t("expired.submit")}
        </button>
      </form>
    </>
  );
}
