import { describe, expect, it } from "vitest";
import { foldReport, isLessonDone, moduleReleaseDay } from "./lesson-progress.ts";

describe("lesson progress rules (ADR 090)", () => {
  it("never moves the watched time backwards", () => {
    expect(
      foldReport(
        { watchedSeconds: 120, positionSeconds: 120 },
        { watchedSeconds: 30, positionSeconds: 30 },
        600,
      ),
    ).toEqual({ watchedSeconds: 120, positionSeconds: 30 });
  });

  it("never passes the lesson's duration, nor goes below zero", () => {
    expect(
      foldReport(
        { watchedSeconds: 0, positionSeconds: 0 },
        { watchedSeconds: 9_999, positionSeconds: 9_999 },
        600,
      ),
    ).toEqual({ watchedSeconds: 600, positionSeconds: 600 });
    expect(
      foldReport({ watchedSeconds: 0, positionSeconds: 0 }, { watchedSeconds: -5, positionSeconds: -5 }, 600),
    ).toEqual({ watchedSeconds: 0, positionSeconds: 0 });
  });

  it("counts a lesson done at 90 % of its duration", () => {
    expect(isLessonDone(539, 600)).toBe(false);
    expect(isLessonDone(540, 600)).toBe(true);
    expect(isLessonDone(0, 0)).toBe(true);
  });

  it("opens a module release_after_days after the confirmation day, across months", () => {
    expect(moduleReleaseDay("2026-11-20", 0)).toBe("2026-11-20");
    expect(moduleReleaseDay("2026-11-20", 30)).toBe("2026-12-20");
    expect(moduleReleaseDay("2026-12-31", 1)).toBe("2027-01-01");
  });
});
