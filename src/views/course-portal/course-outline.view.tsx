import { useTranslation } from "#src/i18n/react.ts";
import type { PortalCourse } from "#src/machines/course-portal/course-portal.types.ts";
import { formatDay } from "./portal-dates.ts";

/** The course's modules and lessons in order: release dates, what is locked and until when, what is done. */
export function CourseOutlineView(props: {
  course: PortalCourse;
  currentLessonId: number | null;
  onOpen: (lessonId: number) => void;
}) {
  const { t, i18n } = useTranslation("portal");
  return (
    <nav aria-label={t("outline")} className="outline">
      <h3 className="outline-title">{t("outline")}</h3>
      <ol className="modules">
        {props.course.modules.map((module) => {
          const date = formatDay(module.releasedOn, i18n.language);
          return (
            <li key={module.id} className="module">
              <h4 id={`module-${module.id}`}>{module.title}</h4>
              <p className={module.locked ? "release locked" : "release"}>
                {t(module.locked ? "opensOn" : "releasedOn", { date })}
              </p>
              <ol className="lessons" aria-labelledby={`module-${module.id}`}>
                {module.lessons.map((lesson) => {
                  const facts = [
                    t(`kind.${lesson.kind}`),
                    ...(lesson.materialUrl ? [t("kind.pdf")] : []),
                    t("minutes", { minutes: Math.round(lesson.durationSeconds / 60) }),
                    ...(lesson.done ? [t("done")] : []),
                  ].join(" · ");
                  return (
                    <li key={lesson.id}>
                      {module.locked ? (
                        <p className="lesson locked">
                          <span>{lesson.title}</span>
                          <span className="facts">
                            {t("locked")} · {t("lessonOpensOn", { date })}
                          </span>
                        </p>
                      ) : (
                        <button
                          type="button"
                          className="lesson"
                          aria-current={props.currentLessonId === lesson.id ? "true" : undefined}
                          onClick={() => props.onOpen(lesson.id)}
                        >
                          <span>{lesson.title}</span>
                          <span className="facts">{facts}</span>
                        </button>
                      )}
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
