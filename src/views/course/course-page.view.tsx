import { useTranslation } from "../../i18n/react.ts";
import { Link } from "react-router";
import { areaPath, categoryPath, coursePath, institutionPath } from "../../domain/catalog/catalog-types.ts";
import { freeLessonOf, type CourseDetail, type CourseSummary } from "../../domain/catalog/course.ts";
import { formatBrl, installmentsLabel } from "../../domain/catalog/money.ts";
import type { Language } from "../../domain/language.ts";
import { dialogActions } from "../auth/auth.styles.ts";
import { buttonPrimary, buttonSecondary, container } from "../ui/ui.styles.ts";
import { CourseGrid } from "./course-card.view.tsx";
import {
  breadcrumb,
  coursePage,
  discountBadge,
  facts,
  heroImage,
  moduleList,
  oldPrice,
  price,
  priceBox,
} from "./course.styles.ts";

interface CoursePageProps {
  course: CourseDetail;
  similar: CourseSummary[];
  fromInstitution: CourseSummary[];
}

/**
 * Course page (spec §2): presentation, expandable modules and lessons, experts, a free first lesson,
 * the price block (old, new, discount, installments), facts, owner model, buy/cart, similar and
 * institution courses. Modules use <details>, so they open and close without JavaScript; the free lesson is a
 * page of its own (/curso/{slug}/aula-gratuita), a plain link.
 */
export function CoursePageView({ course, similar, fromInstitution }: CoursePageProps) {
  const { t, i18n } = useTranslation("course");
  const language = i18n.language as Language;
  const freeLesson = freeLessonOf(course);
  const freeLessonPath = `${coursePath(course.friendlyUrl)}/aula-gratuita`;
  const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);

  return (
    <div className={container}>
      <nav className={breadcrumb} aria-label={t("page.breadcrumb")}>
        <ol>
          <li>
            <Link to="/">{t("page.home")}</Link>
          </li>
          {course.area && (
            <li>
              <Link to={areaPath(course.area)}>{course.area.name}</Link>
            </li>
          )}
          {course.category && (
            <li>
              <Link to={categoryPath(course.category)}>{course.category.name}</Link>
            </li>
          )}
        </ol>
      </nav>
      <div className={coursePage}>
        <div>
          <h1>{course.name}</h1>
          {course.institution && (
            <p>
              <Link to={institutionPath(course.institution.friendlyUrl)}>{course.institution.name}</Link>
            </p>
          )}
          {course.score !== null && (
            <p>{t("page.score", { score: course.score.toLocaleString(language) })}</p>
          )}
          {course.image && (
            <img
              className={heroImage}
              src={course.image.src}
              alt={course.image.alt}
              width={course.image.width}
              height={course.image.height}
              fetchPriority="high"
            />
          )}
          <h2>{t("page.presentation")}</h2>
          <p>{course.description}</p>
          <CourseContentText text={course.content} />
          {freeLesson && (
            <p>
              <Link to={freeLessonPath} className={buttonSecondary}>
                {t("page.freeLesson")}
              </Link>
            </p>
          )}

          <h2>{t("page.content")}</h2>
          <p>
            {t("page.modules", { count: course.modules.length })} ·{" "}
            {t("page.lessons", { count: lessonCount })}
          </p>
          <div className={moduleList}>
            {course.modules.map((module, index) => (
              <details key={module.title} open={index === 0}>
                <summary>
                  <span>{module.title}</span>
                  <span>{t("page.lessons", { count: module.lessons.length })}</span>
                </summary>
                <ol>
                  {module.lessons.map((lesson) => (
                    <li key={lesson.title}>
                      {lesson === freeLesson ? <Link to={freeLessonPath}>{lesson.title}</Link> : lesson.title}{" "}
                      — {t("page.minutes", { count: lesson.durationMinutes })}
                      {lesson === freeLesson && ` · ${t("lesson.free")}`}
                    </li>
                  ))}
                </ol>
              </details>
            ))}
          </div>

          {course.authors.length > 0 && (
            <>
              <h2>{t("page.experts")}</h2>
              <ul>
                {course.authors.map((author) => (
                  <li key={author.friendlyUrl}>
                    <strong>{author.name}</strong>
                    {author.bio && ` — ${author.bio}`}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <aside className={priceBox} aria-label={t("page.buy")}>
          {course.discountPercentage > 0 && (
            <p className={discountBadge}>{t("card.discount", { percent: course.discountPercentage })}</p>
          )}
          {course.oldPrice !== null && course.oldPrice > course.newPrice && (
            <p className={oldPrice}>{t("card.from", { price: formatBrl(course.oldPrice, language) })}</p>
          )}
          <p className={price}>{t("card.price", { price: formatBrl(course.newPrice, language) })}</p>
          {course.installments > 1 && (
            <p>{installmentsLabel(course.installments, course.installmentValue, language)}</p>
          )}
          <Link to={`/checkout/${course.friendlyUrl}`} className={buttonPrimary}>
            {t("page.buy")}
          </Link>
          <Link to={`/carrinho/${course.friendlyUrl}`} className={buttonSecondary}>
            {t("page.addToCart")}
          </Link>
          <ul className={facts}>
            <li>{t("page.loadHours", { hours: course.loadHours })}</li>
            <li>{t("page.accessPeriod", { months: course.accessPeriodMonths })}</li>
            <li>{t("page.videoDuration", { hours: Math.round(course.videoDurationMinutes / 60) })}</li>
            {course.lastContentUpdate && (
              <li>
                {t("page.lastUpdate", {
                  date: new Date(course.lastContentUpdate).toLocaleDateString(language, { timeZone: "UTC" }),
                })}
              </li>
            )}
            <li>{t(`page.ownerModel.${course.ownerModel}`)}</li>
          </ul>
        </aside>
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title">{t("page.similar")}</h2>
          <CourseGrid courses={similar} />
        </section>
      )}
      {course.institution && fromInstitution.length > 0 && (
        <section aria-labelledby="institution-courses-title">
          <h2 id="institution-courses-title">
            {t("page.otherCourses", { institution: course.institution.name })}
          </h2>
          <CourseGrid courses={fromInstitution} />
        </section>
      )}
    </div>
  );
}

/** Course-inactive page (spec §2): go home, see promotions, related courses. */
export function CourseInactiveView({
  related,
  promotionsPath,
}: {
  related: CourseSummary[];
  promotionsPath: string;
}) {
  const { t } = useTranslation("course");
  return (
    <div className={container}>
      <h1>{t("inactive.title")}</h1>
      <p>{t("inactive.message")}</p>
      <p className={dialogActions}>
        <Link to="/" className={buttonSecondary}>
          {t("inactive.home")}
        </Link>
        <Link to={promotionsPath} className={buttonPrimary}>
          {t("inactive.promotions")}
        </Link>
      </p>
      {related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title">{t("inactive.related")}</h2>
          <CourseGrid courses={related} />
        </section>
      )}
    </div>
  );
}

/** The course's content text: one line is a paragraph, several lines (one topic each) a list. */
function CourseContentText({ text }: { text: string | null }) {
  const lines = (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length === 0) return null;
  if (lines.length === 1) return <p>{lines[0]}</p>;
  return (
    <ul>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
