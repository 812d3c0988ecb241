import { useTranslation } from "../../i18n/react.ts";
import { Link } from "react-router";
import { categoryPath, type CategoryLink } from "../../domain/catalog/catalog-types.ts";
import type { CourseSummary } from "../../domain/catalog/course.ts";
import { displayWhatsAppPhone, whatsAppLink, type WhatsAppSetting } from "../../domain/catalog/whatsapp.ts";
import { CourseGrid } from "../course/course-card.view.tsx";
import { chipList } from "../home/home.styles.ts";
import { container } from "../ui/ui.styles.ts";
import { listing } from "./listing.styles.ts";

interface ListingProps {
  title: string;
  description?: string | null;
  categories?: CategoryLink[];
  courses: CourseSummary[];
  whatsApp?: WhatsAppSetting | null;
  children?: React.ReactNode;
}

/** Area, category and institution listings (spec §2 /cursos-{area}[/{category}], /instituicao/{slug}). */
export function ListingView({ title, description, categories = [], courses, whatsApp, children }: ListingProps) {
  const { t } = useTranslation("listing");
  const link = whatsAppLink(whatsApp);
  const phone = whatsApp ? displayWhatsAppPhone(whatsApp.phone) : null;
  return (
    <div className={`${container} ${listing}`}>
      <h1>{title}</h1>
      {description && <p>{description}</p>}
      {link && phone && (
        <p>
          <a href={link} rel="noopener noreferrer" target="_blank">
            {t("whatsapp", { phone })}
          </a>
        </p>
      )}
      {categories.length > 0 && (
        <nav aria-label={t("categories")}>
          <ul className={chipList}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryPath(category)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>{t("count", { count: courses.length })}</p>
      {courses.length > 0 ? <CourseGrid courses={courses} headingLevel={2} /> : <p>{t("empty")}</p>}
      {children}
    </div>
  );
}
