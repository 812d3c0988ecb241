/** One Lighthouse run of one page: scores 0–100, LCP and TBT in ms, CLS unitless. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "median [min–max]" (just the value for one run), each number written by format. */
function spread(values: number[], format: (value: number) => string): string {
  if (values.length === 1) return format(values[0]!);
  return `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
}

/** The table cells of one page: performance, accessibility, LCP, TBT, CLS. */
export function summarise(runs: RunFigures[]): string[] {
  return [
    spread(
      runs.map((r) => r.performance),
      (v) => String(Math.round(v)),
    ),
    spread(
      runs.map((r) => r.accessibility),
      (v) => String(Math.round(v)),
    ),
    spread(
      runs.map((r) => r.lcp),
      (v) => `${(v / 1000).toFixed(2)} s`,
    ),
    spread(
      runs.map((r) => r.tbt),
      (v) => `${Math.round(v)} ms`,
    ),
    spread(
      runs.map((r) => r.cls),
      (v) => v.toFixed(3),
    ),
  ];
}
