import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";
import { Authorization } from "./authorization.ts";

/** One sign-in as My Account lists it (issue 25): a readable device, where from, when last used. */
export const AccessSession = Schema.Struct({
  id: Schema.String,
  /** "Chrome", "Firefox", … or null when the browser did not say. */
  browser: Schema.NullOr(Schema.String),
  /** "Windows", "Android", … or null. */
  os: Schema.NullOr(Schema.String),
  ip: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  lastSeenAt: Schema.String,
  /** The session of the token that asked ("this device"). */
  current: Schema.Boolean,
});
export type AccessSession = typeof AccessSession.Type;

/** Session ids are 22 base64url characters (server/session/access-sessions.ts). */
const SessionId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{22}$/)));
const errors = [Unauthorized, Forbidden, NotFound, InvalidInput, ServiceUnavailable] as const;

/** Sessions that really end (issue 25), under /api/auth: sign-out, the list, one ended, all ended. */
export const AccessSessionsGroup = HttpApiGroup.make("accessSessions")
  .add(
    HttpApiEndpoint.post("signOut", "/signout", {
      success: HttpApiSchema.NoContent,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("listSessions", "/sessions", {
      success: Schema.Struct({ sessions: Schema.Array(AccessSession) }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.delete("endSession", "/sessions/:id", {
      params: { id: SessionId },
      success: HttpApiSchema.NoContent,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("signOutEverywhere", "/sessions/sign-out-everywhere", {
      success: HttpApiSchema.NoContent,
      error: errors,
    }).middleware(Authorization),
  )
  .prefix("/auth");
