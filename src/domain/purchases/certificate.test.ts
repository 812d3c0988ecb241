import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { certificateStanding } from "./certificate.ts";

const seed = 20261124;

describe("certificateStanding (spec §9: exam at 75 % progress, 60 % average)", () => {
  it("keeps a person studying below 75 % and says how far the exam is", () => {
    expect(certificateStanding({ progress: 74, examAverage: null, certificateIssuedOn: null })).toEqual({
      kind: "studying",
      progress: 74,
      missing: 1,
    });
    expect(certificateStanding({ progress: 0, examAverage: null, certificateIssuedOn: null })).toEqual({
      kind: "studying",
      progress: 0,
      missing: 75,
    });
  });

  it("opens the exam at exactly 75 %", () => {
    expect(certificateStanding({ progress: 75, examAverage: null, certificateIssuedOn: null })).toEqual({
      kind: "exam-available",
      progress: 75,
    });
    expect(certificateStanding({ progress: 100, examAverage: null, certificateIssuedOn: null })).toEqual({
      kind: "exam-available",
      progress: 100,
    });
  });

  it("passes at an average of 60 and fails at 59.99", () => {
    expect(certificateStanding({ progress: 80, examAverage: 60, certificateIssuedOn: null })).toEqual({
      kind: "eligible",
      average: 60,
    });
    expect(certificateStanding({ progress: 80, examAverage: 59.99, certificateIssuedOn: null })).toEqual({
      kind: "failed",
      average: 59.99,
    });
  });

  it("ignores an exam average while progress is under 75 %", () => {
    expect(certificateStanding({ progress: 50, examAverage: 90, certificateIssuedOn: null })).toMatchObject({
      kind: "studying",
    });
  });

  it("lets an issued certificate win over everything else", () => {
    expect(certificateStanding({ progress: 10, examAverage: 20, certificateIssuedOn: "2026-11-24" })).toEqual(
      {
        kind: "issued",
        issuedOn: "2026-11-24",
      },
    );
  });

  it("makes malformed figures harmless", () => {
    expect(
      certificateStanding({ progress: Number.NaN, examAverage: null, certificateIssuedOn: null }),
    ).toEqual({
      kind: "studying",
      progress: 0,
      missing: 75,
    });
    expect(certificateStanding({ progress: -5, examAverage: null, certificateIssuedOn: null })).toMatchObject(
      {
        progress: 0,
      },
    );
    expect(
      certificateStanding({ progress: 140, examAverage: Number.NaN, certificateIssuedOn: null }),
    ).toEqual({
      kind: "exam-available",
      progress: 100,
    });
    expect(certificateStanding({ progress: 90, examAverage: 250, certificateIssuedOn: null })).toEqual({
      kind: "eligible",
      average: 100,
    });
  });

  it("answers exactly one standing that agrees with the thresholds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100)),
        (progress, examAverage) => {
          const standing = certificateStanding({ progress, examAverage, certificateIssuedOn: null });
          if (progress < 75) expect(standing).toEqual({ kind: "studying", progress, missing: 75 - progress });
          else if (examAverage === null) expect(standing.kind).toBe("exam-available");
          else expect(standing.kind).toBe(examAverage >= 60 ? "eligible" : "failed");
        },
      ),
      { seed },
    );
  });
});
