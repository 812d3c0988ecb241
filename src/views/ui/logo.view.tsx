import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.ts";
import { logo, logoMark as mark } from "./ui.styles.ts";
/** The Sabiá wordmark; links home (the storefront, or the platform home inside the platform shell). */
export function Logo({ to = "/" }: { to?: string }) {
  const { t } = useTranslation("common");
  return (
    <Link to={to} className={logo} aria-label={`${t("appName")} — ${t("home")}`}>
      <span className={mark} aria-hidden="true" />
      <span aria-hidden="true">{t("appName")}</span>
    </Link>
  );
}
