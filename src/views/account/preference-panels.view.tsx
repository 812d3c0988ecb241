import { useMemo, useState, type FormEvent } from "react";
import { timeIn, timeZoneOptions, utcOffsetLabel } from "#src/domain/account/time-zones.ts";
import { supportedLanguages } from "#src/domain/language.ts";
import { themeNames, type ThemeName } from "#src/domain/theme.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { usePanelFailure, type PanelProps } from "./account-panels.view.tsx";
import { choice } from "./account.styles.ts";

function SaveButton({ api, label }: { api: PanelProps["api"]; label: string }) {
  return (
    <button type="submit" className={buttonPrimary} disabled={api.savingSection !== null}>
      {label}
    </button>
  );
}

export function LanguagePanel({ api, me }: PanelProps) {
  const { t } = useTranslation("account");
  const failure = usePanelFailure(api, "language", []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.save("language", { languageId: String(new FormData(event.currentTarget).get("languageId")) });
  };
  return (
    <form onSubmit={onSubmit}>
      <h2>{t("tabs.language")}</h2>
      <FormAlert message={failure.alert} />
      <fieldset>
        <legend>{t("language.legend")}</legend>
        {supportedLanguages.map((language) => (
          <label key={language} className={choice} lang={language}>
            <input
              type="radio"
              name="languageId"
              value={language}
              defaultChecked={me.languageId === language}
            />
            {t(`common:languages.${language}`)}
          </label>
        ))}
      </fieldset>
      <SaveButton api={api} label={t("language.save")} />
    </form>
  );
}

export function TimeZonePanel({ api, me }: PanelProps) {
  const { t, i18n } = useTranslation("account");
  const failure = usePanelFailure(api, "timezone", []);
  const options = useMemo(() => timeZoneOptions(), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.save("timezone", { timezone: String(new FormData(event.currentTarget).get("timezone")) });
  };
  return (
    <form onSubmit={onSubmit}>
      <h2>{t("tabs.timezone")}</h2>
      <FormAlert message={failure.alert} />
      <p>
        {t("timezone.current", {
          zone: me.timezone.replaceAll("_", " "),
          offset: utcOffsetLabel(me.timezone),
          time: timeIn(me.timezone, i18n.language),
        })}
      </p>
      <fieldset>
        <label htmlFor="account-timezone">{t("timezone.label")}</label>
        <select id="account-timezone" name="timezone" defaultValue={me.timezone}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </fieldset>
      <SaveButton api={api} label={t("timezone.save")} />
    </form>
  );
}

export function AccessibilityPanel({ api, me }: PanelProps) {
  const { t } = useTranslation("account");
  const failure = usePanelFailure(api, "accessibility", []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const signLanguageEnabled = new FormData(event.currentTarget).get("signLanguage") === "on";
    api.save("accessibility", { accessibility: { ...me.accessibility, signLanguageEnabled } });
  };
  return (
    <form onSubmit={onSubmit}>
      <h2>{t("tabs.accessibility")}</h2>
      <FormAlert message={failure.alert} />
      <fieldset>
        <label className={choice}>
          <input
            type="checkbox"
            name="signLanguage"
            defaultChecked={me.accessibility.signLanguageEnabled}
            aria-describedby="account-sign-language-hint"
          />
          {t("accessibility.signLanguage")}
        </label>
        <p id="account-sign-language-hint">{t("accessibility.hint")}</p>
      </fieldset>
      <SaveButton api={api} label={t("accessibility.save")} />
    </form>
  );
}

export function ThemePanel({ api, me, current }: PanelProps & { current: ThemeName }) {
  const { t } = useTranslation("account");
  const failure = usePanelFailure(api, "theme", []);
  const [theme] = useState<ThemeName>(() =>
    (themeNames as readonly string[]).includes(me.theme ?? "") ? (me.theme as ThemeName) : current,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get("theme")) as ThemeName;
    const darkThemeEnabled = chosen === "dark" || chosen === "contrast-dark";
    api.save("theme", { theme: chosen, accessibility: { ...me.accessibility, darkThemeEnabled } });
  };
  return (
    <form onSubmit={onSubmit}>
      <h2>{t("tabs.theme")}</h2>
      <FormAlert message={failure.alert} />
      <fieldset>
        <legend>{t("theme.legend")}</legend>
        {themeNames.map((name) => (
          <label key={name} className={choice}>
            <input type="radio" name="theme" value={name} defaultChecked={theme === name} />
            {t(`common:themes.${name}`)}
          </label>
        ))}
      </fieldset>
      <SaveButton api={api} label={t("theme.save")} />
    </form>
  );
}
