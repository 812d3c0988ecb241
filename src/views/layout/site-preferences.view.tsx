import { useTranslation } from "#src/i18n/react.ts";
import { Form, useLocation, useSubmit } from "react-router";
import { supportedLanguages, type Language } from "#src/domain/language.ts";
import { textSizes, themeNames, type TextSize, type ThemeName } from "#src/domain/theme.ts";

/** One choice made in the footer: a language, a theme or a text size. */
export type SitePreferenceChoice = { language: Language } | { theme: ThemeName } | { textSize: TextSize };
import { buttonSecondary } from "../ui/ui.styles.ts";
import { preferences, preferencesField, noScriptOnly } from "./layout.styles.ts";

interface SitePreferencesProps {
  language: Language;
  theme: ThemeName;
  textSize: TextSize;
  /**
   * A new language, theme or text size chosen here. A signed-in person's is saved to the account too (ADR 039),
   * or the account's own would be put back on the next page (spec §1: the account's win).
   */
  onChoice?(choice: SitePreferenceChoice): void;
}

/**
 * Language, theme and text size pickers. A plain POST form, so it works without JavaScript (the submit button);
 * with JavaScript a change applies at once.
 */
export function SitePreferences({ language, theme, textSize, onChoice }: SitePreferencesProps) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const submit = useSubmit();
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <Form
      method="post"
      action="/preferencias"
      className={preferences}
      aria-label={t("preferences")}
      onChange={(event) => {
        const field: EventTarget = event.target;
        if (field instanceof HTMLSelectElement) onChoice?.(chosen(field.name, field.value));
        void submit(event.currentTarget, { preventScrollReset: true });
      }}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className={preferencesField}>
        <span>{t("language")}</span>
        <select name="language" defaultValue={language} key={language}>
          {supportedLanguages.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`languages.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={preferencesField}>
        <span>{t("theme")}</span>
        <select name="theme" defaultValue={theme} key={theme}>
          {themeNames.map((option) => (
            <option key={option} value={option}>
              {t(`themes.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={preferencesField}>
        <span>{t("textSize")}</span>
        <select name="textSize" defaultValue={textSize} key={textSize}>
          {textSizes.map((option) => (
            <option key={option} value={option}>
              {t(`textSizes.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className={`${buttonSecondary} ${noScriptOnly}`}>
          {t("apply")}
        </button>
      </noscript>
    </Form>
  );
}

/** The footer's selects only offer supported values; the account API checks them again. */
function chosen(name: string, value: string): SitePreferenceChoice {
  if (name === "language") return { language: value as Language };
  if (name === "theme") return { theme: value as ThemeName };
  return { textSize: value as TextSize };
}
