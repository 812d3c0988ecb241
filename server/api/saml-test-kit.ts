import { count, eq } from "drizzle-orm";
import * as samlify from "samlify";
import { expect } from "vitest";
import { rawRequest } from "#scripts/raw-request.ts";
import type { Db } from "../db/database.ts";
import { accessSessions } from "../db/schema/access.ts";
import { tenants } from "../db/schema/identity.ts";
import { samlIdentityProviders } from "../db/schema/saml.ts";
import { loginResponse, samlifyIdp, samlifySp } from "../saml/dev-idp-entity.ts";
import { newSamlKeyPair, samlKeyPairOf, type SamlKeyPair } from "../saml/saml-keys.ts";

/** One exchange with a chosen Host (the tenant's) and without following redirects. */
export function send(
  base: string,
  path: string,
  options: {
    method?: string;
    host?: string;
    form?: Record<string, string>;
    cookie?: string;
    token?: string;
  } = {},
) {
  const headers: Record<string, string> = { host: options.host ?? "hcfmusp.localhost" };
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
  if (options.cookie) headers["cookie"] = options.cookie;
  if (options.token) headers["authorization"] = `Bearer ${options.token}`;
  return rawRequest(`${base}${path}`, { method: options.method ?? "GET", headers, body }).then((answer) => ({
    status: answer.status,
    location: answer.headers.location ?? null,
    cookie: answer.headers["set-cookie"]?.[0]?.split(";")[0] ?? null,
    text: answer.text,
  }));
}

/** A same-origin path of an absolute address on the tenant's host. */
export const pathOf = (address: string) => {
  const url = new URL(address, "http://hcfmusp.localhost");
  return `${url.pathname}${url.search}`;
};

/** The hidden fields of an HTML form (the IdP's auto-posting page, its sign-in form). */
export const hiddenFields = (page: string) =>
  Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))),
    ]),
  );

export const countSessions = async (db: Db) =>
  (await db.select({ n: count() }).from(accessSessions))[0]?.n ?? 0;

/**
 * A test IdP: samlify with a key pair made now, trusted by hcfmusp next to the example IdP's (the certificate
 * list is a rollover list), and our SP as samlify reads it from the metadata we publish.
 */
export async function testIdp(base: string, db: Db, keys?: SamlKeyPair) {
  const pair = keys ?? (await newSamlKeyPair("test IdP"));
  const metadata = (await send(base, "/api/auth/sso/saml/metadata")).text;
  const sp = samlifySp(metadata);
  const idp = samlifyIdp(pair, "http://hcfmusp.localhost");
  return { pair, sp, idp, metadata };
}

/** Adds `certificate` to hcfmusp's trusted IdP certificates (keeping the example IdP's). */
export async function trust(db: Db, certificate: string) {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, "hcfmusp"));
  const devIdp = await samlKeyPairOf(db, "dev-idp");
  await db
    .update(samlIdentityProviders)
    .set({ certificates: [devIdp.certificate, certificate] })
    .where(eq(samlIdentityProviders.tenantId, tenant!.id));
}

/** Starts a sign-in at our SP and reads the AuthnRequest's id with samlify (as the IdP would). */
export async function authnRequestId(
  base: string,
  entities: Awaited<ReturnType<typeof testIdp>>,
  relay = "/home",
) {
  const started = await send(base, `/api/auth/sso/saml/login?RelayState=${encodeURIComponent(relay)}`);
  expect(started.status).toBe(303);
  const rawQuery = started.location!.split("?")[1]!;
  const parsed = await entities.idp.parseLoginRequest(entities.sp, "redirect", {
    query: Object.fromEntries(new URLSearchParams(rawQuery)),
    octetString: rawQuery
      .split("&")
      .filter((part) => !part.startsWith("Signature="))
      .join("&"),
  });
  return (parsed.extract as { request: { id: string } }).request.id;
}

export type Entities = Awaited<ReturnType<typeof testIdp>>;

/** A response by samlify for `email`, answering `inResponseTo`, posted to our ACS. */
export async function postResponse(
  base: string,
  entities: Entities,
  facts: Parameters<typeof loginResponse>[2],
  relay = "/home",
) {
  const posted = await loginResponse(entities.idp, entities.sp, facts, relay);
  return { posted, answer: await postToAcs(base, posted.samlResponse, relay) };
}

export const postToAcs = (base: string, samlResponse: string, relay = "/home") =>
  send(base, "/api/auth/sso/saml/acs", {
    method: "POST",
    form: { SAMLResponse: samlResponse, RelayState: relay },
  });

/** An unsigned response: samlify's template filled by samlify, no signature at all. */
export function unsignedResponse(entities: Entities, email: string, inResponseTo: string) {
  const acs = entities.sp.entityMeta.getAssertionConsumerService(
    samlify.Constants.namespace.binding.post,
  ) as string;
  const now = new Date();
  const later = new Date(now.getTime() + 5 * 60_000).toISOString();
  const xml = samlify.SamlLib.replaceTagsByValue(samlify.SamlLib.defaultLoginResponseTemplate.context, {
    ID: "_unsigned",
    AssertionID: "_unsigned-assertion",
    Destination: acs,
    Audience: entities.sp.entityMeta.getEntityID(),
    SubjectRecipient: acs,
    Issuer: entities.idp.entityMeta.getEntityID(),
    IssueInstant: now.toISOString(),
    StatusCode: samlify.Constants.StatusCode.Success,
    ConditionsNotBefore: now.toISOString(),
    ConditionsNotOnOrAfter: later,
    SubjectConfirmationDataNotOnOrAfter: later,
    NameIDFormat: samlify.Constants.namespace.format.emailAddress,
    NameID: email,
    InResponseTo: inResponseTo,
    AuthnStatement: "",
    AttributeStatement: "",
  });
  return Buffer.from(xml).toString("base64");
}
