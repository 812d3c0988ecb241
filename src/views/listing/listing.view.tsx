import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { categoryPath, type CategoryLink } from "#src/domain/catalog/catalog-types.ts";
import type { CourseSummary } from "#src/domain/catalog/course.ts";
import { whatsAppContact, type WhatsAppSetting } from "#src/domain/catalog/whatsapp.ts";
import { CourseGrid } from "../course/course-card.view.tsx";
import { chipList } from "../home/home.styles.ts";
import { Pagination } from "../ui/pagination.view.tsx";
import { container } from "../ui/ui.styles.ts";
import { listing as listingStyle } from "./listing.styles.ts";

interface ListingProps {
  title: string;
  description?: string | null;
  categories?: CategoryLink[];
  /** One page of the courses, with the total found and the number of pages. */
  listing: { courses: CourseSummary[]; resultsFound: number; page: number; totalPages: number };
  /** The address of another page of this listing. */
  hrefFor: (page: number) => string;
  whatsApp?: WhatsAppSetting | null;
  children?: React.ReactNode;
}

/** Area, category and institution listings (spec §2 /cursos-{area}[/{category}], /instituicao/{slug}). */
export function ListingView({
  title,
  description,
  categories = [],
  listing,
  hrefFor,
  whatsApp,
  children,
}: ListingProps) {
  const { t } = useTranslation("listing");
  const contact = whatsAppContact(whatsApp);
  return (
    <div className={`${container} ${listingStyle}`}>
      <h1>{title}</h1>
      {description && <p>{description}</p>}
      {contact && (
        <p>
          <a href={contact.href} rel="noopener noreferrer" target="_blank">
            {t("whatsapp", { phone: contact.phone })}
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
      <p>{t("count", { count: listing.resultsFound })}</p>
      {listing.courses.length > 0 ? (
        <CourseGrid courses={listing.courses} headingLevel={2} />
      ) : (
        <p>{t("empty")}</p>
      )}
      <Pagination page={listing.page} totalPages={listing.totalPages} hrefFor={hrefFor} />
      {children}
    </div>
  );
}
