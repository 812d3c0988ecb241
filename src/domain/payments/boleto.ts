/**
 * FEBRABAN "boleto de cobrança" for the sandbox bank: the 44-digit barcode and the 47-digit linha digitável a
 * payer types at a bank. No library assembles one from bank + amount + due date (DESIGN §5), so this does; the
 * tests check every result with @brazilian-utils's validator.
 *
 * Barcode: bank(3) currency(1) general check digit(1) due-date factor(4) amount in cents(10) free field(25).
 */
import { addCalendarDays, calendarDaysBetween } from "./business-days.ts";

const factorBase = "1997-10-07";
/** Real ("9") is the only currency a slip is issued in (Carta-Circular BCB 2.926/2000). */
const currencyReal = "9";

/**
 * Days since 1997-10-07, wrapped into 1000–9999: 2025-02-21 is 9999 and on 2025-02-22 the factor restarted at
 * 1000 (FEBRABAN), and it will wrap again every 9000 days. Days before 2000-07-03 (factor 1000) have no factor.
 */
export function dueDateFactor(dueDate: string): number {
  const days = calendarDaysBetween(factorBase, dueDate);
  if (days < 1000) throw new RangeError(`Due dates before 2000-07-03 have no factor: ${dueDate}`);
  return ((days - 1000) % 9000) + 1000;
}

/**
 * The due date a factor stands for: of the dates 9000 days apart that carry it, the one nearest `reference`
 * (a factor alone cannot tell the cycles apart, so a reader must say around when it is).
 */
export function dueDateFromFactor(factor: number, reference: string): string {
  if (!Number.isInteger(factor) || factor < 1000 || factor > 9999)
    throw new RangeError(`Bad factor: ${factor}`);
  const cycle = Math.max(0, Math.round((calendarDaysBetween(factorBase, reference) - factor) / 9000));
  return addCalendarDays(factorBase, factor + cycle * 9000);
}

/** Mod 11 with weights 2..9 from the right; 0, 10 and 11 become 1 so the digit is never 0. */
function generalCheckDigit(digits43: string): string {
  let sum = 0;
  for (let i = 0; i < digits43.length; i++) sum += Number(digits43[digits43.length - 1 - i]) * ((i % 8) + 2);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? "1" : String(digit);
}

/** Mod 10 of a linha digitável field: weights 2,1,2,1… from the right, the products' digits summed. */
function fieldCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return String((10 - (sum % 10)) % 10);
}

export interface BoletoParts {
  /** COMPE code, 3 digits. */
  bankCode: string;
  /** Reais, at most 2 decimals; 0 leaves the amount to the payer. */
  amount: number;
  /** "YYYY-MM-DD". */
  dueDate: string;
  /** The bank's own 25 digits (agency, account, "nosso número"…). */
  freeField: string;
}

export function boletoBarcode({ bankCode, amount, dueDate, freeField }: BoletoParts): string {
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError(`Bank code must be 3 digits: ${bankCode}`);
  if (!/^\d{25}$/.test(freeField)) throw new RangeError("Free field must be 25 digits");
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents < 0 || cents > 9_999_999_999 || Math.abs(amount * 100 - cents) > 1e-6)
    throw new RangeError(`Slip amount must be 0 to 99,999,999.99 with at most 2 decimals: ${amount}`);
  const tail = `${dueDateFactor(dueDate)}${String(cents).padStart(10, "0")}${freeField}`;
  const head = `${bankCode}${currencyReal}`;
  return `${head}${generalCheckDigit(head + tail)}${tail}`;
}

/** A 44-digit barcode whose general check digit holds. */
export const isValidBarcode = (barcode: string): boolean =>
  /^\d{44}$/.test(barcode) && generalCheckDigit(barcode.slice(0, 4) + barcode.slice(5)) === barcode[4];

/** The linha digitável: three fields carrying the free field with mod-10 digits, the general digit, factor+amount. */
export function digitableLine(barcode: string): string {
  if (!isValidBarcode(barcode)) throw new RangeError("Not a valid 44-digit slip barcode");
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return [
    field1 + fieldCheckDigit(field1),
    field2 + fieldCheckDigit(field2),
    field3 + fieldCheckDigit(field3),
    barcode[4],
    barcode.slice(5, 19),
  ].join("");
}

/** "00190.00009 01234.567890 12345.678901 2 98760000012345", as printed on the slip. */
/**
 * A bank's code with its check digit as a slip prints it ("237-2", "001-9", "104-0"): modulo 11 with weights
 * 2, 3, 4 from the right; 10 and 11 become 0.
 */
export function bankCodeWithDigit(bankCode: string): string {
  const sum = [...bankCode]
    .toReversed()
    .reduce((total, digit, index) => total + Number(digit) * (index + 2), 0);
  const digit = 11 - (sum % 11);
  return `${bankCode}-${digit >= 10 ? 0 : digit}`;
}

/**
 * The "nosso número" a slip's barcode carries, as its bank prints it, or null for a bank whose free-field layout is
 * not known here. Bradesco (237) lays the free field out as agency (4), carteira (2), nosso número (11), account
 * (7) and a 0, and prints "carteira/número-DV": the DV is modulo 11 with weights 2 to 7 from the right over
 * carteira and number (remainder 1 → "P", 0 → "0"). The payments sandbox's bank (999) ends its free field with the
 * purchase's number, 17 digits.
 */
export function nossoNumero(barcode: string): string | null {
  if (!/^\d{44}$/.test(barcode)) return null;
  const freeField = barcode.slice(19);
  const bank = barcode.slice(0, 3);
  if (bank === "999") return freeField.slice(8);
  if (bank !== "237") return null;
  const carteira = freeField.slice(4, 6);
  const number = freeField.slice(6, 17);
  const sum = [...`${carteira}${number}`]
    .toReversed()
    .reduce((total, digit, index) => total + Number(digit) * ((index % 6) + 2), 0);
  const remainder = sum % 11;
  const digit = remainder === 0 ? "0" : remainder === 1 ? "P" : String(11 - remainder);
  return `${carteira}/${number}-${digit}`;
}

export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, "");
  if (d.length !== 47) throw new RangeError("A linha digitável has 47 digits");
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

/** The barcode behind a typed or pasted linha digitável (dots and spaces allowed); null when a digit is wrong. */
export function parseDigitableLine(line: string): string | null {
  const d = line.replace(/[\s.]/g, "");
  if (!/^\d{47}$/.test(d)) return null;
  const fields = [d.slice(0, 10), d.slice(10, 21), d.slice(21, 32)];
  if (fields.some((field) => fieldCheckDigit(field.slice(0, -1)) !== field.at(-1))) return null;
  const barcode = d.slice(0, 4) + d[32] + d.slice(33) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
  return isValidBarcode(barcode) ? barcode : null;
}

/** Both printed forms of a slip at once. */
export function boletoFromParts(parts: BoletoParts): { barcode: string; digitableLine: string } {
  const barcode = boletoBarcode(parts);
  return { barcode, digitableLine: digitableLine(barcode) };
}

/**
 * The parts back out of a barcode; the due date is resolved around `reference` (see dueDateFromFactor) and is
 * null for factor 0000, which slips without a due date carry.
 */
export function boletoParts(
  barcode: string,
  reference: string,
): (Omit<BoletoParts, "dueDate"> & { dueDate: string | null }) | null {
  if (!isValidBarcode(barcode)) return null;
  const factor = Number(barcode.slice(5, 9));
  return {
    bankCode: barcode.slice(0, 3),
    amount: Number(barcode.slice(9, 19)) / 100,
    dueDate: factor === 0 ? null : dueDateFromFactor(factor, reference),
    freeField: barcode.slice(19),
  };
}
