import type { ReactNode } from "react";
import { streamWindowSeconds } from "#src/domain/portal/stream-window.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { CoursePortalApi } from "#src/machines/course-portal/course-portal.connect.ts";
import type { PortalCourse } from "#src/machines/course-portal/course-portal.types.ts";
import { CourseOutlineView } from "./course-outline.view.tsx";
import { LessonPanelView } from "./lesson-panel.view.tsx";
import { formatDay } from "./portal-dates.ts";

/** Why a closed course cannot be watched, and where to go about it (My Purchases, the course's page). */
function ClosedView({ course }: { course: PortalCourse }) {
  const { t, i18n } = useTranslation("portal");
  const reason = course.access === "expired" ? "expired" : "cancelled";
  const href = reason === "expired" ? `/curso/${course.course.friendlyUrl}` : "/minhas-compras";
  return (
    <section className="notice" aria-labelledby="portal-closed">
      <h3 id="portal-closed">{t(`${reason}.title`)}</h3>
      <p>
        {t(`${reason}.text`, { date: course.accessEnd ? formatDay(course.accessEnd, i18n.language) : "" })}
      </p>
      <p>
        <a href={href}>{t(`${reason}.action`)}</a>
      </p>
    </section>
  );
}

function FailedView({ portal }: { portal: CoursePortalApi }) {
  const { t } = useTranslation("portal");
  const kind = portal.failure?.kind ?? "unexpected";
  const signIn = `/auth/signin?returnUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  return (
    <section className="notice" role="alert" aria-labelledby="portal-failed">
      <h3 id="portal-failed">{t(`${kind}.title`)}</h3>
      {kind === "unexpected" || kind === "elsewhere" ? (
        <>
          {kind === "elsewhere" && <p>{t("elsewhere.text", { seconds: streamWindowSeconds })}</p>}
          <button type="button" className="primary" onClick={portal.retry}>
            {t(`${kind}.action`)}
          </button>
        </>
      ) : (
        <>
          <p>{t(`${kind}.text`)}</p>
          <p>
            <a href={kind === "signedOut" ? signIn : "/meus-cursos"}>{t(`${kind}.action`)}</a>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The student portal (issue 32): a course's outline beside the open lesson, then its certificate exam (`exam`), or
 * why the course is closed.
 */
export function CoursePortalView({ portal, exam }: { portal: CoursePortalApi; exam?: ReactNode }) {
  const { t } = useTranslation("portal");
  const { course } = portal;
  if (portal.phase === "loading")
    return (
      <p role="status" className="notice">
        {t("loading")}
      </p>
    );
  if (portal.phase === "failed" || !course) return <FailedView portal={portal} />;
  return (
    <article className="portal" aria-labelledby="portal-course">
      <header className="portal-header">
        <h2 id="portal-course">{course.course.name}</h2>
        {portal.phase === "open" && (
          <>
            <label className="course-progress">
              {t("progress", { percent: course.progress })}
              <progress max={100} value={course.progress} />
            </label>
            {portal.resumeLesson && portal.lesson?.id !== portal.resumeLesson.id && (
              <button
                type="button"
                className="primary"
                onClick={() => portal.openLesson(portal.resumeLesson!.id)}
              >
                {t("resume", { lesson: portal.resumeLesson.title })}
              </button>
            )}
          </>
        )}
      </header>
      {portal.phase === "closed" ? (
        <ClosedView course={course} />
      ) : (
        <div className="portal-body">
          <CourseOutlineView
            course={course}
            currentLessonId={portal.lesson?.id ?? null}
            onOpen={portal.openLesson}
          />
          {portal.lesson ? (
            <LessonPanelView
              key={portal.lesson.id}
              lesson={portal.lesson}
              saving={portal.saving}
              saveFailed={portal.saveFailed}
              report={portal.report}
            />
          ) : (
            <p className="lesson-panel">{t("chooseLesson")}</p>
          )}
        </div>
      )}
      {portal.phase === "open" && exam}
    </article>
  );
}
