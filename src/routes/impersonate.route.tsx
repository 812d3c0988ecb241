import { useEffect, useRef, type FormEvent } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/react.ts";
import { useImpersonation } from "../machines/impersonation/use-impersonation.ts";
import { useSession } from "../machines/session-guard/use-session-guard.ts";
import { FormAlert, TextField } from "../views/ui/form-fields.view.tsx";
import { field, form } from "../views/ui/form.styles.ts";
import { buttonPrimary, buttonSecondary } from "../views/ui/ui.styles.ts";
import { rolePanel } from "../views/session/session.styles.ts";

/**
 * Operators access as another user (spec §4 "Impersonation"): the username is looked up and the person's roles in
 * this application are offered (issue 28: no free-text role); the impersonation machine runs the call, keeps the
 * operator's token and goes to the platform home; the server decides who may.
 */
export default function ImpersonateRoute() {
  const { t } = useTranslation("session");
  const { session } = useSession();
  // Leaving returns here, with the query the operator came with (the impersonation record's origin path).
  const { pathname, search } = useLocation();
  const api = useImpersonation(`${pathname}${search}`);
  const blocked = api.isActive || session?.impersonatedBy != null;
  const roleSelect = useRef<HTMLSelectElement>(null);
  const lookedUp = api.lookedUp;
  // The roles appear after the look-up: the keyboard goes on to them.
  useEffect(() => {
    if (lookedUp) roleSelect.current?.focus();
  }, [lookedUp]);

  const onLookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.lookUp(String(new FormData(event.currentTarget).get("username") ?? ""));
  };
  const onStart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookedUp)
      api.start(lookedUp.username, String(new FormData(event.currentTarget).get("roleAlias") ?? ""));
  };

  return (
    <section className={rolePanel} aria-labelledby="impersonate-title">
      <title>{`${t("impersonation.start")} — ${t("common:appName")}`}</title>
      <h1 id="impersonate-title">{t("impersonation.start")}</h1>
      <p>{t("impersonation.lead")}</p>
      <FormAlert message={api.failureKey ? t(api.failureKey) : null} />
      <form className={form} onSubmit={onLookUp} noValidate>
        <TextField
          id="impersonate-username"
          name="username"
          label={t("impersonation.username")}
          autoComplete="off"
          required
        />
        <button type="submit" className={buttonSecondary} disabled={api.isLookingUp || blocked}>
          {t("impersonation.lookUp")}
        </button>
      </form>
      {lookedUp && (
        <form
          className={form}
          onSubmit={onStart}
          aria-label={t("impersonation.roleOf", { username: lookedUp.username })}
        >
          <div className={field}>
            <label htmlFor="impersonate-role">{t("impersonation.role")}</label>
            <select id="impersonate-role" name="roleAlias" ref={roleSelect}>
              {lookedUp.choices.map((choice) => (
                <option key={choice.roleAlias} value={choice.roleAlias}>
                  {choice.scope ? `${choice.roleName} (${choice.scope})` : choice.roleName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonPrimary} disabled={api.isSubmitting || blocked}>
            {t("impersonation.submit")}
          </button>
        </form>
      )}
    </section>
  );
}
