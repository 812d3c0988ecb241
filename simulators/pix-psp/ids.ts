/**
 * Identifiers the PSP makes up: endToEndId of a received Pix, rtrId of a devolução, locations.
 * With a seed they repeat from run to run (tests); without one they come from crypto.
 */
import { createHash, randomBytes } from "node:crypto";

const alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** With a seed, bytes come from SHA-256 of "seed:counter": repeatable, and no generator of our own to get wrong. */
function seededBytes(seed: number): (count: number) => Buffer {
  let counter = 0;
  return (count) => {
    const chunks: Buffer[] = [];
    for (let made = 0; made < count; made += 32)
      chunks.push(createHash("sha256").update(`${seed}:${counter++}`).digest());
    return Buffer.concat(chunks).subarray(0, count);
  };
}

export interface IdSource {
  /** `E` + payer's ISPB (8 digits) + yyyyMMddHHmm (UTC) + 11 letters and digits: 32 characters. */
  endToEndId(at: Date): string;
  /** `D` + the receiving PSP's ISPB + yyyyMMddHHmm + 11 letters and digits: 32 characters. */
  rtrId(at: Date): string;
  /** Lower-case hex, for locations. */
  hex(length: number): string;
}

function stamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, "").slice(0, 12);
}

export function makeIdSource(options: {
  seed?: number | undefined;
  payerIspb: string;
  pspIspb: string;
}): IdSource {
  const bytes = options.seed === undefined ? randomBytes : seededBytes(options.seed);
  // Both alphabets divide 256 nearly evenly (62 and 16); the slight bias of 62 does not matter for test ids.
  const pick = (alphabet: string, length: number) =>
    [...bytes(length)].map((byte) => alphabet[byte % alphabet.length]).join("");
  return {
    endToEndId: (at) => `E${options.payerIspb}${stamp(at)}${pick(alphanumerics, 11)}`,
    rtrId: (at) => `D${options.pspIspb}${stamp(at)}${pick(alphanumerics, 11)}`,
    hex: (length) => pick("0123456789abcdef", length),
  };
}
