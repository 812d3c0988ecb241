import type { Logger } from "pino";
import { ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { IdentityThrottled } from "#src/services/api/identity-api.ts";
import { Unauthorized } from "#src/services/api/session-api.ts";
import { SessionRefused } from "../session/session-service.ts";

/** A lookup over its limits (server/users/lookup-limits.ts): wait this many seconds. */
export class LookupThrottled extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("lookup throttled");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No valid token → 401; over the limits → 429 (Retry-After from the body); anything else → 503 (logged). */
export const lookupProblem = (logger: Logger) => (error: unknown) =>
  error instanceof SessionRefused
    ? new Unauthorized({ detail: "Sign in: personal data needs a valid access token." })
    : throttledOrUnavailable(logger)(error);

/** Over the limits → 429 (Retry-After from the body); anything else → 503 (logged). */
export const throttledOrUnavailable = (logger: Logger) => (error: unknown) => {
  if (error instanceof LookupThrottled)
    return new IdentityThrottled({
      detail: "Too many lookups; try again later.",
      code: "tooManyAttempts",
      retryAfterSeconds: error.retryAfterSeconds,
    });
  logger.error({ err: error }, "person lookup failed");
  return new ServiceUnavailable({ detail: "The database did not answer; try again in a few moments." });
};
