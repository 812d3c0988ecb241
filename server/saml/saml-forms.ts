import { Option, Schema } from "effect";
import { SamlRefused } from "./saml-checks.ts";

/** What our SAML endpoints take from a browser (ADR 060), decoded before anything reads it. */
const base64Message = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9+/=\r\n]{20,262144}$/)));
const relayState = Schema.String.pipe(Schema.check(Schema.isMaxLength(2048)));

export const AcsForm = Schema.Struct({
  SAMLResponse: base64Message,
  RelayState: Schema.optional(relayState),
});
export const LoginQuery = Schema.Struct({ RelayState: Schema.optional(relayState) });
export const SloQuery = Schema.Struct({
  SAMLRequest: Schema.optional(base64Message),
  SAMLResponse: Schema.optional(base64Message),
  RelayState: Schema.optional(relayState),
  SigAlg: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(200)))),
  Signature: Schema.optional(base64Message),
});
export const SecondFactorForm = Schema.Struct({
  challengeId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,128}$/))),
  code: Schema.String.pipe(Schema.check(Schema.isPattern(/^\s*\d{6}\s*$/))),
  returnPath: Schema.optional(relayState),
});

/** The decoded fields, else a 400 naming `field` (the first one a browser must send). */
export function decodeFields<S extends Schema.Top>(
  schema: S,
  fields: URLSearchParams | null,
  field: string,
): S["Type"] {
  const decoded = Schema.decodeUnknownOption(schema as never)(fields ? Object.fromEntries(fields) : {});
  if (Option.isNone(decoded)) throw new SamlRefused(`${field} is missing or malformed.`, 400, field);
  return decoded.value as S["Type"];
}
