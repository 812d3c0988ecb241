import { formatBoleto, getBoletoInfo, isValidBoleto, parseBoleto } from "@brazilian-utils/brazilian-utils";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bankCodeWithDigit,
  boletoBarcode,
  boletoFromParts,
  boletoParts,
  digitableLine,
  dueDateFactor,
  dueDateFromFactor,
  formatDigitableLine,
  isValidBarcode,
  nossoNumero,
  parseDigitableLine,
} from "./boleto.ts";
import { addCalendarDays } from "./business-days.ts";

const seed = 20261124;
// A slip the library's own documentation shows (Banco do Brasil, R$ 1026.56, factor 7586 = 2018-07-15).
const knownLine = "00190000090114971860168524522114675860000102656";
const knownBarcode = "00196758600001026560000001149718606852452211";
const sandbox = { bankCode: "999", freeField: "1234567890123456789012345" };

/** The library reads a due date as a local-midnight Date; ours is a calendar day. */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const localDate = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

describe("due-date factor", () => {
  it("counts days from 1997-10-07 and restarts at 1000 on 2025-02-22", () => {
    expect(dueDateFactor("2000-07-03")).toBe(1000);
    expect(dueDateFactor("2018-07-15")).toBe(7586);
    expect(dueDateFactor("2025-02-21")).toBe(9999);
    expect(dueDateFactor("2025-02-22")).toBe(1000);
    expect(dueDateFactor("2025-02-23")).toBe(1001);
    expect(dueDateFactor("2049-10-13")).toBe(9999);
    expect(dueDateFactor("2049-10-14")).toBe(1000);
    expect(() => dueDateFactor("2000-07-02")).toThrow(RangeError);
  });

  it("agrees with @brazilian-utils on both sides of the restart", () => {
    for (const dueDate of ["2025-02-21", "2025-02-22"]) {
      const { digitableLine: line } = boletoFromParts({ ...sandbox, amount: 10, dueDate });
      const info = getBoletoInfo(line, { referenceDate: localDate("2025-02-15") });
      expect(info?.expirationDate && localDay(info.expirationDate)).toBe(dueDate);
    }
  });

  it("resolves a factor to the date of its cycle nearest the reference", () => {
    expect(dueDateFromFactor(1000, "2026-01-01")).toBe("2025-02-22");
    expect(dueDateFromFactor(1000, "2010-01-01")).toBe("2000-07-03");
    expect(dueDateFromFactor(9999, "2025-03-01")).toBe("2025-02-21");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (offset, drift) => {
          const due = addCalendarDays("2000-07-03", offset);
          expect(dueDateFromFactor(dueDateFactor(due), addCalendarDays(due, drift))).toBe(due);
        },
      ),
      { seed },
    );
  });
});

describe("barcode and linha digitável", () => {
  it("reads and rebuilds a known slip", () => {
    expect(parseDigitableLine(knownLine)).toBe(knownBarcode);
    expect(digitableLine(knownBarcode)).toBe(knownLine);
    expect(boletoParts(knownBarcode, "2018-07-01")).toEqual({
      bankCode: "001",
      amount: 1026.56,
      dueDate: "2018-07-15",
      freeField: "0000001149718606852452211",
    });
  });

  it("builds the barcode field by field with the mod-11 digit", () => {
    const barcode = boletoBarcode({ ...sandbox, amount: 3490.5, dueDate: "2026-03-12" });
    expect(barcode).toHaveLength(44);
    expect(barcode.slice(0, 4)).toBe("9999");
    expect(barcode.slice(5, 9)).toBe(String(dueDateFactor("2026-03-12")));
    expect(barcode.slice(9, 19)).toBe("0000349050");
    expect(barcode.slice(19)).toBe(sandbox.freeField);
    expect(isValidBarcode(barcode)).toBe(true);
  });

  it("never uses 0 as the general digit", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{25}$/),
        fc.integer({ min: 0, max: 10_000_000 }),
        (freeField, cents) => {
          const barcode = boletoBarcode({
            bankCode: "999",
            freeField,
            amount: cents / 100,
            dueDate: "2026-05-04",
          });
          expect(barcode[4]).not.toBe("0");
        },
      ),
      { seed },
    );
  });

  it("formats as printed and matches @brazilian-utils's mask", () => {
    expect(formatDigitableLine(knownLine)).toBe("00190.00009 01149.718601 68524.522114 6 75860000102656");
    expect(formatDigitableLine(knownLine)).toBe(formatBoleto(knownLine));
    expect(parseDigitableLine(formatDigitableLine(knownLine))).toBe(knownBarcode);
  });

  it("refuses lines and barcodes with a wrong digit, and bad inputs", () => {
    expect(parseDigitableLine(knownLine.slice(0, 9) + "8" + knownLine.slice(10))).toBeNull();
    expect(parseDigitableLine(knownLine.slice(0, 32) + "7" + knownLine.slice(33))).toBeNull();
    expect(parseDigitableLine("123")).toBeNull();
    expect(isValidBarcode(knownBarcode.replace("67586", "67587"))).toBe(false);
    expect(() => digitableLine("1".repeat(44))).toThrow(RangeError);
    expect(() => boletoBarcode({ ...sandbox, bankCode: "99", amount: 1, dueDate: "2026-03-12" })).toThrow();
    expect(() => boletoBarcode({ ...sandbox, amount: 1.005, dueDate: "2026-03-12" })).toThrow(RangeError);
    expect(() => boletoBarcode({ ...sandbox, amount: 100_000_000, dueDate: "2026-03-12" })).toThrow(
      RangeError,
    );
  });

  it("gives slips @brazilian-utils validates and reads back, for any amount, date and free field", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{3}$/),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 9000, max: 16_000 }), // 2022-07 … 2041-08, across the 2025 restart
        fc.stringMatching(/^\d{25}$/),
        (bankCode, cents, offset, freeField) => {
          const parts = {
            bankCode,
            amount: cents / 100,
            dueDate: addCalendarDays("1997-10-07", offset),
            freeField,
          };
          const slip = boletoFromParts(parts);
          expect(isValidBoleto(slip.digitableLine)).toBe(true);
          expect(isValidBoleto(formatDigitableLine(slip.digitableLine))).toBe(true);
          expect(parseBoleto(formatDigitableLine(slip.digitableLine))).toBe(slip.digitableLine);
          const info = getBoletoInfo(slip.digitableLine, { referenceDate: localDate(parts.dueDate) });
          expect(info?.amount).toBe(cents);
          expect(info?.bankCode).toBe(bankCode);
          expect(info?.expirationDate && localDay(info.expirationDate)).toBe(parts.dueDate);
          expect(parseDigitableLine(slip.digitableLine)).toBe(slip.barcode);
          expect(boletoParts(slip.barcode, parts.dueDate)).toEqual(parts);
        },
      ),
      { seed, numRuns: 300 },
    );
  });
});

describe("the bank code with its check digit", () => {
  it("is the code and its modulo-11 digit, as banks print it", () => {
    // Published pairs: Banco do Brasil, Santander, Caixa, Bradesco, Itaú, Sicoob.
    expect(["001", "033", "104", "237", "341", "756"].map(bankCodeWithDigit)).toEqual([
      "001-9",
      "033-7",
      "104-0",
      "237-2",
      "341-7",
      "756-0",
    ]);
  });
});

/** A barcode of `bankCode` whose free field is `freeField` (25 digits). */
const slipOf = (bankCode: string, freeField: string) =>
  boletoFromParts({ bankCode, amount: 590, dueDate: "2026-12-02", freeField }).barcode;

/** Bradesco's free field: agency 3381, the carteira, the 11-digit number, account 0123456 and a zero. */
const bradescoField = (carteira: string, number: string) => `3381${carteira}${number}01234560`;

describe("the nosso número a barcode carries", () => {
  it("is Bradesco's carteira/número-DV, the digit modulo 11 with weights 2 to 7", () => {
    // Bradesco's published example: carteira 19, número 00000000002, digit 8.
    expect(nossoNumero(slipOf("237", bradescoField("19", "00000000002")))).toBe("19/00000000002-8");
    // Remainder 1 prints "P" (4·2 + 1·4 = 12), remainder 0 prints "0" (4·2 + 1·3 = 11).
    expect(nossoNumero(slipOf("237", bradescoField("00", "00000000104")))).toBe("00/00000000104-P");
    expect(nossoNumero(slipOf("237", bradescoField("00", "00000000014")))).toBe("00/00000000014-0");
  });

  it("is the purchase's number for the sandbox's bank, and unknown for other banks' layouts", () => {
    expect(nossoNumero(slipOf("999", "1234567800000000202600100"))).toBe("00000000202600100");
    expect(nossoNumero(slipOf("341", "1".repeat(25)))).toBeNull();
    expect(nossoNumero("123")).toBeNull();
  });
});
