import { useTranslation } from "#src/i18n/react.ts";
import { centeredPage, spinner, visuallyHidden } from "./ui.styles.ts";

/**
 * Full-page loading indicator in the theme's loading colour, announced to screen readers. `titled` gives the
 * document a title while it stands for the whole page (a layout still deciding); inside a page, the page has one.
 */
export function PageSpinner({ titled = false }: { titled?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <div className={centeredPage} role="status" aria-live="polite">
      {titled && <title>{`${t("loading")} — ${t("appName")}`}</title>}
      <span className={spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{t("loading")}</span>
    </div>
  );
}
