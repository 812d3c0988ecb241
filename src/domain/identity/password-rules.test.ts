import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passwordProblems, passwordSpecialCharacters } from "./password-rules.ts";

describe("password rules (spec §5)", () => {
  it("accepts a password with 8+ characters, a letter, a number and a listed special character", () => {
    expect(passwordProblems("Sabia@2026")).toEqual([]);
    expect(passwordProblems("abc;1234")).toEqual([]);
  });

  it.each([
    ["Ab1@xyz", ["tooShort"]],
    ["12345678@", ["noLetter"]],
    ["abcdefgh@", ["noNumber"]],
    ["abcdefg12", ["noSpecial"]],
    ["abcdefg1_", ["noSpecial"]],
  ] as const)("%s has %j", (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });

  it("rejects the previous password and common ones", () => {
    expect(passwordProblems("Sabia@2026", "Sabia@2026")).toEqual(["sameAsPrevious"]);
    expect(passwordProblems("Senha@123")).toEqual(["common"]);
  });

  it("counts characters, not UTF-16 units, and accepts accented letters", () => {
    expect(passwordProblems("çãõéü1@x")).toEqual([]);
  });

  it("every listed special character counts", () => {
    for (const special of passwordSpecialCharacters) expect(passwordProblems(`abcdef1${special}`)).toEqual([]);
  });

  it("a password built from the rules always passes", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z]{6,20}$/),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...passwordSpecialCharacters),
        (letters, digit, special) => {
          expect(passwordProblems(`${letters}${digit}${special}`)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
