import { describe, expect, it } from "vitest";
import { median, summarise } from "./lighthouse-figures.ts";

describe("lighthouse figures", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([97, 88, 100])).toBe(97);
    expect(median([90, 100, 96, 94])).toBe(95);
  });

  it("writes the median with the range of several runs, and a single run alone", () => {
    const runs = [
      { performance: 99, accessibility: 100, lcp: 1210, tbt: 80.4, cls: 0 },
      { performance: 93, accessibility: 100, lcp: 2430, tbt: 120, cls: 0 },
      { performance: 97, accessibility: 100, lcp: 1480, tbt: 60, cls: 0.01 },
    ];
    expect(summarise(runs)).toEqual([
      "97 [93–99]",
      "100 [100–100]",
      "1.48 s [1.21 s–2.43 s]",
      "80 ms [60 ms–120 ms]",
      "0.000 [0.000–0.010]",
    ]);
    expect(summarise(runs.slice(0, 1))).toEqual(["99", "100", "1.21 s", "80 ms", "0.000"]);
  });
});
