import * as xmllint from "@authenio/samlify-node-xmllint";
import * as samlify from "samlify";

/**
 * samlify as an identity provider (issue 27, ADR 060): the example IdP and the tests' IdPs are this third-party
 * library, never our own XML. Incoming messages are checked against the SAML protocol schema (xmllint, WASM).
 */
samlify.setSchemaValidator(xmllint);

export const devIdpEntityId = "urn:sabia:dev-saml-idp";
const { binding, format } = samlify.Constants.namespace;
export const passwordContext = "urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport";

export interface IdpKeys {
  privateKey: string;
  certificate: string;
}

/** A samlify IdP with `keys`, its SSO and SLO on `origin` (HTTP-Redirect in, HTTP-POST out), e-mail NameIDs. */
export function samlifyIdp(keys: IdpKeys, origin: string, entityID = devIdpEntityId) {
  return samlify.IdentityProvider({
    entityID,
    privateKey: keys.privateKey,
    signingCert: keys.certificate,
    wantAuthnRequestsSigned: true,
    nameIDFormat: [format.emailAddress],
    singleSignOnService: [{ Binding: binding.redirect, Location: `${origin}/dev/saml-idp/sso` }],
    singleLogoutService: [{ Binding: binding.redirect, Location: `${origin}/dev/saml-idp/slo` }],
  });
}

/** Our SP as samlify sees it, from the metadata we publish. */
export const samlifySp = (metadata: string) =>
  // Our SP takes only signed logout messages (ADR 060); node-saml's metadata cannot say so.
  samlify.ServiceProvider({ metadata, wantLogoutRequestSigned: true, wantLogoutResponseSigned: true });

/** What a login response may change from samlify's defaults (tests use it for refusals). */
export interface ResponseFacts {
  email: string;
  inResponseTo: string;
  authnContext?: string;
  audience?: string;
  notOnOrAfter?: Date;
  notBefore?: Date;
}

/**
 * A signed login response by samlify (HTTP-POST binding) with an AuthnStatement: samlify's default template,
 * its tags filled by samlify's own `replaceTagsByValue`, signed as the SP's metadata asks.
 */
export async function loginResponse(
  idp: ReturnType<typeof samlifyIdp>,
  sp: ReturnType<typeof samlifySp>,
  facts: ResponseFacts,
  relayState: string,
) {
  const now = new Date();
  const later = facts.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
  const acs = sp.entityMeta.getAssertionConsumerService("post") as string;
  const sessionIndex = `_${crypto.randomUUID()}`;
  const id = `_${crypto.randomUUID()}`;
  // The statement goes into the template as markup; its values are filled (and escaped) by samlify below.
  const authnStatement =
    '<saml:AuthnStatement AuthnInstant="{AuthnInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext>' +
    "<saml:AuthnContextClassRef>{AuthnContextClassRef}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>";
  const answer = await idp.createLoginResponse(
    sp,
    { extract: { request: { id: facts.inResponseTo } } },
    "post",
    {
      email: facts.email,
    },
    {
      relayState,
      customTagReplacement: (template: string) => ({
        id,
        context: samlify.SamlLib.replaceTagsByValue(template.replace("{AuthnStatement}", authnStatement), {
          AuthnInstant: now.toISOString(),
          SessionIndex: sessionIndex,
          AuthnContextClassRef: facts.authnContext ?? passwordContext,
          ID: id,
          AssertionID: `_${crypto.randomUUID()}`,
          Destination: acs,
          Audience: facts.audience ?? sp.entityMeta.getEntityID(),
          SubjectRecipient: acs,
          Issuer: idp.entityMeta.getEntityID(),
          IssueInstant: now.toISOString(),
          StatusCode: samlify.Constants.StatusCode.Success,
          ConditionsNotBefore: (facts.notBefore ?? now).toISOString(),
          ConditionsNotOnOrAfter: later.toISOString(),
          SubjectConfirmationDataNotOnOrAfter: later.toISOString(),
          NameIDFormat: format.emailAddress,
          NameID: facts.email,
          InResponseTo: facts.inResponseTo,
          AttributeStatement: "",
        }),
      }),
    },
  );
  return { acs, samlResponse: answer.context, relayState };
}

/** The signed part of a redirect-binding query, as sent (samlify verifies the signature over these octets). */
export function redirectOctets(rawQuery: string, direction: "SAMLRequest" | "SAMLResponse"): string {
  const parts = new Map(rawQuery.split("&").map((part) => [part.split("=")[0] ?? "", part] as const));
  return [direction, "RelayState", "SigAlg"].flatMap((key) => parts.get(key) ?? []).join("&");
}
