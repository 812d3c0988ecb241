import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commonPasswordBases } from "./common-passwords.ts";
import {
  isCommonPassword,
  passwordBases,
  passwordProblems,
  passwordSpecialCharacters,
} from "./password-rules.ts";

describe("password rules (spec §5)", () => {
  it("accepts a password with 8+ characters, a letter, a number and a listed special character", () => {
    expect(passwordProblems("Tucano#2026")).toEqual([]);
    expect(passwordProblems("kbm;1234x")).toEqual([]);
  });

  it.each([
    ["Kb1@xyz", ["tooShort"]],
    ["92734618@", ["noLetter", "common"]],
    ["tucanos#@", ["noNumber"]],
    ["tucanos12", ["noSpecial"]],
    ["tucanos1_", ["noSpecial"]],
  ] as const)("%s has %j", (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });

  it("rejects the previous password and common ones", () => {
    expect(passwordProblems("Tucano#2026", "Tucano#2026")).toEqual(["sameAsPrevious"]);
    expect(passwordProblems("Senha@123")).toEqual(["common"]);
  });

  it("counts characters, not UTF-16 units, and accepts accented letters", () => {
    expect(passwordProblems("çãõéü1@x")).toEqual([]);
  });

  it("every listed special character counts", () => {
    for (const special of passwordSpecialCharacters)
      expect(passwordProblems(`kbmtrw1${special}`)).toEqual([]);
  });
});

describe("common-password blocklist", () => {
  it("has a few hundred bases in pt-BR and en, lower case and without accents", () => {
    expect(commonPasswordBases.length).toBeGreaterThan(300);
    for (const base of commonPasswordBases) expect(base).toMatch(/^[a-z0-9]+$/);
  });

  it.each([
    "Senha@123",
    "P@ssw0rd!",
    "S3nh4!23",
    "Flamengo2026#",
    "C0r1nth1@ns!",
    "Brasil@2026",
    "Sabia@2026",
    "Janeiro#2025",
    "Qwerty@123",
    "1q2w3e4r!",
    "Abc@12345",
    "Abcdef1!",
    "Asdfgh#12",
    "Aaaa@1234",
    "Abab#1234",
    "a1234567!",
    "Ab#12345",
    "!!Mudar123",
    "Palmeiras*10",
    "Maria.1980",
    "Setembro-77",
    "iloveyou1!",
    "Welcome1!",
    "B4nana$99",
  ])("refuses %s", (password) => {
    expect(passwordProblems(password)).toContain("common");
  });

  it.each([
    "Tucano#2026",
    "Nova#Senha9",
    "Outra#Senha7",
    "Novato@2026x",
    "Trocada#2026",
    "x9!k2#p7",
    "Definitiva#26",
  ])("accepts %s", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it("reads back the bases a password is built on", () => {
    expect(passwordBases("P@ssw0rd!").bases).toContain("password");
    expect(passwordBases("Senha@123").core).toBe("senha");
  });

  it("refuses any letter-only base of the list, however decorated (case, leetspeak, digits and symbols around)", () => {
    const letterBases = commonPasswordBases.filter((base) => /^[a-z]{3,}$/.test(base));
    const leetOf: Record<string, string[]> = {
      a: ["@", "4"],
      e: ["3"],
      o: ["0"],
      s: ["$", "5"],
      t: ["7"],
      i: ["1"],
      l: ["1"],
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...letterBases),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 30, maxLength: 30 }),
        fc.stringMatching(/^[0-9.;:,<>#?!@$%^&*-]{1,6}$/),
        fc.stringMatching(/^[0-9#!*]{0,2}$/),
        (base, choices, trailing, leading) => {
          const disguised = [...base]
            .map((letter, index) => {
              const choice = choices[index]!;
              if (choice === 1) return letter.toUpperCase();
              if (choice === 2 && leetOf[letter]) return leetOf[letter][index % leetOf[letter].length]!;
              return letter;
            })
            .join("");
          expect(isCommonPassword(`${leading}${disguised}${trailing}`)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a password built from the rules on letters that form no word or row passes", () => {
    fc.assert(
      fc.property(
        // Consonants without f, g, h, x, c: no word of the list, no run along the alphabet or a keyboard row.
        fc.stringMatching(/^[bdjkmnpqrstvwz]{6,20}$/).filter((letters) => new Set(letters).size >= 4),
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

describe("personal passwords", () => {
  const owner = { username: "beatriz.nogueira", name: "Beatriz Nogueira", email: "bia.nogueira@example.com" };

  it.each(["Beatriz@2026", "N0gu3ir4#1", "Beatriz.Nogueira1!", "BeatrizNogueira#9", "Bia.Nogueira@1"])(
    "refuses %s for Beatriz",
    (password) => {
      expect(passwordProblems(password, undefined, owner)).toContain("personal");
    },
  );

  it("accepts what has nothing of her, and any username used as its own password is refused", () => {
    expect(passwordProblems("Tucano#2026", undefined, owner)).toEqual([]);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[bdjkmnpqrstvwz]{4,12}$/),
        fc.integer({ min: 10, max: 99 }),
        (username, year) => {
          expect(passwordProblems(`${username}#${year}`, undefined, { username })).toContain("personal");
        },
      ),
      { numRuns: 200 },
    );
  });
});
