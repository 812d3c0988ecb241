import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sandboxCards } from "../../../src/domain/payments/sandbox-cards.ts";

/**
 * Looks for card numbers where Sabiá must never keep one (issue 26, ADR 059): the documented test cards, and any
 * run of 13 to 19 digits that a card scanner would call a card number — a Luhn-valid run that starts as a card
 * brand does (Visa, Mastercard, Amex, Elo, Hipercard, Diners, Discover, JCB). The brand prefix keeps CNPJs,
 * barcodes' parts and millisecond timestamps (13 digits, "17…") out, as PCI scanners do.
 */
/** The documented Brazilian test cards of the simulator (simulators/mercadopago/README.md). */
export const testCards = {
  mastercard: "5031433215406351",
  visa: "4235647728025682",
  amex: "375365153556885",
} as const;
/** The simulator's and the payments sandbox's test cards: the numbers the e2e tests type. */
const testCardNumbers: readonly string[] = [...Object.values(testCards), ...Object.values(sandboxCards)];

const brandPrefix =
  /^(4|5[1-5]|2[2-7]|3[47]|3[068]|35|6011|65|636368|438935|504175|451416|636297|5067|4576|4011|606282)/;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Card-number-like runs in a text: 13 to 19 digits alone, or grouped as card numbers are typed (4-4-4-4…, or
 * Amex's 4-6-5, by one space or dash). Other groupings (a boleto's line) are not card numbers.
 */
export function cardNumbersInText(text: string): string[] {
  const found = new Set<string>();
  // A grouped run stands alone: "4532-4561-9383-154a" inside a request id (a UUID) is not one.
  const runs =
    /(?<!\d)\d{13,19}(?!\d)|(?<![\w-])(?:\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{5})(?![\w-])/g;
  for (const match of text.matchAll(runs)) {
    const digits = match[0].replace(/[ -]/g, "");
    if (digits.length < 13 || digits.length > 19) continue;
    if (testCardNumbers.includes(digits) || (brandPrefix.test(digits) && luhnValid(digits)))
      found.add(digits);
  }
  return [...found];
}

/** Files under a folder, recursively. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Each card number found, with where: "5031… in /tmp/…/server.log". */
export function cardNumbersInFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) =>
    cardNumbersInText(readFileSync(path).toString("latin1")).map((digits) => `${digits} in ${path}`),
  );
}
