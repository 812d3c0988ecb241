/**
 * Per-call timing with process.hrtime.bigint: warm-up first, then one sample per call. Each call gets a
 * freshly built copy of its path, as a server gets a freshly parsed URL: its hash is not cached yet and its
 * bytes are in cache, while the rule tables are wherever the last calls left them.
 */
export interface Timing {
  readonly p50: number;
  readonly p99: number;
  readonly samples: number;
}

export function measure(
  inputs: readonly string[],
  lookup: (path: string) => unknown,
  samples: number,
  warmUp: number,
): Timing {
  let sink = 0;
  for (let index = 0; index < warmUp; index++)
    if (lookup(inputs[index % inputs.length] ?? "/") !== undefined) sink++;
  const times = new Float64Array(samples);
  for (let index = 0; index < samples; index++) {
    const input = fresh(inputs[index % inputs.length] ?? "/");
    const start = process.hrtime.bigint();
    const answer = lookup(input);
    times[index] = Number(process.hrtime.bigint() - start);
    if (answer !== undefined) sink++;
  }
  // Keeps the engine from dropping the calls as dead code.
  if (sink === -1) console.log(sink);
  times.sort();
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), samples };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** A new flat string with the same text (no shared hash, no shared storage). */
function fresh(text: string): string {
  return decoder.decode(encoder.encode(text));
}

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Nanoseconds to a short µs figure. */
export function micros(nanoseconds: number): string {
  return (nanoseconds / 1000).toFixed(nanoseconds < 10_000 ? 2 : 0);
}

/**
 * The same measurement in several rounds, reporting the median round: on a shared machine one burst of
 * someone else's work can own a whole p99, and the median round shows the engine rather than the neighbour.
 * The spread of p99 across rounds is kept so the report can show it.
 */
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function measureRounds(
  inputs: readonly string[],
  lookup: (path: string) => unknown,
  rounds: number,
  samplesPerRound: number,
  warmUp: number,
): Timing & { p99Low: number; p99High: number } {
  const results = Array.from({ length: rounds }, (_, round) =>
    measure(inputs, lookup, samplesPerRound, round === 0 ? warmUp : 0),
  );
  const p99s = results.map((result) => result.p99);
  return {
    p50: median(results.map((result) => result.p50)),
    p99: median(p99s),
    samples: rounds * samplesPerRound,
    p99Low: Math.min(...p99s),
    p99High: Math.max(...p99s),
  };
}
