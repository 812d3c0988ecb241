import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { coursePath } from "#src/domain/catalog/catalog-types.ts";
import type { CourseSummary } from "#src/domain/catalog/course.ts";
import { formatBrl, installmentsLabel } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useOwnedCourse } from "#src/stores/global.store.ts";
import {
  card,
  cardBody,
  cardGrid,
  cardImage,
  cardShelf,
  discountBadge,
  oldPrice,
  price,
} from "./course.styles.ts";

export function CourseCard({ course, headingLevel = 3 }: { course: CourseSummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation("course");
  const language = i18n.language as Language;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const owned = useOwnedCourse(course.friendlyUrl);
  return (
    <article className={card}>
      {course.image && (
        <img
          className={cardImage}
          src={course.image.src}
          alt=""
          width={course.image.width}
          height={course.image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={cardBody}>
        <Heading>
          <Link to={coursePath(course.friendlyUrl)}>{course.name}</Link>
        </Heading>
        {course.institution && <p>{t("card.by", { institution: course.institution.name })}</p>}
        {owned ? (
          <p>
            {t("page.owned")} <Link to={owned}>{t("page.goToCourse")}</Link>
          </p>
        ) : (
          <>
            {course.discountPercentage > 0 && (
              <p className={discountBadge}>{t("card.discount", { percent: course.discountPercentage })}</p>
            )}
            {course.oldPrice !== null && course.oldPrice > course.newPrice && (
              <p className={oldPrice}>{t("card.from", { price: formatBrl(course.oldPrice, language) })}</p>
            )}
            <p className={price}>{t("card.price", { price: formatBrl(course.newPrice, language) })}</p>
            {course.installments > 1 && (
              <p>
                {t("card.installments", {
                  label: installmentsLabel(course.installments, course.installmentValue, language),
                })}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  );
}

export function CourseGrid({
  courses,
  headingLevel = 3,
  shelf = false,
}: {
  courses: CourseSummary[];
  headingLevel?: 2 | 3;
  /** A row that scrolls sideways on phones (home sections) rather than a stack. */
  shelf?: boolean;
}) {
  return (
    <ul className={shelf ? `${cardGrid} ${cardShelf}` : cardGrid}>
      {courses.map((course) => (
        <li key={course.friendlyUrl}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
