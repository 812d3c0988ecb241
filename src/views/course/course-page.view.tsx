import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { areaPath, categoryPath, coursePath, institutionPath } from "#src/domain/catalog/catalog-types.ts";
import { freeLessonOf, type CourseDetail, type CourseSummary } from "#src/domain/catalog/course.ts";
import { formatBrl, installmentsLabel, isInterestFree } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
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
import {
  experts,
  guarantee,
  paymentMethods,
  preview,
  roomForStickyBuy,
  stars,
  stickyBuy,
  trustLine,
} from "./course-trust.styles.ts";

/** Accepted payment methods (spec §2 checkout): Pix, slip and the card brands the card rules know. */
const paymentIcons = [
  ["pix", "Pix"],
  ["boleto", "Boleto"],
  ["visa", "Visa"],
  ["mastercard", "Mastercard"],
  ["elo", "Elo"],
  ["amex", "American Express"],
  ["hipercard", "Hipercard"],
] as const;

interface CoursePageProps {
  course: CourseDetail;
  similar: CourseSummary[];
  fromInstitution: CourseSummary[];
  /**
   * The signed-in person already has it: where it is taken (its address in the student portal), which the page
   * leads to instead of selling it again (issues 28 and 32); undefined otherwise.
   */
  owned: string | undefined;
}

/**
 * Course page (spec §2): presentation, expandable modules and lessons, experts, a free first lesson,
 * the price block (old, new, discount, installments), facts, owner model, buy/cart, similar and
 * institution courses. Modules use <details>, so they open and close without JavaScript; the free lesson is a
 * page of its own (/curso/{slug}/aula-gratuita), a plain link.
 */
// The "updated on" date's format, one per language: toLocaleDateString with options made one each render (~200 µs,
// issue 17). Kept here rather than src/domain/intl-formats.ts, whose chunk the course page's budget cannot carry.
const updatedOnFormats = new Map<string, Intl.DateTimeFormat>();
function updatedOnFormat(language: string): Intl.DateTimeFormat {
  let format = updatedOnFormats.get(language);
  if (!format)
    updatedOnFormats.set(language, (format = new Intl.DateTimeFormat(language, { timeZone: "UTC" })));
  return format;
}

export function CoursePageView({ course, similar, fromInstitution, owned }: CoursePageProps) {
  const { t, i18n } = useTranslation("course");
  const language = i18n.language as Language;
  const freeLesson = freeLessonOf(course);
  const freeLessonPath = `${coursePath(course.friendlyUrl)}/aula-gratuita`;
  const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  const number = (value: number) => value.toLocaleString(language);
  const buyPath = `/checkout/${course.friendlyUrl}`;
  const priceText = formatBrl(course.newPrice, language);
  const picture = course.image && (
    <img
      className={heroImage}
      src={course.image.src}
      alt={freeLesson ? "" : course.image.alt}
      width={course.image.width}
      height={course.image.height}
      fetchPriority="high"
    />
  );

  return (
    <div className={`${container} ${roomForStickyBuy}`}>
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
          <p className={trustLine}>
            {course.score !== null && (
              <span>
                <span
                  className={stars}
                  style={{ "--score": course.score } as React.CSSProperties}
                  aria-hidden="true"
                >
                  ★★★★★
                </span>{" "}
                {t("page.rating", {
                  score: number(course.score),
                  count: course.ratingCount,
                  total: number(course.ratingCount),
                })}
              </span>
            )}
            <span>{t("page.students", { count: course.students, total: number(course.students) })}</span>
          </p>
          {freeLesson && picture ? (
            <Link to={freeLessonPath} className={preview}>
              {picture}
              <span>{t("page.preview")}</span>
            </Link>
          ) : (
            picture
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
              <ul className={experts}>
                {course.authors.map((author) => (
                  <li key={author.friendlyUrl}>
                    {author.photo ? (
                      <img src={author.photo.src} alt="" width={64} height={64} loading="lazy" />
                    ) : (
                      <span />
                    )}
                    <div>
                      <strong>{author.name}</strong>
                      {author.bio && <p>{author.bio}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <aside className={priceBox} aria-label={t(owned ? "page.goToCourse" : "page.buy")}>
          {course.discountPercentage > 0 && (
            <p className={discountBadge}>{t("card.discount", { percent: course.discountPercentage })}</p>
          )}
          {course.oldPrice !== null && course.oldPrice > course.newPrice && (
            <p className={oldPrice}>{t("card.from", { price: formatBrl(course.oldPrice, language) })}</p>
          )}
          <p className={price}>{t("card.price", { price: priceText })}</p>
          {course.installments > 1 && (
            <p>
              {isInterestFree(course.newPrice, course.installments, course.installmentValue)
                ? t("page.installmentsFree", {
                    count: course.installments,
                    value: formatBrl(course.installmentValue, language),
                  })
                : installmentsLabel(course.installments, course.installmentValue, language)}
            </p>
          )}
          {owned ? (
            <>
              <p>{t("page.owned")}</p>
              <Link to={owned} className={buttonPrimary}>
                {t("page.goToCourse")}
              </Link>
            </>
          ) : (
            <>
              <Link to={buyPath} className={buttonPrimary}>
                {t("page.buy")}
              </Link>
              <Link to={`/carrinho/${course.friendlyUrl}`} className={buttonSecondary}>
                {t("page.addToCart")}
              </Link>
            </>
          )}
          <p className={guarantee}>
            <strong>{t("page.guaranteeTitle")}</strong>
            {t("page.guarantee")}
          </p>
          <h2>{t("page.includes")}</h2>
          <ul className={facts}>
            <li>{t("page.loadHours", { hours: course.loadHours })}</li>
            <li>{t("page.accessPeriod", { months: course.accessPeriodMonths })}</li>
            <li>{t("page.videoDuration", { hours: Math.round(course.videoDurationMinutes / 60) })}</li>
            {course.lastContentUpdate && (
              <li>
                {t("page.lastUpdate", {
                  date: updatedOnFormat(language).format(new Date(course.lastContentUpdate)),
                })}
              </li>
            )}
            <li>{t(`page.ownerModel.${course.ownerModel}`)}</li>
          </ul>
          <h2>{t("page.payments")}</h2>
          <ul className={paymentMethods}>
            {paymentIcons.map(([file, name]) => (
              <li key={file}>
                <img src={`/pagamento/${file}.svg`} alt={name} width={48} height={32} loading="lazy" />
              </li>
            ))}
          </ul>
        </aside>
        {!owned && (
          <div className={stickyBuy} aria-hidden="true">
            <strong>{priceText}</strong>
            <Link to={buyPath} className={buttonPrimary} tabIndex={-1}>
              {t("page.buy")}
            </Link>
          </div>
        )}
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-title">
          <h2 id="similar-title">{t("page.similar")}</h2>
          <CourseGrid courses={similar} shelf />
        </section>
      )}
      {course.institution && fromInstitution.length > 0 && (
        <section aria-labelledby="institution-courses-title">
          <h2 id="institution-courses-title">
            {t("page.otherCourses", { institution: course.institution.name })}
          </h2>
          <CourseGrid courses={fromInstitution} shelf />
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
