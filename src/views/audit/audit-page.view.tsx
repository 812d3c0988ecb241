import { useMemo, type FormEvent } from "react";
import { auditActions, isAuditAction } from "#src/domain/audit/audit-actions.ts";
import type { AuditFilterForm } from "#src/domain/audit/audit-filters.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { AuditLogApi } from "#src/machines/audit-log/audit-log.connect.ts";
import type { AuditEvent } from "#src/machines/audit-log/audit-log.types.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { field, fieldError } from "../ui/form.styles.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { ColumnHeads } from "../staff/column-heads.view.tsx";
import { StaffPageView } from "../staff/staff-page.view.tsx";
import { auditButtons, auditFilters, auditForm, auditTable } from "./audit.styles.ts";

interface AuditPageProps {
  api: AuditLogApi;
  /** The current role has the audit feature (spec §6 gating); null while the workspace loads. */
  available: boolean | null;
}

/** An action's i18n key: its dots become hyphens (dots separate the key's levels). */
export const actionKey = (action: string) => `actions.${action.replaceAll(".", "-")}`;

const filterNames = ["person", "action", "from", "to"] as const;

/** The audit log page (issue 30, ADR 076): filters, the CSV download, and the lines newest first. */
export function AuditPageView({ api, available }: AuditPageProps) {
  const { t } = useTranslation("audit");
  const failure = api.failure;
  const fieldFailure =
    failure && (filterNames as readonly string[]).includes(failure.field ?? "") ? failure : null;
  const errorOf = (name: string) => (fieldFailure?.field === name ? t(fieldFailure.key) : null);
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: keyof AuditFilterForm) => String(data.get(name) ?? "");
    api.filter({ person: value("person"), action: value("action"), from: value("from"), to: value("to") });
  };
  return (
    <StaffPageView namespace="audit" available={available}>
      <form className={auditForm} onSubmit={onFilter} noValidate aria-label={t("filters.title")}>
        <fieldset className={auditFilters}>
          <legend>{t("filters.title")}</legend>
          <TextField
            id="audit-person"
            name="person"
            type="search"
            label={t("filters.person")}
            hint={t("filters.personHint")}
            autoComplete="off"
            maxLength={100}
            defaultValue={api.filters.person}
            error={errorOf("person")}
          />
          <ActionSelect selected={api.filters.action} error={errorOf("action")} />
          <TextField
            id="audit-from"
            name="from"
            type="date"
            label={t("filters.from")}
            defaultValue={api.filters.from}
            error={errorOf("from")}
          />
          <TextField
            id="audit-to"
            name="to"
            type="date"
            label={t("filters.to")}
            defaultValue={api.filters.to}
            error={errorOf("to")}
          />
        </fieldset>
        <div className={auditButtons}>
          <button type="submit" className={buttonPrimary} disabled={api.isLoading}>
            {api.isLoading ? t("filters.loading") : t("filters.submit")}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            onClick={api.exportCsv}
            disabled={api.isLoading || api.isExporting}
          >
            {api.isExporting ? t("downloading") : t("download")}
          </button>
        </div>
      </form>
      {/* One slot for both announcements: empty, they take no room between the form and the log. */}
      <div>
        <FormAlert message={failure && !fieldFailure ? t(failure.key) : null} />
        <FormNotice message={api.exported ? t("downloaded") : null} />
      </div>
      <AuditTable api={api} />
    </StaffPageView>
  );
}

function ActionSelect({ selected, error }: { selected: string; error: string | null }) {
  const { t } = useTranslation("audit");
  return (
    <div className={field}>
      <label htmlFor="audit-action">{t("filters.action")}</label>
      <select
        id="audit-action"
        name="action"
        defaultValue={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "audit-action-error" : undefined}
      >
        <option value="">{t("filters.anyAction")}</option>
        {auditActions.map((action) => (
          <option key={action} value={action}>
            {t(actionKey(action))}
          </option>
        ))}
      </select>
      {error && (
        <p id="audit-action-error" className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

function AuditTable({ api }: { api: AuditLogApi }) {
  const { t, i18n } = useTranslation("audit");
  // The reader's own time zone (the browser's); the table is drawn after hydration, so the server never guesses it.
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "medium" }),
    [i18n.language],
  );
  const zone = format.resolvedOptions().timeZone;
  if (api.isLoading && api.events.length === 0) return <p role="status">{t("filters.loading")}</p>;
  if (api.events.length === 0) return <p role="status">{t("table.empty")}</p>;
  return (
    <>
      <div className={auditTable} tabIndex={0} role="region" aria-labelledby="audit-caption">
        <table aria-busy={api.isLoading || api.isLoadingMore}>
          <caption id="audit-caption">{t("table.caption", { zone })}</caption>
          <ColumnHeads
            labels={["at", "actor", "actingAs", "action", "subject", "ip"].map((name) => t(`table.${name}`))}
          />
          <tbody>
            {api.events.map((event) => (
              <AuditRow key={event.id} event={event} when={format.format(new Date(event.at))} />
            ))}
          </tbody>
        </table>
      </div>
      <div className={auditButtons}>
        <p role="status">{t("table.count", { count: api.events.length })}</p>
        {api.hasMore && (
          <button type="button" className={buttonSecondary} onClick={api.more} disabled={api.isLoadingMore}>
            {api.isLoadingMore ? t("table.loadingMore") : t("table.more")}
          </button>
        )}
      </div>
    </>
  );
}

function Person({ person }: { person: AuditEvent["actor"] }) {
  const { t } = useTranslation("audit");
  if (!person) return <>{t("table.nobody")}</>;
  return (
    <>
      {person.name}
      <small>{person.username}</small>
    </>
  );
}

function AuditRow({ event, when }: { event: AuditEvent; when: string }) {
  const { t } = useTranslation("audit");
  return (
    <tr>
      <td>
        <time dateTime={event.at}>{when}</time>
      </td>
      <td>
        <Person person={event.actor} />
        {event.roleAlias && <small>{t("table.role", { role: event.roleAlias })}</small>}
      </td>
      <td>
        <Person person={event.actingAs} />
      </td>
      <td>{isAuditAction(event.action) ? t(actionKey(event.action)) : event.action}</td>
      <td>
        <Person person={event.subject} />
        {event.detail && <small>{event.detail}</small>}
      </td>
      <td>{event.ip ?? t("table.nobody")}</td>
    </tr>
  );
}
