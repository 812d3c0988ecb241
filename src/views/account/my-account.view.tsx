import { useState } from "react";
import type { ThemeName } from "#src/domain/theme.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { AccountSessionsApi } from "#src/machines/account-sessions/account-sessions.connect.ts";
import type { MyAccountApi } from "#src/machines/my-account/my-account.connect.ts";
import type { PasswordChangeApi } from "#src/machines/password-change/password-change.connect.ts";
import { PasswordChangeForm } from "../auth/password-change.view.tsx";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { ContactPanel, PhotoPanel, type AccountMe } from "./account-panels.view.tsx";
import { Tabs } from "./account-tabs.view.tsx";
import { accountHeader, accountPage, avatar } from "./account.styles.ts";
import { AccessibilityPanel, LanguagePanel, ThemePanel, TimeZonePanel } from "./preference-panels.view.tsx";
import { SessionsPanel } from "./sessions-panel.view.tsx";

export const accountTabs = [
  "contact",
  "photo",
  "password",
  "language",
  "timezone",
  "accessibility",
  "theme",
  "sessions",
] as const;
export type AccountTab = (typeof accountTabs)[number];

export function AccountAvatar({ me, size }: { me: Pick<AccountMe, "name" | "photo">; size?: "small" }) {
  const { t } = useTranslation("account");
  return (
    <span className={avatar} data-size={size}>
      {me.photo ? (
        <img src={me.photo} alt={t("photo.alt", { name: me.name })} />
      ) : (
        <span aria-hidden="true">{me.name.slice(0, 1).toUpperCase()}</span>
      )}
    </span>
  );
}

/**
 * My Account (spec §2 "/my-account", §5): a tab per part — contact information, photo, password, language,
 * time zone, accessibility, theme, active sessions (issue 25). Each tab saves on its own; the page announces each save (snackbar, by the
 * route) and applies language and theme at once.
 */
export function MyAccountView({
  api,
  password,
  sessions,
  theme,
}: {
  api: MyAccountApi;
  password: PasswordChangeApi;
  sessions: AccountSessionsApi;
  theme: ThemeName;
}) {
  const { t } = useTranslation("account");
  const [selected, setSelected] = useState<AccountTab>("contact");
  const me = api.me;
  return (
    <div className={accountPage}>
      <div className={accountHeader}>
        {me && <AccountAvatar me={me} />}
        <div>
          <h1>{t("title")}</h1>
          <p>{me ? `${me.name} · ${me.email}` : t("lead")}</p>
        </div>
      </div>
      {api.loadFailed ? (
        <div role="alert">
          <p>{t("loadFailed")}</p>
          <button type="button" className={buttonPrimary} onClick={api.retry}>
            {t("retry")}
          </button>
        </div>
      ) : !me ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <Tabs<AccountTab>
          label={t("tabsLabel")}
          items={accountTabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          selected={selected}
          onSelect={setSelected}
        >
          {selected === "contact" && <ContactPanel api={api} me={me} />}
          {selected === "photo" && <PhotoPanel api={api} me={me} />}
          {selected === "password" && (
            <>
              <h2>{t("tabs.password")}</h2>
              <PasswordChangeForm api={password} idPrefix="account-password" />
            </>
          )}
          {selected === "language" && <LanguagePanel api={api} me={me} />}
          {selected === "timezone" && <TimeZonePanel api={api} me={me} />}
          {selected === "accessibility" && <AccessibilityPanel api={api} me={me} />}
          {selected === "theme" && <ThemePanel api={api} me={me} current={theme} />}
          {selected === "sessions" && <SessionsPanel api={sessions} />}
        </Tabs>
      )}
    </div>
  );
}
