import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { Option, Schema } from "effect";
import type { Db } from "../db/database.ts";
import { parameters } from "../db/schema/catalog.ts";
import { randomToken } from "../identity/secrets.ts";

/**
 * The messages our SAML service provider and the example identity provider exchange over HTTP redirects
 * (ADR 040): an authentication response (the IdP says who signed in, for which tenant) and a logout request
 * (the SP asks the IdP to end its session). Each is JSON, base64url-encoded, with an HMAC-SHA256 signature under
 * a secret both sides hold — the shape of SAML's HTTP-Redirect binding without XML signatures.
 */
export const SamlResponse = Schema.Struct({
  kind: Schema.Literal("response"),
  issuer: Schema.String,
  /** The tenant alias the assertion is for (SAML Audience). */
  audience: Schema.String,
  /** The person's e-mail (SAML NameID). */
  nameId: Schema.String,
  notOnOrAfter: Schema.Number,
});
export type SamlResponse = typeof SamlResponse.Type;

export const SamlLogoutRequest = Schema.Struct({
  kind: Schema.Literal("logout"),
  issuer: Schema.String,
  nameId: Schema.String,
  notOnOrAfter: Schema.Number,
});
export type SamlLogoutRequest = typeof SamlLogoutRequest.Type;

/** The example IdP's own session (its cookie): who is signed in there. */
export const IdpSession = Schema.Struct({
  kind: Schema.Literal("idp-session"),
  nameId: Schema.String,
  notOnOrAfter: Schema.Number,
});

/** A message is valid for 5 minutes (SAML NotOnOrAfter); the IdP's own session for 8 hours. */
export const messageTtlMs = 5 * 60_000;
export const idpSessionTtlMs = 8 * 60 * 60_000;

const secretKey = "saml_idp_secret";

/** SAML_IDP_SECRET when set (≥ 32 characters), else one generated once and kept in the database for every instance. */
export async function loadSamlSecret(db: Db, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv && fromEnv.length >= 32) return Buffer.from(fromEnv);
  const candidate = randomToken(48);
  await db.insert(parameters).values({ key: secretKey, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(parameters).where(eq(parameters.key, secretKey));
  return Buffer.from(String(row?.value ?? candidate));
}

const mac = (secret: Buffer, body: string) => createHmac("sha256", secret).update(body).digest("base64url");

export function signSamlMessage(message: object, secret: Buffer): string {
  const body = Buffer.from(JSON.stringify(message)).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/** The message when its signature holds, it decodes as `schema` and it has not expired; otherwise null. */
export function verifySamlMessage<A extends { notOnOrAfter: number }>(
  decode: (input: unknown) => Option.Option<A>,
  text: string | null | undefined,
  secret: Buffer,
  now: number = Date.now(),
): A | null {
  if (typeof text !== "string" || text.length > 4096) return null;
  const [body, signature, extra] = text.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const decoded = decode(json);
  if (Option.isNone(decoded) || decoded.value.notOnOrAfter <= now) return null;
  return decoded.value;
}

export const decodeSamlResponse = Schema.decodeUnknownOption(SamlResponse);
export const decodeSamlLogoutRequest = Schema.decodeUnknownOption(SamlLogoutRequest);
export const decodeIdpSession = Schema.decodeUnknownOption(IdpSession);
