import { useTranslation } from "#src/i18n/react.ts";
import type { AccountSessionsApi } from "#src/machines/account-sessions/account-sessions.connect.ts";
import type { AccessSession } from "#src/machines/account-sessions/account-sessions.types.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { everywhere, sessionItem, sessionList, thisDevice } from "./sessions-panel.styles.ts";

function useDeviceLabel() {
  const { t } = useTranslation("account");
  return (session: AccessSession) =>
    session.browser && session.os
      ? t("sessions.device", { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t("sessions.unknownDevice"));
}

/**
 * My Account's active sessions (issue 25): each sign-in with its device, IP and last use, "this device" marked;
 * another session can be signed out, and "sign out everywhere" ends them all, this one included.
 */
export function SessionsPanel({ api }: { api: AccountSessionsApi }) {
  const { t, i18n } = useTranslation("account");
  const deviceLabel = useDeviceLabel();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });
  return (
    <>
      <h2>{t("tabs.sessions")}</h2>
      <p>{t("sessions.lead")}</p>
      {api.loadFailed ? (
        <div role="alert">
          <p>{t("sessions.failed")}</p>
          <button type="button" className={buttonPrimary} onClick={api.retry}>
            {t("retry")}
          </button>
        </div>
      ) : api.isLoading && api.sessions.length === 0 ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <ul className={sessionList} aria-label={t("sessions.listLabel")}>
          {api.sessions.map((session) => (
            <li key={session.id} className={sessionItem}>
              <div>
                <h3>
                  {deviceLabel(session)}
                  {session.current && <span className={thisDevice}>{t("sessions.thisDevice")}</span>}
                </h3>
                <dl>
                  <dt>{t("sessions.ip")}</dt>
                  <dd>{session.ip ?? "—"}</dd>
                  <dt>{t("sessions.lastSeen")}</dt>
                  <dd>
                    <time dateTime={session.lastSeenAt}>{when.format(new Date(session.lastSeenAt))}</time>
                  </dd>
                </dl>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={buttonSecondary}
                  disabled={api.busy}
                  aria-label={t("sessions.signOutOf", { device: deviceLabel(session) })}
                  onClick={() => api.end(session.id)}
                >
                  {api.ending === session.id ? t("sessions.signingOut") : t("sessions.signOut")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={everywhere}>
        <p id="sessions-everywhere-hint">{t("sessions.everywhereHint")}</p>
        <button
          type="button"
          className={buttonPrimary}
          disabled={api.busy}
          aria-describedby="sessions-everywhere-hint"
          onClick={api.endAll}
        >
          {t("sessions.signOutEverywhere")}
        </button>
      </div>
    </>
  );
}
