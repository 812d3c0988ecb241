/**
 * Spec §9 "Certificate exam at 75% module progress. Average of 60% for the certificate.": where a person stands on
 * the way to a course certificate. An issued certificate is final whatever the figures say now.
 */

/** Percent of the course's modules done (every lesson of a module done) that unlocks the exam (ADR 091). */
export const examUnlockProgress = 75;
/** Exam average, in percent, that earns the certificate. */
export const certificatePassingAverage = 60;

export type CertificateStanding =
  | {
      kind: "studying";
      progress: number;
      /** Percentage points still missing to unlock the exam. */ missing: number;
    }
  | { kind: "exam-available"; progress: number }
  | { kind: "failed"; average: number }
  | { kind: "eligible"; average: number }
  | { kind: "issued"; issuedOn: string };

/** A percentage kept within 0..100; NaN reads as 0. */
const percent = (value: number): number => (Number.isNaN(value) ? 0 : Math.min(100, Math.max(0, value)));

export function certificateStanding(input: {
  /** Whole percent of the course's modules done (ADR 091). */
  progress: number;
  /** Exam average in percent, or null while no exam was taken. */
  examAverage: number | null;
  certificateIssuedOn: string | null;
}): CertificateStanding {
  if (input.certificateIssuedOn !== null) return { kind: "issued", issuedOn: input.certificateIssuedOn };
  const progress = percent(input.progress);
  if (progress < examUnlockProgress)
    return { kind: "studying", progress, missing: examUnlockProgress - progress };
  // An average that is not a number is no exam result at all.
  if (input.examAverage === null || Number.isNaN(input.examAverage))
    return { kind: "exam-available", progress };
  const average = percent(input.examAverage);
  return average >= certificatePassingAverage ? { kind: "eligible", average } : { kind: "failed", average };
}
