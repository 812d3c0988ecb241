import { useTranslation } from "#src/i18n/react.ts";
import { demoRibbon } from "./demo-ribbon.styles.ts";

/** While the payments sandbox runs, every page says so before anything else (ADR 046). */
export function DemoRibbon() {
  const { t } = useTranslation("common");
  return (
    <aside className={demoRibbon} aria-label={t("demoStore.label")}>
      {t("demoStore.ribbon")}
    </aside>
  );
}
