import { randomBytes } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A certificate's verification code (ADR 091): 80 random bits from the operating system's generator, as 16
 * characters in groups of four (e.g. "7K2M-Q9XD-4HTR-B0VE"). Nothing in it derives from the person or the course.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 0; i < 16; i++) code = alphabet[Number((bits >> BigInt(i * 5)) & 31n)]! + code;
  return code.match(/.{4}/g)!.join("-");
}

/** A code as typed or read from a link: upper case; null when it cannot be one (so it is looked up not at all). */
export function normalCertificateCode(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/.test(upper) ? upper : null;
}
