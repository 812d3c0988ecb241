import { Schema } from "effect";

/**
 * The headers of every call that charges (payment calls, a cart's order): an idempotency key (the bearer token is the
 * Authorization middleware's),
 * whose replay answers the first answer (draft-ietf-httpapi-idempotency-key-header).
 */
export const Idempotent = {
  "idempotency-key": Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,128}$/))),
};
