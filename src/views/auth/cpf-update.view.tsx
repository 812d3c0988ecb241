import { useEffect, useRef } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import type { CpfUpdateApi } from "#src/machines/sign-up/cpf-update.connect.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { PageSpinner } from "../ui/spinner.view.tsx";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { masks, useInputMask } from "../ui/use-input-mask.ts";
import { authPanel, lead } from "./auth.styles.ts";

/** CPF update (/cadastrar-cpf): the CPF on file, a masked CPF field, save. */
export function CpfUpdateView({ api }: { api: CpfUpdateApi }) {
  const { t } = useTranslation("auth");
  const cpfInput = useRef<HTMLInputElement>(null);
  const cpfMask = useInputMask(masks.cpf, cpfInput);

  useEffect(() => {
    if (api.fieldProblemKey) cpfInput.current?.focus();
  }, [api.fieldProblemKey]);

  if (api.isLoading || api.isSignedOut) return <PageSpinner />;
  return (
    <section className={authPanel} aria-labelledby="cpf-title">
      <h1 id="cpf-title">{t("cpfUpdate.title")}</h1>
      <p className={lead}>{t("cpfUpdate.lead")}</p>
      {api.currentCpf && <p>{t("cpfUpdate.current", { cpf: api.currentCpf })}</p>}
      <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
      <FormNotice message={api.isSaved ? t("cpfUpdate.saved") : null} />
      <form
        className={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          api.submit(String(new FormData(event.currentTarget).get("cpf") ?? ""));
        }}
      >
        <TextField
          id="cpf-update-cpf"
          name="cpf"
          label={t("cpfUpdate.field")}
          inputMode="numeric"
          placeholder="000.000.000-00"
          ref={cpfMask}
          error={api.fieldProblemKey ? t(api.fieldProblemKey) : null}
          required
        />
        <button type="submit" className={buttonPrimary} disabled={api.isSaving || api.isSaved}>
          {t("cpfUpdate.submit")}
        </button>
      </form>
    </section>
  );
}
