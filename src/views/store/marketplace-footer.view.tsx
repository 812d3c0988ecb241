import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { areaPath, categoryPath, type CourseAreaLink } from "#src/domain/catalog/catalog-types.ts";
import { areaColumns, generalColumns } from "#src/domain/catalog/footer-columns.ts";
import { isWebAddress, type SocialLink } from "#src/domain/catalog/social-links.ts";
import { whatsAppContact, type WhatsAppSetting } from "#src/domain/catalog/whatsapp.ts";
import { container } from "../ui/ui.styles.ts";
import { footer, footerBottom, footerGrid } from "./footer.styles.ts";

export interface FooterContact {
  email: string | null;
  whatsApp: WhatsAppSetting | null;
}

interface MarketplaceFooterProps {
  areas: CourseAreaLink[];
  contact: FooterContact;
  socialLinks: SocialLink[];
  currentYear: number;
  /** The newsletter form, above the columns (absent on the newsletter page itself). */
  newsletter?: React.ReactNode;
  /** The checkout's minimal footer (spec §2): help links, contact and preferences, nothing to wander off to. */
  minimal?: boolean;
  children?: React.ReactNode;
}

const generalAreaUrl = "cursos-geral";

/** Marketplace footer (spec §2): area columns, general column split after 6, links, contact, hours, copyright. */
export function MarketplaceFooter({
  areas,
  contact,
  socialLinks,
  currentYear,
  newsletter,
  minimal = false,
  children,
}: MarketplaceFooterProps) {
  const { t } = useTranslation("store");
  const general = minimal ? undefined : areas.find((area) => area.friendlyURL === generalAreaUrl);
  const columns = minimal ? [] : areaColumns(areas.filter((area) => area !== general));
  const [firstGeneral, restGeneral] = generalColumns(general?.categories ?? []);
  const whatsApp = whatsAppContact(contact.whatsApp);
  const links = minimal ? [] : socialLinks.filter((link) => isWebAddress(link.url));

  return (
    <footer className={footer}>
      {newsletter && !minimal && <div className={container}>{newsletter}</div>}
      <div className={`${container} ${footerGrid}`}>
        {columns.map((column) => (
          <nav key={column.area.id} aria-label={column.area.name}>
            <h2>
              <Link to={areaPath(column.area)}>{column.area.name}</Link>
            </h2>
            <ul>
              {column.categories.map((category) => (
                <li key={category.id}>
                  <Link to={categoryPath(category)}>{category.name}</Link>
                </li>
              ))}
              {column.seeMore && (
                <li>
                  <Link to={areaPath(column.area)}>{t("footer.seeMore")}</Link>
                </li>
              )}
            </ul>
          </nav>
        ))}
        {general && (
          <nav aria-label={t("footer.general")}>
            <h2>
              <Link to={areaPath(general)}>{general.name}</Link>
            </h2>
            <ul>
              {firstGeneral.map((category) => (
                <li key={category.id}>
                  <Link to={categoryPath(category)}>{category.name}</Link>
                </li>
              ))}
            </ul>
            {restGeneral.length > 0 && (
              <ul>
                {restGeneral.map((category) => (
                  <li key={category.id}>
                    <Link to={categoryPath(category)}>{category.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        )}
        <nav aria-label={t(minimal ? "footer.help" : "footer.institutional")}>
          {!minimal && (
            <>
              <h2>{t("footer.institutional")}</h2>
              <ul>
                <li>
                  <Link to="/features">{t("footer.features")}</Link>
                </li>
              </ul>
            </>
          )}
          <h2>{t("footer.help")}</h2>
          <ul>
            <li>
              <Link to="/politica-de-cookies">{t("footer.cookies")}</Link>
            </li>
            <li>
              <Link to="/condicoes-de-contrato">{t("footer.contract")}</Link>
            </li>
            <li>
              <Link to="/politica-de-privacidade">{t("footer.privacy")}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contact")}</h2>
          <ul>
            {contact.email && (
              <li>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {whatsApp && (
              <li>
                <a href={whatsApp.href} rel="noopener noreferrer" target="_blank">
                  {t("footer.whatsapp", { phone: whatsApp.phone })}
                </a>
              </li>
            )}
          </ul>
          <p>{t("footer.hours")}</p>
          {links.length > 0 && (
            <nav aria-labelledby="footer-social">
              <h2 id="footer-social">{t("footer.social")}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank">
                      {t(`footer.socialNetworks.${link.network}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </section>
      </div>
      <div className={`${container} ${footerBottom}`}>
        {children}
        <p>{t("footer.copyright", { year: currentYear })}</p>
      </div>
    </footer>
  );
}
