import { Data } from "effect";

/**
 * Spec §8: the subscription and candidate clients pass 400, 404 and 503 through to the caller; any other
 * failure becomes a named error carrying message and URL.
 */
export class SubscriptionError extends Data.TaggedError("SubscriptionError")<{ message: string; url: string }> {}
export class SubscriptionErrorWithToken extends Data.TaggedError("SubscriptionErrorWithToken")<{ message: string; url: string }> {}
export class CandidateError extends Data.TaggedError("CandidateError")<{ message: string; url: string }> {}
export class CandidateErrorWithToken extends Data.TaggedError("CandidateErrorWithToken")<{ message: string; url: string }> {}

/** Statuses a caller handles itself (spec §8). */
export const passThroughStatuses = [400, 404, 503] as const;

export function statusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const candidate = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof candidate.status === "number") return candidate.status;
  if (typeof candidate.response?.status === "number") return candidate.response.status;
  return null;
}
