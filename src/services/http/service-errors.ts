import { Data } from "effect";

/**
 * Spec §8: the subscription and candidate clients pass 400, 404 and 503 through to the caller; any other
 * failure becomes a named error carrying message and URL. `unreachable`: the request got no answer at all
 * (refused, reset, DNS) — the page then says §8's 'Error connecting to server'.
 */
export class SubscriptionError extends Data.TaggedError("SubscriptionError")<{
  message: string;
  url: string;
  unreachable?: boolean;
  /** The problem's `code`, when it had one a page translates (e.g. a refusal while impersonating, ADR 050). */
  code?: string;
}> {}
export class SubscriptionErrorWithToken extends Data.TaggedError("SubscriptionErrorWithToken")<{
  message: string;
  url: string;
  unreachable?: boolean;
  code?: string;
}> {}
export class CandidateError extends Data.TaggedError("CandidateError")<{
  message: string;
  url: string;
  unreachable?: boolean;
  code?: string;
}> {}
export class CandidateErrorWithToken extends Data.TaggedError("CandidateErrorWithToken")<{
  message: string;
  url: string;
  unreachable?: boolean;
  code?: string;
}> {}

/** Statuses a caller handles itself (spec §8). */
export const passThroughStatuses = [400, 404, 503] as const;

/** An HTTP client failure in which no answer came back (HttpClientError with a TransportError reason). */
export function isTransportFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const failure = error as Record<string, unknown>;
  const reason = failure["reason"] as Record<string, unknown> | undefined;
  return failure["_tag"] === "HttpClientError" && reason?.["_tag"] === "TransportError";
}

export function statusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const candidate = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof candidate.status === "number") return candidate.status;
  if (typeof candidate.response?.status === "number") return candidate.response.status;
  return null;
}
