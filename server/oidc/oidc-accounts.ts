import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { isValidDocument, onlyDigits } from "#src/domain/identity/person-rules.ts";
import type { Db } from "../db/database.ts";
import { applications, roles, userRights, users } from "../db/schema/identity.ts";
import { oidcLinks } from "../db/schema/oidc.ts";
import { hashPassword } from "../identity/passwords.ts";
import { entryRoleAlias } from "../identity/staff-accounts.ts";
import type { OidcProvider } from "./oidc-providers.ts";

/** What the OP told us about the person, after the ID token was checked. */
export interface OidcPerson {
  issuer: string;
  subject: string;
  /** gov.br: the CPF is the subject (11 digits). */
  cpf: string | null;
  /** Only an address the OP says it verified (email_verified true). */
  email: string | null;
  name: string;
}

/** Why a sign-in that the OP answered still does not go through (answered 400). */
export class OidcRefused extends Error {}

/** The person as our rules read them: gov.br's sub is a CPF; an e-mail counts only when the OP verified it. */
export function personOf(provider: OidcProvider, claims: Record<string, unknown>): OidcPerson {
  const subject = String(claims["sub"]);
  const cpf =
    provider.kind === "govbr" && /^\d{11}$/.test(subject) && isValidDocument(subject)
      ? onlyDigits(subject)
      : null;
  if (provider.kind === "govbr" && cpf === null)
    throw new OidcRefused("gov.br named a subject that is not a CPF.");
  const email =
    typeof claims["email"] === "string" && claims["email_verified"] === true ? claims["email"] : null;
  const name =
    typeof claims["name"] === "string" && claims["name"].trim() ? claims["name"].trim() : (email ?? subject);
  return { issuer: String(claims["iss"]), subject, cpf, email, name };
}

/** The account already linked to this person at this issuer. */
export async function linkedUser(db: Db, person: OidcPerson) {
  const [found] = await db
    .select({ userId: oidcLinks.userId })
    .from(oidcLinks)
    .where(and(eq(oidcLinks.issuer, person.issuer), eq(oidcLinks.subject, person.subject)));
  return found?.userId ?? null;
}

/** An existing account with the person's CPF (gov.br) or verified e-mail: offered, never linked silently. */
export async function candidateAccount(db: Db, person: OidcPerson) {
  if (person.cpf) {
    const [byCpf] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, person.cpf));
    if (byCpf) return { userId: byCpf.id, matchedBy: "cpf" as const };
  }
  if (person.email) {
    const [byEmail] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, person.email.toLowerCase()));
    if (byEmail) return { userId: byEmail.id, matchedBy: "email" as const };
  }
  return null;
}

export async function link(db: Db, provider: OidcProvider, person: OidcPerson, userId: number) {
  await db
    .insert(oidcLinks)
    .values({ providerId: provider.id, issuer: person.issuer, subject: person.subject, userId })
    .onConflictDoNothing();
}

/**
 * A new account for a person no account matches (spec §6: new users get 'basic'), in the first application of
 * the tenant that takes self sign-up; it has no usable password (the person may set one by "forgot password").
 */
export async function createAccount(db: Db, provider: OidcProvider, person: OidcPerson): Promise<number> {
  if (!person.email) throw new OidcRefused("The identity provider gave no verified e-mail address.");
  const [basic] = await db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(applications, eq(applications.id, roles.applicationId))
    .where(
      and(eq(roles.alias, entryRoleAlias), eq(roles.level, "tenant"), eq(applications.isOperation, false)),
    )
    .orderBy(asc(applications.id))
    .limit(1);
  if (!basic) throw new OidcRefused("No application of this tenant takes new accounts.");
  const local =
    person.email
      .split("@")[0]!
      .replace(/[^a-zA-Z0-9._-]/g, "")
      .slice(0, 20) || "pessoa";
  const username = `${local}-${randomBytes(3).toString("hex")}`;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username,
        email: person.email!,
        name: person.name,
        passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
        cpf: person.cpf,
      })
      .returning({ id: users.id });
    await tx.insert(userRights).values({ userId: user!.id, roleId: basic.id, tenantId: provider.tenantId });
    await tx
      .insert(oidcLinks)
      .values({ providerId: provider.id, issuer: person.issuer, subject: person.subject, userId: user!.id });
    return user!.id;
  });
}
