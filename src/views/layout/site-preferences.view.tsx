import { useTranslation } from "../../i18n/react.ts";
import { Form, useLocation, useSubmit } from "react-router";
import { supportedLanguages, type Language } from "../../domain/language.ts";
import { textSizes, themeNames, type TextSize, type ThemeName } from "../../domain/theme.ts";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { preferences, preferencesField, noScriptOnly } from "./layout.styles.ts";

interface SitePreferencesProps {
  language: Language;
  theme: ThemeName;
  textSize: TextSize;
  /** A new text size chosen here (a signed-in person's is saved to the account too, ADR 039). */
  onTextSize?(textSize: TextSize): void;
}

/**
 * Language, theme and text size pickers. A plain POST form, so it works without JavaScript (the submit button);
 * with JavaScript a change applies at once.
 */
export function SitePreferences({ language, theme, textSize, onTextSize }: SitePreferencesProps) {
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
        if (field instanceof HTMLSelectElement && field.name === "textSize")
          onTextSize?.(field.value as TextSize);
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
