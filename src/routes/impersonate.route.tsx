import { useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/react.ts";
import { startImpersonation } from "../machines/session-guard/session-effects.ts";
import { useSession } from "../machines/session-guard/use-session-guard.ts";
import { FormAlert, TextField } from "../views/ui/form-fields.view.tsx";
import { form } from "../views/ui/form.styles.ts";
import { buttonPrimary } from "../views/ui/ui.styles.ts";
import { rolePanel } from "../views/session/session.styles.ts";

/** Operators access as another user (spec §4 "Impersonation"): username and role alias; the server decides. */
export default function ImpersonateRoute() {
  const { t } = useTranslation("session");
  const { session } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get("username") ?? "").trim();
    const roleAlias = String(data.get("roleAlias") ?? "").trim();
    if (!username || !roleAlias) return setFailure("auth:failures.fieldsRequired");
    setBusy(true);
    const origin = `${window.location.pathname}${window.location.search}`;
    startImpersonation(username, roleAlias, origin).then(
      (redirect) => window.location.assign(redirect),
      (error: { status?: number | null }) => {
        setBusy(false);
        setFailure(error.status === 404 ? "auth:failures.userNotFound" : error.status === 403 ? "roleNotFound.message" : "auth:failures.unexpected");
      },
    );
  };

  return (
    <section className={rolePanel} aria-labelledby="impersonate-title">
      <title>{`${t("impersonation.start")} — ${t("common:appName")}`}</title>
      <h1 id="impersonate-title">{t("impersonation.start")}</h1>
      <p>{t("impersonation.lead")}</p>
      <FormAlert message={failure ? t(failure) : null} />
      <form className={form} onSubmit={onSubmit} noValidate>
        <TextField id="impersonate-username" name="username" label={t("impersonation.username")} autoComplete="off" required />
        <TextField id="impersonate-role" name="roleAlias" label={t("impersonation.role")} defaultValue="aluno" autoComplete="off" required />
        <button type="submit" className={buttonPrimary} disabled={busy || session?.impersonatedBy != null}>
          {t("impersonation.submit")}
        </button>
      </form>
    </section>
  );
}
