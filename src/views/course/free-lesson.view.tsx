import { Link } from "react-router";
import { coursePath } from "#src/domain/catalog/catalog-types.ts";
import { lessonParagraphs, playableVideoUrl } from "#src/domain/catalog/lesson.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { dialogActions } from "../auth/auth.styles.ts";
import { buttonPrimary, buttonSecondary, container } from "../ui/ui.styles.ts";
import { breadcrumb, facts, heroImage, lessonText } from "./course.styles.ts";

export interface FreeLessonPage {
  courseName: string;
  courseFriendlyUrl: string;
  moduleTitle: string;
  title: string;
  durationMinutes: number;
  body: string;
  videoUrl: string | null;
}

/**
 * The free first lesson of a course (spec §2), a page of its own so a visitor opens it with or without
 * JavaScript: title, module, duration, the lesson's text, a player only for a real video file, and the way on.
 */
export function FreeLessonView({ lesson }: { lesson: FreeLessonPage }) {
  const { t } = useTranslation("course");
  const video = playableVideoUrl(lesson.videoUrl);
  const course = coursePath(lesson.courseFriendlyUrl);
  return (
    <article className={container}>
      <nav className={breadcrumb} aria-label={t("page.breadcrumb")}>
        <ol>
          <li>
            <Link to="/">{t("page.home")}</Link>
          </li>
          <li>
            <Link to={course}>{lesson.courseName}</Link>
          </li>
        </ol>
      </nav>
      <p>{t("lesson.kicker", { course: lesson.courseName })}</p>
      <h1>{lesson.title}</h1>
      <ul className={facts}>
        <li>{lesson.moduleTitle}</li>
        <li>{t("lesson.duration", { count: lesson.durationMinutes })}</li>
      </ul>
      {video && (
        <video className={heroImage} controls preload="metadata" width={1280} height={720} src={video}>
          <track kind="captions" />
        </video>
      )}
      <section aria-labelledby="lesson-text-title" className={lessonText}>
        <h2 id="lesson-text-title">{t("lesson.text")}</h2>
        {lessonParagraphs(lesson.body).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <p className={dialogActions}>
        <Link to={course} className={buttonSecondary}>
          {t("lesson.backToCourse")}
        </Link>
        <Link to={`/carrinho/${lesson.courseFriendlyUrl}`} className={buttonPrimary}>
          {t("page.buy")}
        </Link>
      </p>
    </article>
  );
}
