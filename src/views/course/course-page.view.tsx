import { useRef } from "react";
import { useTranslation } from "../../i18n/react.ts";
import { Link } from "react-router";
import { areaPath, categoryPath, institutionPath } from "../../domain/catalog/catalog-types.ts";
import { freeLessonOf, type CourseDetail, type CourseSummary } from "../../domain/catalog/course.ts";
import { formatBrl, installmentsLabel } from "../../domain/catalog/money.ts";
import type { Language } from "../../domain/language.ts";
import { dialog, dialogActions } from "../auth/auth.styles.ts";
import { buttonPrimary, buttonSecondary, container } from "../ui/ui.styles.ts";
import { CourseGrid } from "./course-card.view.tsx";
import { breadcrumb, coursePage, discountBadge, facts, heroImage, moduleList, oldPrice, price, priceBox } from "./course.styles.ts";

interface CoursePageProps {
  course: CourseDetail;
  similar: CourseSummary[];
  fromInstitution: CourseSummary[];
}

/**
 * Course page (spec §2): presentation, expandable modules and lessons, experts, a free first lesson,
 * the price block (old, new, discount, installments), facts, owner model, buy/cart, similar and
 * institution courses. Modules use <details>, so they open and close without JavaScript.
 */
export function CoursePageView({ course, similar, fromInstitution }: CoursePageProps) {
  const { t, i18n } = useTranslation("course");
  const language = i18n.language as Language;
  const freeLesson = freeLessonOf(course);
  const lessonDialog = useRef<HTMLDialogElement>(null);
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
          {course.score !== null && <p>{t("page.score", { score: course.score.toLocaleString(language) })}</p>}
          {course.image && (
            <img className={heroImage} src={course.image.src} alt={course.image.alt} width={course.image.width} height={course.image.height} fetchPriority="high" />
          )}
          <h2>{t("page.presentation")}</h2>
          <p>{course.description}</p>
          {course.content && <p>{course.content}</p>}
          {freeLesson && (
            <p>
              <button type="button" className={buttonSecondary} onClick={() => lessonDialog.current?.showModal()}>
                {t("page.freeLesson")}
              </button>
            </p>
          )}

          <h2>{t("page.content")}</h2>
          <p>
            {t("page.modules", { count: course.modules.length })} · {t("page.lessons", { count: lessonCount })}
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
                      {lesson.title} — {t("page.minutes", { count: lesson.durationMinutes })}
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
          {course.discountPercentage > 0 && <p className={discountBadge}>{t("card.discount", { percent: course.discountPercentage })}</p>}
          {course.oldPrice !== null && course.oldPrice > course.newPrice && (
            <p className={oldPrice}>{t("card.from", { price: formatBrl(course.oldPrice, language) })}</p>
          )}
          <p className={price}>{t("card.price", { price: formatBrl(course.newPrice, language) })}</p>
          {course.installments > 1 && <p>{installmentsLabel(course.installments, course.installmentValue, language)}</p>}
          <Link to={`/carrinho/${course.friendlyUrl}`} className={buttonPrimary}>
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
              <li>{t("page.lastUpdate", { date: new Date(course.lastContentUpdate).toLocaleDateString(language, { timeZone: "UTC" }) })}</li>
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
          <h2 id="institution-courses-title">{t("page.otherCourses", { institution: course.institution.name })}</h2>
          <CourseGrid courses={fromInstitution} />
        </section>
      )}

      {freeLesson && (
        <dialog ref={lessonDialog} className={dialog} aria-labelledby="free-lesson-title">
          <h2 id="free-lesson-title">{t("page.freeLessonTitle", { title: freeLesson.title })}</h2>
          {freeLesson.videoUrl && (
            <video controls preload="none" width={400} height={225} src={freeLesson.videoUrl} />
          )}
          <div className={dialogActions}>
            <button type="button" className={buttonPrimary} onClick={() => lessonDialog.current?.close()}>
              {t("page.close")}
            </button>
          </div>
        </dialog>
      )}
    </div>
  );
}

/** Course-inactive page (spec §2): go home, see promotions, related courses. */
export function CourseInactiveView({ related, promotionsPath }: { related: CourseSummary[]; promotionsPath: string }) {
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
