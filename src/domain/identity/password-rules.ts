/**
 * Password rules of spec §5: at least 8 characters, a letter, a number, one special character of
 * `. ; : , < > # ? ! @ $ % ^ & * -`, different from the previous one — plus a blocklist of common passwords.
 * Shared by the sign-up and change-password forms and by the server, which is the one that decides.
 */
export const passwordMinimumLength = 8;
export const passwordSpecialCharacters = ".;:,<>#?!@$%^&*-";

export type PasswordProblem = "tooShort" | "noLetter" | "noNumber" | "noSpecial" | "sameAsPrevious" | "common";

/** Common passwords that technically pass the character rules; compared case-insensitively. */
const commonPasswords = new Set([
  "password1!",
  "password@1",
  "p@ssw0rd",
  "p@ssword1",
  "senha@123",
  "senha123!",
  "senha@1234",
  "mudar@123",
  "admin@123",
  "qwerty@123",
  "abc@1234",
  "abcd@1234",
  "brasil@123",
  "teste@123",
  "12345678a!",
  "a1234567!",
  "welcome1!",
  "iloveyou1!",
  "sabia@123",
]);

export function passwordProblems(password: string, previousPassword?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < passwordMinimumLength) problems.push("tooShort");
  if (!/\p{L}/u.test(password)) problems.push("noLetter");
  if (!/\d/.test(password)) problems.push("noNumber");
  if (![...password].some((character) => passwordSpecialCharacters.includes(character))) problems.push("noSpecial");
  if (previousPassword !== undefined && password === previousPassword) problems.push("sameAsPrevious");
  if (commonPasswords.has(password.toLowerCase())) problems.push("common");
  return problems;
}

export function isAcceptablePassword(password: string, previousPassword?: string): boolean {
  return passwordProblems(password, previousPassword).length === 0;
}
