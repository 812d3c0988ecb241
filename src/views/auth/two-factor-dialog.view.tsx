import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import type { SecondFactorApi } from "#src/machines/sign-in/sign-in.connect.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { dialog, dialogActions } from "./auth.styles.ts";

/** Two-factor modal (spec §2): 6-digit code sent by e-mail or SMS, resend, cancel. Native modal dialog. */
export function TwoFactorDialog({ api }: { api: SecondFactorApi }) {
  const { t } = useTranslation("auth");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useModalDialog(dialogRef, "input[name='code']");

  // A wrong code (on the field) or a refusal (alert): select the code to type it again.
  useEffect(() => {
    if (api.failureKey || api.codeProblem) {
      codeRef.current?.select();
      codeRef.current?.focus();
    }
  }, [api.failureKey, api.codeProblem]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.submitCode(String(new FormData(event.currentTarget).get("code") ?? ""));
  };

  return (
    <dialog
      ref={dialogRef}
      className={dialog}
      aria-labelledby="two-factor-title"
      onCancel={(event) => {
        event.preventDefault();
        api.cancel();
      }}
    >
      <h2 id="two-factor-title">{t("twoFactor.title")}</h2>
      <p>{t("twoFactor.instructions", { destination: api.destination })}</p>
      <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
      <FormNotice message={api.codeResent && !api.failureKey ? t("twoFactor.resent") : null} />
      <form method="post" className={form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={codeRef}
          id="two-factor-code"
          name="code"
          label={t("twoFactor.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          error={api.codeProblem ? t(api.codeProblem) : null}
          required
        />
        <button type="submit" className={buttonPrimary} disabled={api.isVerifying}>
          {t("twoFactor.submit")}
        </button>
        <div className={dialogActions}>
          <button type="button" className={buttonSecondary} onClick={api.cancel}>
            {t("twoFactor.cancel")}
          </button>
          <button type="button" className={buttonSecondary} onClick={api.resend} disabled={api.isResending}>
            {t("twoFactor.resend")}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            onClick={api.resendByOtherChannel}
            disabled={api.isResending}
          >
            {t(api.channel === "sms" ? "twoFactor.byEmail" : "twoFactor.bySms")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
