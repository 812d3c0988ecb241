import { describe, expect, it } from "vitest";
import { attemptWindow, gradeAttempt, isExamOpen, isModuleDone, moduleShareDone } from "./exam.ts";

const right = (ids: number[]) => ids.map((questionId) => ({ questionId, optionId: 2 }));

describe("the certificate exam's rules (spec §9, ADR 091)", () => {
  it("counts a module done only when all its lessons are, and opens at 75 % of the modules", () => {
    expect(isModuleDone([true, true])).toBe(true);
    expect(isModuleDone([true, false])).toBe(false);
    expect(isModuleDone([])).toBe(false);
    expect(moduleShareDone([[true], [true], [true], [false]])).toBe(75);
    expect(moduleShareDone([[true], [true], [false], [false]])).toBe(50);
    expect(moduleShareDone([])).toBe(0);
    expect(isExamOpen(75)).toBe(true);
    expect(isExamOpen(74)).toBe(false);
  });

  it("grades each question 0 or 100 and averages them; a missing answer is wrong; 60 passes", () => {
    const questions = [1, 2, 3, 4, 5].map((id) => ({ id, optionCount: 4, answer: 2 }));
    expect(gradeAttempt(questions, right([1, 2, 3]))).toEqual({ score: 60, right: 3, passed: true });
    expect(gradeAttempt(questions, right([1, 2]))).toEqual({ score: 40, right: 2, passed: false });
    expect(gradeAttempt(questions, [{ questionId: 1, optionId: 3 }]).score).toBe(0);
    expect(gradeAttempt([], []).passed).toBe(false);
  });

  it("allows 3 attempts in 24 hours, then the next 24 hours after the first of them", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(attemptWindow([], now)).toEqual({ left: 3, nextAttemptAt: null });
    expect(attemptWindow([hoursAgo(2), hoursAgo(1)], now).left).toBe(1);
    expect(attemptWindow([hoursAgo(3), hoursAgo(2), hoursAgo(1)], now)).toEqual({
      left: 0,
      nextAttemptAt: hoursAgo(3 - 24),
    });
    expect(attemptWindow([hoursAgo(25), hoursAgo(2), hoursAgo(1)], now).left).toBe(1);
  });
});
