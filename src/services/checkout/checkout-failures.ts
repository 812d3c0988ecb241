import type { HttpApiError } from "effect/http-api";
import type { InvalidInput, NotFound, ServiceUnavailable } from "../api/api-errors.ts";
import {
  CandidateError,
  CandidateErrorWithToken,
  isTransportFailure,
  passThroughStatuses,
  statusOf,
  SubscriptionError,
  SubscriptionErrorWithToken,
} from "../http/service-errors.ts";

/** A 400: the handler's InvalidInput (naming the field) or the contract's schema refusal (ProblemDetails). */
export type BadRequest = InvalidInput | HttpApiError.BadRequestProblem;

/** Spec §8: what the candidate and subscription clients hand to the caller as it came. */
export type PassThrough = BadRequest | NotFound | ServiceUnavailable;

export type CandidateFailure = PassThrough | CandidateError | CandidateErrorWithToken;
export type SubscriptionFailure = PassThrough | SubscriptionError | SubscriptionErrorWithToken;
export type CheckoutFailure = CandidateFailure | SubscriptionFailure;

export type ServiceName = "candidate" | "subscription";

/** The problem's own words when it has them (problem+json `detail`), else the error's message. */
export function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === "string" && detail !== "") return detail;
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message !== "") return message;
    const tag = (error as Record<string, unknown>)["_tag"];
    if (typeof tag === "string") return tag;
  }
  return String(error);
}

/** The problem's `code` (a 403's reason, ADR 050), when it has one. */
function codeOf(error: unknown): { code?: string } {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? { code } : {};
}

/** The named error of spec §8 for a service, with or without a token sent; it keeps the problem's `code`. */
export function namedError(
  service: ServiceName,
  withToken: boolean,
  message: string,
  url: string,
  problem: { code?: string; unreachable?: boolean } = {},
) {
  const fields = { message, url, ...problem };
  if (service === "candidate")
    return withToken ? new CandidateErrorWithToken(fields) : new CandidateError(fields);
  return withToken ? new SubscriptionErrorWithToken(fields) : new SubscriptionError(fields);
}

/** 400, 404 and 503 pass through as themselves; anything else becomes the service's named error. */
export function toFailure(service: ServiceName, url: string, withToken: boolean) {
  return (error: unknown): CheckoutFailure => {
    const status = statusOf(error);
    if (status !== null && (passThroughStatuses as readonly number[]).includes(status))
      return error as PassThrough;
    // No answer at all (refused, reset, offline): the page says §8's "Erro ao conectar ao servidor".
    const unreachable = isTransportFailure(error) ? { unreachable: true } : {};
    return namedError(service, withToken, messageOf(error), url, { ...codeOf(error), ...unreachable });
  };
}

/** The field a 400 names (InvalidInput's `field`), or null for a refusal of the whole request. */
export function fieldOf(error: unknown): string | null {
  if (statusOf(error) !== 400 || typeof error !== "object" || error === null) return null;
  const field = (error as { field?: unknown }).field;
  return typeof field === "string" ? field : null;
}
