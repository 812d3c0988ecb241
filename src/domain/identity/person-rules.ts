import { formatCpf, isValidCpf, isValidEmail, isValidMobilePhone } from "@brazilian-utils/brazilian-utils";

/** Field rules of spec §5 for people: CPF, e-mail, name, username, cellphone, two-factor code. */
export const onlyDigits = (value: string) => value.replace(/\D/g, "");

export function isValidDocument(cpf: string): boolean {
  return isValidCpf(onlyDigits(cpf));
}

/** 000.000.000-00 */
export function maskCpf(cpf: string): string {
  return formatCpf(onlyDigits(cpf).slice(0, 11), { pad: false });
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

export function maskCellphone(cellphone: string): string {
  const digits = onlyDigits(cellphone).slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : "";
  if (digits.length <= 7) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/** Spec §5/§9: the two-factor code has 6 digits. */
export const authenticationCodeLength = 6;

export function isWellFormedAuthenticationCode(code: string): boolean {
  return new RegExp(`^\\d{${authenticationCodeLength}}$`).test(code.trim());
}
