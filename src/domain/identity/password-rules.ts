import { commonPasswordBases } from "./common-passwords.ts";

/**
 * Password rules of spec §5: at least 8 characters, a letter, a number, one special character of
 * `. ; : , < > # ? ! @ $ % ^ & * -`, different from the previous one — plus a blocklist of common passwords
 * and of the person's own username, name and e-mail. Shared by the sign-up and change-password forms and by the
 * server, which is the one that decides.
 */
export const passwordMinimumLength = 8;
export const passwordSpecialCharacters = ".;:,<>#?!@$%^&*-";

export type PasswordProblem =
  "tooShort" | "noLetter" | "noNumber" | "noSpecial" | "sameAsPrevious" | "common" | "personal";

/** Who the password is for: a password built on these is refused ("personal"). */
export interface PasswordOwner {
  username?: string | null;
  name?: string | null;
  email?: string | null;
}

const commonBases = new Set(commonPasswordBases);
const leet: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const keyboardRows = ["abcdefghijklmnopqrstuvwxyz", "qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890"];
const isLetter = (character: string) => /\p{L}/u.test(character);
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Leetspeak read back; "1" stands for "i" or "l" (every mix when there are few, else all one or the other). */
function unleet(text: string): string[] {
  const mapped = [...text].map((character) => leet[character] ?? character).join("");
  const ones = [...mapped].filter((character) => character === "1").length;
  if (ones === 0) return [mapped];
  if (ones > 4) return [mapped.replaceAll("1", "i"), mapped.replaceAll("1", "l")];
  let variants = [""];
  for (const character of mapped)
    variants = variants.flatMap((prefix) =>
      character === "1" ? [`${prefix}i`, `${prefix}l`] : [`${prefix}${character}`],
    );
  return variants;
}

/**
 * What a password is built on: each prefix left when trailing digits and symbols are cut one by one, with and
 * without leading digits and symbols, as typed and with leetspeak read back. The last one is the core: letters
 * at both ends.
 */
export function passwordBases(password: string): { bases: Set<string>; core: string } {
  const characters = [...fold(password)];
  const bases = new Set<string>();
  let end = characters.length;
  let core = "";
  for (;;) {
    const prefix = characters.slice(0, end);
    // Leading digits and symbols cut one by one too ("*$enha" is "$enha", then "senha").
    for (let start = 0; start <= prefix.length; start++) {
      const candidate = prefix.slice(start).join("");
      bases.add(candidate);
      for (const variant of unleet(candidate)) bases.add(variant);
      if (start === prefix.length || isLetter(prefix[start]!)) break;
    }
    core = prefix.join("").replace(/^[^\p{L}]+/u, "");
    if (end === 0 || isLetter(characters[end - 1]!)) break;
    end--;
  }
  return { bases, core };
}

/** A run along the alphabet, a keyboard row or the digits (either way), or one short unit repeated. */
function isPattern(core: string): boolean {
  if (core.length < 3) return true;
  for (let unit = 1; unit <= 3; unit++)
    if (core.length >= unit * 2 && core === core.slice(0, unit).repeat(core.length / unit)) return true;
  return keyboardRows.some((row) => row.includes(core) || [...row].toReversed().join("").includes(core));
}

function personalWords(owner: PasswordOwner): { exact: Set<string>; contained: string[] } {
  const username = fold(owner.username ?? "").trim();
  const local = fold(owner.email ?? "")
    .split("@")[0]!
    .trim();
  const nameParts = fold(owner.name ?? "")
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= 3);
  const emailParts = local.split(/[._+-]+/).filter((part) => part.length >= 3);
  const exact = new Set(
    [username, local, ...nameParts, nameParts.join(""), ...emailParts].filter((word) => word !== ""),
  );
  return { exact, contained: [username, local].filter((word) => word.length >= 4) };
}

/** Whether the password is a common one in disguise (blocklist base, pattern, too short a core). */
export function isCommonPassword(password: string): boolean {
  const { bases, core } = passwordBases(password);
  if ([...bases].some((base) => commonBases.has(base))) return true;
  return unleet(core).some(isPattern);
}

/** Whether the password is built on the person's username, name or e-mail. */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const { exact, contained } = personalWords(owner);
  if (exact.size === 0) return false;
  const { bases } = passwordBases(password);
  return [...bases].some((base) => exact.has(base) || contained.some((word) => base.includes(word)));
}

export function passwordProblems(
  password: string,
  previousPassword?: string,
  owner?: PasswordOwner,
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < passwordMinimumLength) problems.push("tooShort");
  if (!/\p{L}/u.test(password)) problems.push("noLetter");
  if (!/\d/.test(password)) problems.push("noNumber");
  if (![...password].some((character) => passwordSpecialCharacters.includes(character)))
    problems.push("noSpecial");
  if (previousPassword !== undefined && password === previousPassword) problems.push("sameAsPrevious");
  if (isCommonPassword(password)) problems.push("common");
  if (owner && isPersonalPassword(password, owner)) problems.push("personal");
  return problems;
}

export function isAcceptablePassword(
  password: string,
  previousPassword?: string,
  owner?: PasswordOwner,
): boolean {
  return passwordProblems(password, previousPassword, owner).length === 0;
}
