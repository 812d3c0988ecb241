import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardBrand,
  cardNumberLength,
  cvvLength,
  digitsOnly,
  expiryValid,
  formatCardNumber,
  last4,
  luhnValid,
} from "./card.ts";

const seed = 20261124;

/** Appends the digit that makes `body` pass Luhn (computed here the "double every second from the right" way). */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    const sum = [...`${body}${digit}`]
      .toReversed()
      .map((d, i) => (i % 2 === 1 ? Number(d) * 2 : Number(d)))
      .reduce((total, n) => total + (n > 9 ? n - 9 : n), 0);
    if (sum % 10 === 0) return `${body}${digit}`;
  }
  throw new Error("unreachable");
}

// Test numbers the networks and acquirers publish, plus Luhn-completed ones inside Elo's 4… BINs; all pass Luhn.
const known = {
  visa: ["4111111111111111", "4012888888881881", "4222222222222"],
  mastercard: ["5555555555554444", "5105105105105100", "2223003122003222"],
  amex: ["378282246310005", "371449635398431"],
  diners: ["30569309025904", "38520000023237", "36006666333344"],
  elo: ["6362970000457013", "5067224275805500", "4389350000000002", "4011780000000006"],
  hipercard: ["6062825624254001", "3841001111222233338"],
} as const;

describe("luhnValid", () => {
  it("accepts the published test numbers, spaced or not", () => {
    expect(luhnValid("4111 1111 1111 1111")).toBe(true);
    expect(luhnValid("4111-1111-1111-1111")).toBe(true);
    expect(luhnValid("3782 822463 10005")).toBe(true);
  });

  it("rejects a changed digit, letters, and lengths no card has", () => {
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("4111a111111111111")).toBe(false);
    expect(luhnValid("00")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid(withCheckDigit("4".repeat(19)))).toBe(false); // 20 digits
  });

  it("catches every single-digit typo", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          const number = withCheckDigit(body);
          const typo = number.slice(0, at) + ((Number(number[at]) + shift) % 10) + number.slice(at + 1);
          expect(luhnValid(number)).toBe(true);
          expect(luhnValid(typo)).toBe(false);
        },
      ),
      { seed },
    );
  });
});

describe("cardBrand", () => {
  it("names the brand of the test numbers", () => {
    for (const [brand, numbers] of Object.entries(known))
      for (const number of numbers) {
        expect([number, cardBrand(number)]).toEqual([number, brand]);
        expect([number, luhnValid(number)]).toEqual([number, true]);
      }
  });

  it("puts Elo BINs that start with 4 and 5 before Visa and Mastercard", () => {
    expect(cardBrand("401178")).toBe("elo");
    expect(cardBrand("401180")).toBe("visa");
    expect(cardBrand("457632")).toBe("elo");
    expect(cardBrand("457633")).toBe("visa");
    expect(cardBrand("509999")).toBe("elo");
    expect(cardBrand("506698")).toBeNull();
    expect(cardBrand("650034")).toBeNull();
    expect(cardBrand("650719")).toBeNull();
    expect(cardBrand("655020")).toBeNull();
    expect(cardBrand("655058")).toBe("elo");
  });

  it("tells Hipercard 3841 from Diners 38, and knows Mastercard's 2-series edges", () => {
    expect(cardBrand("384100")).toBe("hipercard");
    expect(cardBrand("384200")).toBe("diners");
    expect(cardBrand("3050")).toBe("diners");
    expect(cardBrand("3060")).toBeNull();
    expect(cardBrand("2221")).toBe("mastercard");
    expect(cardBrand("2720")).toBe("mastercard");
    expect(cardBrand("2220")).toBeNull();
    expect(cardBrand("2721")).toBeNull();
    expect(cardBrand("5600")).toBeNull();
    expect(cardBrand("6011111111111117")).toBeNull(); // Discover is not taken here
  });

  it("gives each brand its usual length and security-code length", () => {
    expect(cardNumberLength("amex")).toBe(15);
    expect(cardNumberLength("diners")).toBe(14);
    expect(cardNumberLength("elo")).toBe(16);
    expect(cvvLength("amex")).toBe(4);
    expect(cvvLength("visa")).toBe(3);
    expect(cvvLength("elo")).toBe(3);
  });
});

describe("expiryValid", () => {
  it("keeps a card good through the last day of its month", () => {
    expect(expiryValid(3, 2026, "2026-03-31")).toBe(true);
    expect(expiryValid(3, 2026, "2026-04-01")).toBe(false);
    expect(expiryValid(12, 2025, "2026-01-15")).toBe(false);
    expect(expiryValid(1, 27, "2026-12-31")).toBe(true);
  });

  it("reads an instant in São Paulo", () => {
    // 02:00 UTC on April 1 is still March 31 in São Paulo.
    expect(expiryValid(3, 2026, new Date("2026-04-01T02:00:00Z"))).toBe(true);
    expect(expiryValid(3, 2026, new Date("2026-04-01T03:00:00Z"))).toBe(false);
  });

  it("refuses impossible months and years far ahead", () => {
    expect(expiryValid(0, 2027, "2026-01-01")).toBe(false);
    expect(expiryValid(13, 2027, "2026-01-01")).toBe(false);
    expect(expiryValid(1, 2047, "2026-01-01")).toBe(false);
    expect(expiryValid(1, 2046, "2026-01-01")).toBe(true);
  });
});

describe("display", () => {
  it("shows the last 4 and groups the digits as printed", () => {
    expect(digitsOnly("4111 1111-1111.1111")).toBe("4111111111111111");
    expect(last4("4111 1111 1111 1111")).toBe("1111");
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("30569309025904")).toBe("3056 930902 5904");
    expect(formatCardNumber("3841001111222233338")).toBe("3841 0011 1122 2233 338");
  });

  it("formats as the payer types", () => {
    expect(formatCardNumber("41111")).toBe("4111 1");
    expect(formatCardNumber("4111")).toBe("4111");
    expect(formatCardNumber("3782822")).toBe("3782 822");
    expect(formatCardNumber("")).toBe("");
  });
});
