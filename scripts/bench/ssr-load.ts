import { createRequire } from "node:module";

/** One autocannon run's figures (latencies in ms). */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  idReplacement?: boolean;
  timeout?: number;
}) => Promise<AutocannonResult>;

// autocannon 9 ships CommonJS without types.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Loads one URL with autocannon (10 s timeout per request, as autocannon's default). */
export async function runLoad(
  url: string,
  options: { connections: number; duration: number; idReplacement?: boolean | undefined },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    idReplacement: options.idReplacement ?? false,
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
