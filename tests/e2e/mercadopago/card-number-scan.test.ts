import { describe, expect, it } from "vitest";
import { cardNumbersInText, luhnValid, testCards } from "./card-number-scan.ts";

/** The scanner the e2e runs end with (issue 26): what it calls a card number, and what it must not. */
describe("cardNumbersInText", () => {
  it("finds a Luhn-valid run with a brand's prefix, alone or grouped as typed", () => {
    expect(cardNumbersInText('{"number":"4111111111111111"}')).toEqual(["4111111111111111"]);
    expect(cardNumbersInText("paid with 4111 1111 1111 1111.")).toEqual(["4111111111111111"]);
    expect(cardNumbersInText("amex 3782-822463-10005 ok")).toEqual(["378282246310005"]);
  });

  it("finds the cards the tests type anywhere, even glued to a word", () => {
    expect(cardNumbersInText(`card${testCards.visa}x`)).toEqual([testCards.visa]);
  });

  it("leaves digits inside a word alone: a hex signature, a UUID", () => {
    // The run CI's database held (a captcha solution's HMAC, 2026-11-28): Luhn-valid, "25" prefix, inside hex.
    expect(luhnValid("25212531185256")).toBe(true);
    expect(cardNumbersInText("9f3c25212531185256ab07")).toEqual([]);
    expect(cardNumbersInText("4532-4561-9383-154a")).toEqual([]);
  });

  it("leaves Luhn-invalid runs and runs without a brand's prefix alone", () => {
    expect(cardNumbersInText("4111111111111112")).toEqual([]);
    // A millisecond timestamp (13 digits, "17…") and a CNPJ (14 digits) are not cards.
    expect(cardNumbersInText("at 1764331200000 for 11222333000181")).toEqual([]);
  });
});
