import { useEffect, useRef } from "react";
import { statusLabelKey, type ApplicationHealth } from "#src/domain/session/shell-rules.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { ShellIcon } from "./shell-icon.view.tsx";
import { iconButton, menuFilter } from "./side-menu.styles.ts";
import { statusBadge, statusDialog, statusHead, statusTableBox } from "./status-dialog.styles.ts";

export interface StatusRow {
  alias: string;
  name: string;
  status: ApplicationHealth;
  url: string;
}

export interface StatusDialogProps {
  /** null while loading; "failed" when the call failed. */
  rows: StatusRow[] | "failed" | null;
  filter: string;
  onFilter(text: string): void;
  onRetry(): void;
  onClose(): void;
}

/** The application-status dialog (spec §2, §4; 443 × 652): search by name, then name, status and details link. */
export function StatusDialogView(props: StatusDialogProps) {
  const { t } = useTranslation("shell");
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const { rows } = props;
  return (
    <dialog ref={ref} className={statusDialog} aria-labelledby="status-dialog-title" onClose={props.onClose}>
      <div className={statusHead}>
        <h2 id="status-dialog-title">{t("status.title")}</h2>
        <button
          type="button"
          className={iconButton}
          aria-label={t("status.close")}
          onClick={() => ref.current?.close()}
        >
          <ShellIcon name="close" />
        </button>
      </div>
      <label className={menuFilter}>
        {t("status.search")}
        <input
          type="search"
          value={props.filter}
          onChange={(event) => props.onFilter(event.target.value)}
          autoFocus
        />
      </label>
      <div className={statusTableBox} aria-live="polite" aria-busy={rows === null}>
        {rows === null && <p>{t("status.loading")}</p>}
        {rows === "failed" && (
          <p role="alert">
            {t("status.failed")}{" "}
            <button type="button" className={buttonSecondary} onClick={props.onRetry}>
              {t("status.retry")}
            </button>
          </p>
        )}
        {Array.isArray(rows) && rows.length === 0 && <p>{t("status.empty")}</p>}
        {Array.isArray(rows) && rows.length > 0 && (
          <table>
            <thead>
              <tr>
                <th scope="col">{t("status.name")}</th>
                <th scope="col">{t("status.status")}</th>
                <th scope="col">{t("status.details")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.alias}>
                  <td>{row.name}</td>
                  <td>
                    <span className={statusBadge} data-status={row.status}>
                      {t(statusLabelKey[row.status])}
                    </span>
                  </td>
                  <td>
                    <a href={row.url} aria-label={t("status.detailsOf", { name: row.name })}>
                      {t("status.details")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </dialog>
  );
}
