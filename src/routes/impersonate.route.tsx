import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/react.ts";
import { useImpersonation } from "../machines/impersonation/use-impersonation.ts";
import { useSession } from "../machines/session-guard/use-session-guard.ts";
import { FormAlert, TextField } from "../views/ui/form-fields.view.tsx";
import { form } from "../views/ui/form.styles.ts";
import { buttonPrimary } from "../views/ui/ui.styles.ts";
import { rolePanel } from "../views/session/session.styles.ts";

/**
 * Operators access as another user (spec §4 "Impersonation"): username and role alias; the impersonation machine
 * runs the call, keeps the operator's token and goes to the platform home; the server decides who may.
 */
export default function ImpersonateRoute() {
  const { t } = useTranslation("session");
  const { session } = useSession();
  // Leaving returns here, with the query the operator came with (the impersonation record's origin path).
  const { pathname, search } = useLocation();
  const api = useImpersonation(`${pathname}${search}`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    api.start(String(data.get("username") ?? ""), String(data.get("roleAlias") ?? ""));
  };

  return (
    <section className={rolePanel} aria-labelledby="impersonate-title">
      <title>{`${t("impersonation.start")} — ${t("common:appName")}`}</title>
      <h1 id="impersonate-title">{t("impersonation.start")}</h1>
      <p>{t("impersonation.lead")}</p>
      <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
      <form className={form} onSubmit={onSubmit} noValidate>
        <TextField
          id="impersonate-username"
          name="username"
          label={t("impersonation.username")}
          autoComplete="off"
          required
        />
        <TextField
          id="impersonate-role"
          name="roleAlias"
          label={t("impersonation.role")}
          defaultValue="aluno"
          autoComplete="off"
          required
        />
        <button
          type="submit"
          className={buttonPrimary}
          disabled={api.isSubmitting || api.isActive || session?.impersonatedBy != null}
        >
          {t("impersonation.submit")}
        </button>
      </form>
    </section>
  );
}
