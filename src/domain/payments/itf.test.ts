import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ItfElement, itfBars, itfSvgRects } from "./itf.ts";

const seed = 20261124;

function digit(wides: boolean[]): number {
  if (wides.filter(Boolean).length !== 2) throw new Error("not 2 of 5");
  const value = [1, 2, 4, 7, 0].reduce((sum, weight, i) => sum + (wides[i] ? weight : 0), 0);
  return value === 11 ? 0 : value; // 0 is the one digit whose weights add to 11 (4 + 7)
}

/** A reader's view: widths only, decoded independently of the encoder's table (2 of 5 wide, weights 1-2-4-7-0). */
function decodeItf(elements: ItfElement[]): string {
  const start = elements.slice(0, 4);
  const stop = elements.slice(-3);
  if (start.some((e) => e.wide) || start.map((e) => e.bar).join() !== "true,false,true,false")
    throw new Error("no start pattern");
  if (stop.map((e) => `${e.bar}${e.wide}`).join() !== "truetrue,falsefalse,truefalse")
    throw new Error("no stop");
  const body = elements.slice(4, -3);
  if (body.length % 10 !== 0) throw new Error("body is not made of pairs");
  let out = "";
  for (let at = 0; at < body.length; at += 10) {
    const pair = body.slice(at, at + 10);
    if (pair.some((e, i) => e.bar !== (i % 2 === 0))) throw new Error("bars and spaces out of turn");
    out += digit(pair.filter((_, i) => i % 2 === 0).map((e) => e.wide));
    out += digit(pair.filter((_, i) => i % 2 === 1).map((e) => e.wide));
  }
  return out;
}

describe("Interleaved 2 of 5", () => {
  it("decodes every digit pair 00–99 back", () => {
    for (let pair = 0; pair < 100; pair++) {
      const digits = String(pair).padStart(2, "0");
      expect(decodeItf(itfBars(digits))).toBe(digits);
    }
  });

  it("encodes a 44-digit slip barcode in 4 + 22 × 10 + 3 elements that decode back", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{44}$/), (digits) => {
        const elements = itfBars(digits);
        expect(elements).toHaveLength(227);
        expect(decodeItf(elements)).toBe(digits);
      }),
      { seed },
    );
  });

  it("refuses odd counts and non-digits", () => {
    expect(() => itfBars("123")).toThrow(RangeError);
    expect(() => itfBars("")).toThrow(RangeError);
    expect(() => itfBars("12a4")).toThrow(RangeError);
  });
});

describe("itfSvgRects", () => {
  it("lays the bars out left to right with quiet zones on both sides", () => {
    // "00": start 4 narrow, then 0/0 = bars n n W W n with spaces n n W W n, then stop W n n.
    const { width, height, rects } = itfSvgRects("00", { narrow: 2, ratio: 3, height: 40, quietZone: 10 });
    expect(height).toBe(40);
    expect(rects).toEqual([
      { x: 20, width: 2 },
      { x: 24, width: 2 },
      { x: 28, width: 2 },
      { x: 32, width: 2 },
      { x: 36, width: 6 },
      { x: 48, width: 6 },
      { x: 60, width: 2 },
      { x: 64, width: 6 },
      { x: 72, width: 2 },
    ]);
    expect(width).toBe(74 + 20);
  });

  it("makes the 44-digit barcode as wide as its modules add up to", () => {
    // Each pair has 4 wide and 6 narrow elements: 6 + 4 × 3 = 18 narrow widths; start 4, stop 5, margins 20.
    expect(itfSvgRects("1".repeat(44)).width).toBe(22 * 18 + 4 + 5 + 20);
    expect(() => itfSvgRects("12", { ratio: 1 })).toThrow(RangeError);
  });
});
