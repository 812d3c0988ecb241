/**
 * Card rules the checkout form and the server both apply (DESIGN §1 Payments): Luhn, brand from the BIN, lengths,
 * expiry. Only the brand and the last 4 digits are ever kept; these functions never log or store a number.
 */
import { saoPauloDate } from "./business-days.ts";

export type CardBrand = "elo" | "hipercard" | "amex" | "diners" | "visa" | "mastercard";

export const digitsOnly = (text: string): string => text.replace(/\D/g, "");

/**
 * Luhn (mod 10) over a card number typed with or without spaces, dots or dashes; any other character, or fewer
 * than 12 / more than 19 digits (ISO/IEC 7812 card lengths), fails — "00" passes the bare algorithm but is no card.
 */
export function luhnValid(number: string): boolean {
  if (!/^[\d\s.-]*$/.test(number)) return false;
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

// Elo's 6-digit BIN ranges (inclusive). Several start with 4 or 5, inside Visa's and Mastercard's space.
const eloRanges: Array<[number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const inRange = (value: number, [low, high]: [number, number]) => value >= low && value <= high;

/**
 * The brand a number's leading digits (BIN) name, or null. Elo and Hipercard are checked first because their
 * BINs sit inside the Visa (4…), Mastercard (5…) and Diners (38…) prefixes. A partly typed number answers as soon
 * as its prefix decides; a 4011… can still turn out Elo once six digits are in.
 */
export function cardBrand(number: string): CardBrand | null {
  const digits = digitsOnly(number);
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (digits.length >= 6 && eloRanges.some((range) => inRange(prefix(6), range))) return "elo";
  if (digits.startsWith("606282") || digits.startsWith("3841")) return "hipercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(36|38|30[0-5])/.test(digits)) return "diners";
  if (/^5[1-5]/.test(digits) || (digits.length >= 4 && inRange(prefix(4), [2221, 2720]))) return "mastercard";
  if (digits.startsWith("4")) return "visa";
  return null;
}

/** The length the brand's cards usually have, for the input mask (Visa also issues 13 and 19, Hipercard 19). */
export function cardNumberLength(brand: CardBrand): number {
  if (brand === "amex") return 15;
  if (brand === "diners") return 14;
  return 16;
}

/** Amex prints a 4-digit code on the front; the others 3 on the back. */
export const cvvLength = (brand: CardBrand): number => (brand === "amex" ? 4 : 3);

/**
 * A card is good through the last day of its expiry month. `today` is a São Paulo calendar day ("YYYY-MM-DD") or
 * an instant (read in São Paulo, so a UTC server agrees with the payer's clock). Two-digit years mean 20YY;
 * more than 20 years ahead is a typo, not a card.
 */
export function expiryValid(month: number, year: number, today: Date | string): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(fullYear)) return false;
  const day = typeof today === "string" ? today : saoPauloDate(today);
  const [thisYear, thisMonth] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  if (fullYear > thisYear + 20) return false;
  return fullYear > thisYear || (fullYear === thisYear && month >= thisMonth);
}

export const last4 = (number: string): string => digitsOnly(number).slice(-4);

/**
 * Digits grouped as the card prints them: Amex 4-6-5, Diners 4-6-4, others in fours. Works on partial input, so
 * the field can format as the payer types.
 */
export function formatCardNumber(number: string): string {
  const digits = digitsOnly(number).slice(0, 19);
  const brand = cardBrand(digits);
  const groups = brand === "amex" ? [4, 6, 5] : brand === "diners" ? [4, 6, 4] : null;
  if (!groups) return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(" ");
}
