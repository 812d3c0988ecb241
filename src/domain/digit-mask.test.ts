import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastCheckSeed } from "#scripts/fast-check-seed.ts";
import { caretAfterDigits, deleteAcrossSeparator, digitMasks, formatDigits, reformat } from "./digit-mask.ts";

const { cpf, cellphone } = digitMasks;

describe("digit masks (spec §5)", () => {
  it("lays digits into the mask, separators only before a digit", () => {
    expect(formatDigits(cpf, "")).toBe("");
    expect(formatDigits(cpf, "529")).toBe("529");
    expect(formatDigits(cpf, "5299")).toBe("529.9");
    expect(formatDigits(cpf, "52998224725")).toBe("529.982.247-25");
    expect(formatDigits(cellphone, "5")).toBe("(5");
    expect(formatDigits(cellphone, "519")).toBe("(51) 9");
    expect(formatDigits(cellphone, "51999990000")).toBe("(51) 99999-0000");
  });

  it("a paste, formatted or not, and extra digits come out the same", () => {
    expect(reformat(cpf, "529.982.247-25", 14).text).toBe("529.982.247-25");
    expect(reformat(cpf, "52998224725", 11)).toEqual({ text: "529.982.247-25", caret: 14 });
    expect(reformat(cpf, "529 982 247 25 99", 17).text).toBe("529.982.247-25");
    expect(reformat(cellphone, "+55 (51) 99999-0000", 19).text).toBe("(55) 51999-9900");
  });

  it("the caret stays after the digit it was after", () => {
    // Typing "1" between the 2 and the 9 of "529": the caret stands after the 1, the third digit.
    expect(reformat(cpf, "529.982", 7)).toEqual({ text: "529.982", caret: 7 });
    expect(reformat(cpf, "5219", 3)).toEqual({ text: "521.9", caret: 3 });
    expect(reformat(cpf, "5299", 4)).toEqual({ text: "529.9", caret: 5 });
    expect(caretAfterDigits("(51) 9", 0)).toBe(1);
  });

  it("backspace next to a separator removes the digit beyond it", () => {
    expect(deleteAcrossSeparator(cpf, "529.982", 4, "backward")).toEqual({ text: "529.82", caret: 2 });
    expect(deleteAcrossSeparator(cpf, "529.982", 3, "forward")).toEqual({ text: "529.82", caret: 3 });
    expect(deleteAcrossSeparator(cpf, "529.982", 5, "backward")).toBeNull();
    expect(deleteAcrossSeparator(cellphone, "(5", 1, "backward")).toBeNull();
  });

  it("whatever is typed or pasted, the field shows the mask of its first digits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat(30), (typed, caretSeed) => {
        const caret = caretSeed % (typed.length + 1);
        const { text, caret: after } = reformat(cpf, typed, caret);
        const digits = typed.replace(/\D/g, "").slice(0, 11);
        expect(text).toBe(formatDigits(cpf, digits));
        expect(text.replace(/\D/g, "")).toBe(digits);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(text.length);
      }),
      { seed: fastCheckSeed, numRuns: 300 },
    );
  });
});
