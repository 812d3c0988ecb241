/**
 * The student portal's progress rules (issue 32, ADR 090): what a lesson report may change, when a lesson is done,
 * and when a dripped module opens. Shared by the server (which decides) and the portal (which shows).
 */

/** Share of a lesson's real duration that must be watched for the lesson to count as done (ADR 090). */
export const lessonDoneShare = 0.9;

export interface WatchedState {
  watchedSeconds: number;
  positionSeconds: number;
}

/**
 * A report of the player folded into what the server holds: the watched time never goes backwards and never passes
 * the lesson's duration; the resume point is where the person is now (it may move back: a rewind), within the lesson.
 */
export function foldReport(held: WatchedState, report: WatchedState, durationSeconds: number): WatchedState {
  const within = (value: number) => Math.min(durationSeconds, Math.max(0, Math.floor(value)));
  return {
    watchedSeconds: Math.max(held.watchedSeconds, within(report.watchedSeconds)),
    positionSeconds: within(report.positionSeconds),
  };
}

/** Done once the watched share reaches lessonDoneShare; a lesson without duration is done when opened. */
export function isLessonDone(watchedSeconds: number, durationSeconds: number): boolean {
  return durationSeconds <= 0 || watchedSeconds >= Math.ceil(durationSeconds * lessonDoneShare);
}

/** The calendar day (YYYY-MM-DD) a module opens: the purchase's confirmation day plus its release_after_days. */
export function moduleReleaseDay(confirmedDay: string, releaseAfterDays: number): string {
  const day = new Date(`${confirmedDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + releaseAfterDays);
  return day.toISOString().slice(0, 10);
}
