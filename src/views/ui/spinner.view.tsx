import { useTranslation } from "../../i18n/react.ts";
import { centeredPage, spinner, visuallyHidden } from "./ui.styles.ts";

/** Full-page loading indicator in the theme's loading colour, announced to screen readers. */
export function PageSpinner() {
  const { t } = useTranslation("common");
  return (
    <div className={centeredPage} role="status" aria-live="polite">
      <span className={spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{t("loading")}</span>
    </div>
  );
}
