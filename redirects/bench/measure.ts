/** Per-call timing with process.hrtime.bigint: warm-up first, then one sample per call. */
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
    const input = inputs[index % inputs.length] ?? "/";
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

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Nanoseconds to a short µs figure. */
export function micros(nanoseconds: number): string {
  return (nanoseconds / 1000).toFixed(nanoseconds < 10_000 ? 2 : 0);
}
