import { Link } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { logo, logoImage, logoMark as mark, logoName } from "./ui.styles.ts";

/** A tenant's own logo and name, shown instead of the wordmark in the platform header (tenant theme). */
export interface LogoBrand {
  name: string;
  logo: string;
}

/** The Sabiá wordmark, or the role's tenant logo; links home (the storefront, or the platform home). */
export function Logo({ to = "/", brand }: { to?: string; brand?: LogoBrand | null }) {
  const { t } = useTranslation("common");
  if (brand)
    return (
      <Link to={to} className={logo} aria-label={`${brand.name} — ${t("home")}`}>
        <img className={logoImage} src={brand.logo} alt="" height={44} />
        <span className={logoName} aria-hidden="true">
          {brand.name}
        </span>
      </Link>
    );
  return (
    <Link to={to} className={logo} aria-label={`${t("appName")} — ${t("home")}`}>
      <span className={mark} aria-hidden="true" />
      <span aria-hidden="true">{t("appName")}</span>
    </Link>
  );
}
