/**
 * The token endpoint. The Pix API standard (bacen/pix-api openapi.yaml version 2.9.0, securitySchemes.OAuth2)
 * names OAuth 2.0 client credentials with these scopes and leaves the exchange to RFC 6749 §4.4 and §5.
 */
import { Schema } from "effect";

/** Scopes of components/securitySchemes/OAuth2 that this simulator serves. */
export const pixScopes = [
  "cob.write",
  "cob.read",
  "pix.write",
  "pix.read",
  "webhook.write",
  "webhook.read",
] as const;

/** Form body of POST /oauth/token (application/x-www-form-urlencoded), client authenticated by HTTP Basic. */
export const TokenRequest = Schema.Struct({
  grant_type: Schema.Literal("client_credentials"),
  scope: Schema.optionalKey(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/)),
    ),
  ),
});

/** Successful token answer (RFC 6749 §5.1). */
export const TokenAnswer = Schema.Struct({
  access_token: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0))),
  scope: Schema.String,
});

/** Error answer of the token endpoint (RFC 6749 §5.2). */
export const TokenError = Schema.Struct({
  error: Schema.Literals([
    "invalid_request",
    "invalid_client",
    "invalid_grant",
    "unauthorized_client",
    "unsupported_grant_type",
    "invalid_scope",
  ]),
  error_description: Schema.optionalKey(Schema.String),
});
