import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react.ts";
import type { Language } from "../../domain/language.ts";
import type { ThemeName } from "../../domain/theme.ts";
import { Logo } from "../ui/logo.view.tsx";
import { container } from "../ui/ui.styles.ts";
import { footer, footerRow, headerBar, main, marketplaceHeader, page } from "./layout.styles.ts";
import { SitePreferences } from "./site-preferences.view.tsx";

interface MarketplaceLayoutProps {
  language: Language;
  theme: ThemeName;
  currentYear: number;
  children: ReactNode;
}

/** Marketplace layout of spec §2: header, content, footer. The storefront issue fills header menus and footer columns. */
export function MarketplaceLayoutView({ language, theme, currentYear, children }: MarketplaceLayoutProps) {
  const { t } = useTranslation("common");
  return (
    <div className={page}>
      <header className={marketplaceHeader} aria-label={t("siteHeader")}>
        <div className={`${container} ${headerBar}`}>
          <Logo />
          <SitePreferences language={language} theme={theme} />
        </div>
      </header>
      <main id="content" className={main} tabIndex={-1}>
        {children}
      </main>
      <footer className={footer}>
        <div className={`${container} ${footerRow}`}>
          <p>{t("footer.hours")}</p>
          <p>{t("footer.copyright", { year: currentYear })}</p>
        </div>
      </footer>
    </div>
  );
}
