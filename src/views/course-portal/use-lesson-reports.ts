import { useEffect, type RefObject } from "react";
import { progressReportSeconds } from "#src/domain/portal/stream-window.ts";
import type { LessonReportOf, PortalLesson } from "#src/machines/course-portal/course-portal.types.ts";

/** How often a playing video reports its progress (issue 32: "every few seconds"; ADR 096 counts on it). */
export const reportEveryMs = progressReportSeconds * 1000;

/** Seconds played in this visit (the video's played ranges: a skipped stretch is not watched). */
const playedSeconds = (video: HTMLVideoElement) => {
  let total = 0;
  for (let index = 0; index < video.played.length; index++)
    total += video.played.end(index) - video.played.start(index);
  return total;
};

/**
 * Reports a video lesson's progress: every few seconds while it plays, on pause, seek and end, and when the
 * person leaves (pagehide, the tab hidden, another lesson). What was watched before this visit counts too; the
 * server keeps the most ever watched, within the lesson's length (ADR 090).
 */
export function useLessonReports(
  video: RefObject<HTMLVideoElement | null>,
  lesson: PortalLesson,
  report: (report: LessonReportOf) => void,
) {
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let last = Date.now();
    let lastSent = "";
    const send = () => {
      const watchedSeconds = Math.min(
        lesson.durationSeconds,
        Math.floor(lesson.watchedSeconds + playedSeconds(element)),
      );
      const positionSeconds = Math.min(lesson.durationSeconds, Math.floor(element.currentTime));
      const key = `${watchedSeconds}:${positionSeconds}`;
      last = Date.now();
      if (key === lastSent) return;
      lastSent = key;
      report({ lessonId: lesson.id, watchedSeconds, positionSeconds });
    };
    const onTime = () => {
      if (Date.now() - last >= reportEveryMs) send();
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") send();
    };
    element.addEventListener("timeupdate", onTime);
    for (const type of ["pause", "ended", "seeked"]) element.addEventListener(type, send);
    window.addEventListener("pagehide", send);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      element.removeEventListener("timeupdate", onTime);
      for (const type of ["pause", "ended", "seeked"]) element.removeEventListener(type, send);
      window.removeEventListener("pagehide", send);
      document.removeEventListener("visibilitychange", onHidden);
      if (playedSeconds(element) > 0) send();
    };
    // One listener set per lesson: the figures it started from are the lesson's as it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lesson.id]);
}
