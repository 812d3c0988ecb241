import { solvedCaptcha } from "./identity-test-kit.ts";

/**
 * Helpers of the `*.security.test.ts` files (issue 15, brute force and abuse): bursts of parallel requests
 * and a tally of their answers.
 */

/** `n` captcha solutions solved up front, so that the requests of a burst leave together. */
export async function captchas(base: string, n: number): Promise<string[]> {
  const solutions: string[] = [];
  for (let i = 0; i < n; i++) solutions.push(await solvedCaptcha(base));
  return solutions;
}

/** How many answers had each status, e.g. `{ 401: 5, 429: 95 }`. */
export function tally(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The answers a limit let through to the real check: every one but the 429s. */
export const evaluated = (statuses: readonly number[]) => statuses.filter((status) => status !== 429).length;
