import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { passwordProblems, passwordSpecialCharacters } from "#src/domain/identity/password-rules.ts";
import {
  isValidCellphone,
  isValidDocument,
  isValidEmailAddress,
  isValidPersonName,
  onlyDigits,
} from "#src/domain/identity/person-rules.ts";
import type { FastBuyPayload } from "#src/services/api/checkout-api.ts";
import { courseTermsBySlug } from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import { applications, persons, roles, tenants, userRights, users } from "../db/schema/identity.ts";
import type { MailLanguage } from "../identity/identity-mail.ts";
import { hashPassword } from "../identity/passwords.ts";
import { accessSessionsOf } from "../session/access-sessions.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { temporaryPasswordMail } from "./checkout-mail.ts";
import { CheckoutRefused, invalid, notFound } from "./checkout-refused.ts";

/** Marketplace customers get what the seeded `aluno` has: role aluno of the marketplace in tenant sabia. */
const customerRight = { application: "artmed-marketplace", role: "aluno", tenant: "sabia" } as const;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/**
 * The symbols a temporary password may use: none that HTML escapes (<>&) and no "%", which next to letters and
 * digits reads as URL-encoding in the e-mail ("%5F…", issue 28); no punctuation that ends a sentence mid-word.
 */
const plainSymbols = passwordSpecialCharacters.replace(/[<>&%^.,;:]/g, "");

/** A temporary password that meets spec §5 (letters, digits, a symbol, ≥ 8) and is on no blocklist. */
export function temporaryPassword(): string {
  for (;;) {
    const characters = [
      ...Array.from({ length: 4 }, () => pick("ABCDEFGHJKLMNPQRSTUVWXYZ")),
      ...Array.from({ length: 4 }, () => pick("abcdefghijkmnpqrstuvwxyz")),
      ...Array.from({ length: 3 }, () => pick("23456789")),
      pick(plainSymbols),
    ];
    for (let index = characters.length - 1; index > 0; index--) {
      const other = randomInt(index + 1);
      [characters[index], characters[other]] = [characters[other]!, characters[index]!];
    }
    const password = characters.join("");
    if (passwordProblems(password).length === 0) return password;
  }
}

/** A free username from the e-mail's local part (letters, digits, dot, underscore, hyphen). */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = (email.split("@")[0] ?? "")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .slice(0, 40)
    .padEnd(3, "0");
  for (let attempt = 0; ; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
}

function validFastBuy(payload: FastBuyPayload) {
  if (!isValidPersonName(payload.name)) throw invalid("name", "Write the full name with letters only.");
  if (!isValidEmailAddress(payload.email)) throw invalid("email", "The e-mail is invalid.");
  if (!isValidDocument(payload.cpf)) throw invalid("cpf", "The CPF is invalid (check digits).");
  if (!isValidCellphone(payload.cellphone))
    throw invalid("cellphone", "The cellphone must be (99) 99999-9999.");
  return {
    name: payload.name.trim().replace(/\s+/g, " "),
    email: payload.email.trim(),
    cpf: onlyDigits(payload.cpf),
    cellphone: onlyDigits(payload.cellphone),
  };
}

/**
 * Quick purchase without registration (spec §2 fast-buy): an account with the marketplace customer's rights
 * and a temporary password e-mailed in the buyer's language (the session guard then asks for a new password,
 * except on the fast-buy route itself), answered with a token as sign-in issues it.
 */
export function fastBuyService(context: CheckoutContext) {
  const { db, captcha, mailer, tokens } = context;
  return async (
    payload: FastBuyPayload,
    captchaSolution: string | undefined,
    language: MailLanguage,
    origin: string,
    place: { ip: string; userAgent: string | null } = { ip: "unknown", userAgent: null },
  ) => {
    if ((await captcha.verify(captchaSolution)) !== "accepted")
      throw new CheckoutRefused({ kind: "captcha", detail: "Solve the challenge before proceeding." });
    const person = validFastBuy(payload);
    const course = await courseTermsBySlug(db, payload.friendlyUrl);
    if (!course || !course.active) throw notFound("No course on sale has this friendly URL.");
    const [emailTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, person.email.toLowerCase()));
    if (emailTaken)
      throw new CheckoutRefused({
        kind: "conflict",
        code: "emailExists",
        field: "email",
        detail: "This e-mail already has an account; sign in to buy.",
      });
    const [cpfTaken] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, person.cpf));
    if (cpfTaken)
      throw new CheckoutRefused({
        kind: "conflict",
        code: "cpfExists",
        field: "cpf",
        detail: "CPF already in the system.",
      });

    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const username = await freeUsername(db, person.email);
    const { userId, personAdded } = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // A racing purchase with the same e-mail, CPF or username loses on the unique indexes: nothing is written.
      const [user] = await tx
        .insert(users)
        .values({ ...person, username, passwordHash, temporaryPassword: true, languageId: language })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user)
        throw new CheckoutRefused({
          kind: "conflict",
          code: "emailExists",
          field: "email",
          detail: "This e-mail already has an account; sign in to buy.",
        });
      const [right] = await tx
        .select({ roleId: roles.id, tenantId: tenants.id })
        .from(roles)
        .innerJoin(applications, eq(applications.id, roles.applicationId))
        .innerJoin(tenants, eq(tenants.alias, customerRight.tenant))
        .where(and(eq(applications.alias, customerRight.application), eq(roles.alias, customerRight.role)));
      if (right)
        await tx
          .insert(userRights)
          .values({ userId: user.id, roleId: right.roleId, tenantId: right.tenantId });
      const added = await tx
        .insert(persons)
        .values({ cpf: person.cpf, name: person.name, email: person.email, cellphone: person.cellphone })
        .onConflictDoNothing()
        .returning({ id: persons.id });
      return { userId: user.id, personAdded: added.length === 1 };
    });
    try {
      await mailer.send(
        temporaryPasswordMail(language, person.email, { name: person.name, username, password, origin }),
      );
    } catch (error) {
      // No account without its password e-mail: the person can simply try again.
      if (personAdded) await db.delete(persons).where(eq(persons.cpf, person.cpf));
      await db.delete(users).where(eq(users.id, userId));
      context.logger.error({ err: error }, "fast-buy password e-mail failed");
      throw new CheckoutRefused({
        kind: "unavailable",
        detail: "The e-mail with your password could not be sent; try again.",
      });
    }
    const sessionId = await accessSessionsOf(db).open({ userId, ...place });
    return {
      accessToken: await tokens.issue({
        userId,
        role: null,
        impersonatorId: null,
        tokenVersion: 0,
        sessionId,
      }),
    };
  };
}
