import { useTranslation } from "#src/i18n/react.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { impersonationBar, messagePage } from "./session.styles.ts";

/** /role-not-found (spec §2): the user has no roles here and can only sign out. */
export function RoleNotFoundView({ onSignOut }: { onSignOut(): void }) {
  const { t } = useTranslation("session");
  return (
    <section className={messagePage} aria-labelledby="role-not-found-title">
      <h1 id="role-not-found-title">{t("roleNotFound.title")}</h1>
      <p>{t("roleNotFound.message")}</p>
      <button type="button" className={buttonPrimary} onClick={onSignOut}>
        {t("roleNotFound.logout")}
      </button>
    </section>
  );
}

/** A guarded page whose session check got no answer (spec §4 keeps the token then): explain and retry. */
export function SessionUnreachableView({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation("session");
  return (
    <section className={messagePage} aria-labelledby="session-unreachable-title" role="alert">
      <title>{`${t("unreachable.title")} — ${t("common:appName")}`}</title>
      <h1 id="session-unreachable-title">{t("unreachable.title")}</h1>
      <p>{t("unreachable.message")}</p>
      <button type="button" className={buttonPrimary} onClick={onRetry}>
        {t("unreachable.retry")}
      </button>
    </section>
  );
}

/** Impersonation bottom bar (spec §2): who the operator is accessing as, and a way out. */
export function ImpersonationBar({ name, onLeave }: { name: string; onLeave(): void }) {
  const { t } = useTranslation("session");
  return (
    <div
      className={impersonationBar}
      role="region"
      aria-label={t("impersonation.bar", { name })}
      data-impersonation-bar=""
    >
      <p>{t("impersonation.bar", { name })}</p>
      <button type="button" className={buttonSecondary} onClick={onLeave}>
        {t("impersonation.leave")}
      </button>
    </div>
  );
}

export type SessionDialogKind = "loggedOut" | "roleChanged" | "disconnected";
