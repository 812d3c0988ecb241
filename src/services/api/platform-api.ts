import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { NotFound, ServiceUnavailable } from "./api-errors.ts";

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literals(["pglite", "postgres"]),
  time: Schema.String,
});

export const OutboxMessage = Schema.Struct({
  id: Schema.Number,
  channel: Schema.String,
  recipient: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  createdAt: Schema.String,
  sentAt: Schema.NullOr(Schema.String),
});
export type OutboxMessage = typeof OutboxMessage.Type;

/** An ALTCHA challenge (proof of work); the solution travels back in the `captcha` header. */
export const CaptchaChallenge = Schema.Struct({
  algorithm: Schema.String,
  challenge: Schema.String,
  maxnumber: Schema.optionalKey(Schema.Number),
  salt: Schema.String,
  signature: Schema.String,
});
export type CaptchaChallenge = typeof CaptchaChallenge.Type;

/** Health, the development outbox and the captcha challenge. */
export const PlatformGroup = HttpApiGroup.make("platform")
  .add(HttpApiEndpoint.get("health", "/health", { success: Health, error: ServiceUnavailable }))
  .add(
    HttpApiEndpoint.get("outbox", "/dev/outbox", {
      query: { recipient: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(254)))) },
      success: Schema.Array(OutboxMessage),
      /** 404 when every channel is delivered, or DEV_MAILBOX does not let this client read it. */
      error: [NotFound, ServiceUnavailable],
    }),
  )
  .add(
    HttpApiEndpoint.get("captchaChallenge", "/captcha/challenge", {
      success: CaptchaChallenge,
      error: ServiceUnavailable,
    }),
  );
