import { isValidCpf, isValidEmail, isValidMobilePhone } from "@brazilian-utils/brazilian-utils";

/** Field rules of spec §5 for people: CPF, e-mail, name, username, cellphone, two-factor code. */
export const onlyDigits = (value: string) => value.replace(/\D/g, "");

export function isValidDocument(cpf: string): boolean {
  return isValidCpf(onlyDigits(cpf));
}

export function isValidEmailAddress(email: string): boolean {
  return isValidEmail(email.trim());
}

/** Names hold letters (any script, with accents), spaces, apostrophes, hyphens and dots — no other symbols. */
export function isValidPersonName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= 2 && /^[\p{L}][\p{L}\p{M} .'-]*$/u.test(trimmed);
}

/** Usernames have no spaces: letters, digits, dot, underscore, hyphen; 3–60 characters. */
export function isValidUsername(username: string): boolean {
  return /^[A-Za-z0-9._-]{3,60}$/.test(username);
}

/** Brazilian mobile numbers: (99) 99999-9999. */
export function isValidCellphone(cellphone: string): boolean {
  return isValidMobilePhone(onlyDigits(cellphone));
}

/** Spec §5/§9: the two-factor code has 6 digits. */
export const authenticationCodeLength = 6;

export function isWellFormedAuthenticationCode(code: string): boolean {
  return new RegExp(`^\\d{${authenticationCodeLength}}$`).test(code.trim());
}
