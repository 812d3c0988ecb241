import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A URL-safe random token (reset links, hand-off codes); only its SHA-256 is stored. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Spec §5/§9: two-factor codes have 6 digits (leading zeros allowed). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
