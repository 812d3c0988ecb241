import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPglite } from "#server/db/database.ts";
import { sandboxCards } from "#src/domain/payments/sandbox-cards.ts";

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
  // A run stands alone: digits inside a word — a hex signature's "…f25212531185256c…", a UUID's
  // "4532-4561-9383-154a" — are not a card number (one hex digest in ~300 holds a Luhn-valid run with a prefix).
  const runs =
    /(?<![\dA-Za-z])\d{13,19}(?![\dA-Za-z])|(?<![\w-])(?:\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{5})(?![\w-])/g;
  for (const match of text.matchAll(runs)) {
    const digits = match[0].replace(/[ -]/g, "");
    if (digits.length < 13 || digits.length > 19) continue;
    if (testCardNumbers.includes(digits) || (brandPrefix.test(digits) && luhnValid(digits)))
      found.add(digits);
  }
  // The cards the tests typed count wherever they are, glued to a word or not.
  for (const card of testCardNumbers) if (text.includes(card)) found.add(card);
  return [...found];
}

/** Files under a folder, recursively. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Each card number found in text files (a log, recorded bodies), with where: "5031… in /tmp/…/server.log". */
export function cardNumbersInFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) =>
    cardNumbersInText(readFileSync(path).toString("latin1")).map((digits) => `${digits} in ${path}`),
  );
}

/**
 * The test cards the e2e tests typed, anywhere in a database's raw files (pages, WAL: deleted rows too). Only those
 * exact numbers: raw pages hold values compressed (pglz) and binary fields, whose digit runs are fragments of other
 * numbers (a boleto's barcode, a Pix payload), so any Luhn-valid run there is noise — one in about thirty random runs
 * passes Luhn with a brand's prefix. The values themselves are scanned whole by `cardNumbersInDatabase`.
 */
export function testCardsInRawFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const bytes = readFileSync(path).toString("latin1");
    return testCardNumbers.filter((card) => bytes.includes(card)).map((card) => `${card} in ${path}`);
  });
}

/**
 * Every value of every table of a PGlite database, read as text (each row cast to its text form), scanned for card
 * numbers like a log is. The folder is copied first: the server may still hold it open.
 */
export async function cardNumbersInDatabase(dataDir: string): Promise<string[]> {
  const copy = mkdtempSync(join(tmpdir(), "sabia-card-scan-"));
  cpSync(dataDir, copy, { recursive: true });
  const database = await openPglite(copy);
  try {
    const client = database.pglite!;
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await client.query<{ row: string }>(`select t::text as row from ${name} t`);
      const text = rows.rows.map((row) => row.row).join("\n");
      found.push(...cardNumbersInText(text).map((digits) => `${digits} in table ${name}`));
    }
    if (tables.rows.length === 0) found.push(`no table in ${dataDir}: not a Sabiá database`);
    return found;
  } finally {
    await database.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
