import { redirectPathOf } from "#src/domain/session/platform-paths.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { visuallyHidden } from "../ui/ui.styles.ts";
import { homeCard, homeGrid, homePage } from "./platform-home.styles.ts";
import { dateTimeFormat } from "#src/domain/intl-formats.ts";

export interface HomeContext {
  application: string;
  tenant: string | null;
  ies: string | null;
  role: string | null;
  operation: boolean;
}

export interface HomeNotification {
  id: number;
  title: string;
  sentAt: string;
  isRead: boolean;
}

export interface PlatformHomeProps {
  userName: string;
  language: string;
  context: HomeContext;
  /** The other applications this role can open (null while loading). */
  applications: readonly { alias: string; name: string }[] | null;
  notifications: readonly HomeNotification[] | "failed" | null;
}

/** The platform home (ADR 035): who and where the person is, the applications to open, recent notifications. */
export function PlatformHomeView(props: PlatformHomeProps) {
  const { t } = useTranslation("shell");
  const { context, applications, notifications } = props;
  const when = dateTimeFormat(props.language, { dateStyle: "short", timeStyle: "short" });
  return (
    <div className={homePage}>
      <div>
        <h1>{t("home.greeting", { name: props.userName })}</h1>
        <p>{t("home.lead")}</p>
      </div>
      <div className={homeGrid}>
        <section className={homeCard} aria-labelledby="home-context">
          <h2 id="home-context">{t("home.context")}</h2>
          <dl>
            <dt>{t("home.application")}</dt>
            <dd>{context.application}</dd>
            {context.tenant && (
              <>
                <dt>{t("home.tenant")}</dt>
                <dd>{context.tenant}</dd>
              </>
            )}
            {context.ies && (
              <>
                <dt>{t("home.ies")}</dt>
                <dd>{context.ies}</dd>
              </>
            )}
            {context.role && (
              <>
                <dt>{t("home.role")}</dt>
                <dd>{context.role}</dd>
              </>
            )}
          </dl>
          {context.operation && <p>{t("home.operation")}</p>}
        </section>
        <section className={homeCard} aria-labelledby="home-applications">
          <h2 id="home-applications">{t("home.applications")}</h2>
          {applications === null ? (
            <p>{t("home.loading")}</p>
          ) : applications.length === 0 ? (
            <p>{t("home.noApplications")}</p>
          ) : (
            <ul>
              {applications.map((application) => (
                <li key={application.alias}>
                  <a href={redirectPathOf(application.alias)} target="_blank" rel="noopener">
                    {application.name}
                    <span className={visuallyHidden}> ({t("switcher.newTab")})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={homeCard} aria-labelledby="home-notifications">
          <h2 id="home-notifications">{t("home.notifications")}</h2>
          {notifications === null && <p>{t("home.loading")}</p>}
          {notifications === "failed" && <p>{t("status.failed")}</p>}
          {Array.isArray(notifications) && notifications.length === 0 && <p>{t("home.noNotifications")}</p>}
          {Array.isArray(notifications) && notifications.length > 0 && (
            <ul>
              {notifications.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.title}
                    {!item.isRead && <span className={visuallyHidden}> ({t("home.unread")})</span>}
                  </span>
                  <time dateTime={item.sentAt}>{when.format(new Date(item.sentAt))}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
