import { DOMParser } from "@xmldom/xmldom";
import type { Profile } from "@node-saml/node-saml";

const assertionNs = "urn:oasis:names:tc:SAML:2.0:assertion";

/** Why our service provider refused a SAML message (answered with `status`, naming SAMLResponse). */
export class SamlRefused extends Error {
  readonly status: 400 | 403;
  /** The field the refusal names (the SAML message unless a form field was wrong). */
  readonly field: string;
  constructor(message: string, status: 400 | 403 = 400, field = "SAMLResponse") {
    super(message);
    this.status = status;
    this.field = field;
  }
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, "text/xml").documentElement;

const first = (root: Element | null, localName: string): Element | null =>
  root ? (root.getElementsByTagNameNS(assertionNs, localName)[0] ?? null) : null;

/** What node-saml leaves to us: facts read from the verified assertion and the response around it. */
export interface AssertionFacts {
  assertionId: string;
  email: string;
  authnContext: string | null;
}

/**
 * The checks node-saml does not make, on a response it has already verified (signature, audience, times,
 * InResponseTo): the response's Destination and the bearer confirmation's Recipient must be our ACS, and the
 * signed assertion gives its ID (accepted once, by the caller), the person's e-mail (NameID of e-mail format, else
 * the `email` / `mail` attribute) and the AuthnContextClassRef.
 */
export function assertionFacts(samlResponse: string, profile: Profile, acs: string): AssertionFacts {
  const response = parse(Buffer.from(samlResponse, "base64").toString("utf8"));
  const destination = response?.getAttribute("Destination") ?? "";
  if (destination !== acs) throw new SamlRefused("The SAML response's Destination is not our ACS.");
  const assertionXml = profile.getAssertionXml?.();
  const assertion = assertionXml ? parse(assertionXml) : null;
  const assertionId = assertion?.getAttribute("ID") ?? "";
  if (!assertion || assertionId === "") throw new SamlRefused("The SAML assertion has no ID.");
  const recipients = Array.from(assertion.getElementsByTagNameNS(assertionNs, "SubjectConfirmationData")).map(
    (node) => node.getAttribute("Recipient"),
  );
  if (recipients.length === 0 || recipients.some((recipient) => recipient !== acs))
    throw new SamlRefused("The SAML assertion's Recipient is not our ACS.");
  const nameIdIsEmail = profile.nameIDFormat?.endsWith(":emailAddress") ?? false;
  const fromAttributes = [profile.email, profile.mail, profile["urn:oid:0.9.2342.19200300.100.1.3"]].find(
    (value): value is string => typeof value === "string" && value.includes("@"),
  );
  const email = (nameIdIsEmail ? profile.nameID : fromAttributes)?.trim() ?? "";
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new SamlRefused("The SAML assertion names no e-mail address.");
  const classRef =
    first(first(assertion, "AuthnContext"), "AuthnContextClassRef")?.textContent?.trim() ?? null;
  return { assertionId, email, authnContext: classRef };
}
