import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import type { LessonReportOf, PortalLesson } from "#src/machines/course-portal/course-portal.types.ts";
import { useLessonReports } from "./use-lesson-reports.ts";

const speeds = [0.75, 1, 1.25, 1.5, 2] as const;

/**
 * A lesson's captions (WebVTT, pt-BR) sit beside its video under the same signed query: aula-1.mp4?… →
 * aula-1.pt-BR.vtt?…
 */
export const captionsOf = (videoUrl: string) => videoUrl.replace(/\.[a-z0-9]+(\?|$)/i, ".pt-BR.vtt$1");

function VideoLesson(props: {
  lesson: PortalLesson & { videoUrl: string };
  report: (r: LessonReportOf) => void;
}) {
  const { t, i18n } = useTranslation("portal");
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState(1);
  useLessonReports(video, props.lesson, props.report);
  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed]);
  const resume = () => {
    const element = video.current;
    const at = props.lesson.positionSeconds;
    if (element && at > 0 && at < element.duration - 1) element.currentTime = at;
  };
  return (
    <div className="player">
      <video
        ref={video}
        controls
        preload="metadata"
        src={props.lesson.videoUrl}
        aria-label={props.lesson.title}
        onLoadedMetadata={resume}
        onRateChange={(event) => setSpeed(event.currentTarget.playbackRate)}
      >
        <track
          kind="captions"
          src={captionsOf(props.lesson.videoUrl)}
          srcLang="pt-BR"
          label={t("captions")}
          default
        />
        {t("noVideo")}
      </video>
      <label className="speed">
        {t("speed")}
        <select value={speed} onChange={(event) => setSpeed(Number(event.currentTarget.value))}>
          {speeds.map((value) => (
            <option key={value} value={value}>
              {`${new Intl.NumberFormat(i18n.language).format(value)}×`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * The open lesson: its video (captions, speed, progress saved as it plays) or its text and PDF material (a signed
 * link, read in a new tab; "Marcar como lida" marks the lesson read, ADR 090); what is done so far.
 */
export function LessonPanelView(props: {
  lesson: PortalLesson;
  saving: boolean;
  saveFailed: boolean;
  report: (report: LessonReportOf) => void;
}) {
  const { t } = useTranslation("portal");
  const { lesson } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted once per lesson (keyed by its id): the new lesson's title takes the focus.
  useEffect(() => heading.current?.focus(), []);
  const percent =
    lesson.durationSeconds > 0 ? Math.floor((lesson.watchedSeconds * 100) / lesson.durationSeconds) : 0;
  return (
    <section className="lesson-panel" aria-labelledby="lesson-title">
      <h3 id="lesson-title" ref={heading} tabIndex={-1}>
        {lesson.title}
      </h3>
      {lesson.kind === "video" && lesson.videoUrl ? (
        <VideoLesson
          key={lesson.id}
          lesson={{ ...lesson, videoUrl: lesson.videoUrl }}
          report={props.report}
        />
      ) : (
        <div className="text-lesson">
          {(lesson.body ?? "").split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {lesson.materialUrl && (
            <p className="lesson-material">
              <a href={lesson.materialUrl} target="_blank" rel="noopener">
                {t("material")}
              </a>
            </p>
          )}
          {!lesson.done && (
            <button
              type="button"
              className="primary"
              onClick={() =>
                props.report({
                  lessonId: lesson.id,
                  watchedSeconds: lesson.durationSeconds,
                  positionSeconds: lesson.durationSeconds,
                })
              }
            >
              {t("markRead")}
            </button>
          )}
        </div>
      )}
      <p className="lesson-state">{lesson.done ? t("done") : t("watched", { percent })}</p>
      <p role="status" className="save-state">
        {props.saveFailed ? t("saveFailed") : props.saving ? t("saving") : ""}
      </p>
    </section>
  );
}
