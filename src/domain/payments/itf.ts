/**
 * Interleaved 2 of 5 (ITF), the symbology FEBRABAN prescribes for the slip's 44-digit barcode: each pair of
 * digits is five bars (first digit) interleaved with five spaces (second digit), two of each five wide.
 */

export interface ItfElement {
  /** true = a dark bar, false = a light space. */
  bar: boolean;
  wide: boolean;
}

// Wide (1) or narrow (0) for the five elements of each digit.
const patterns = ["00110", "10001", "01001", "11000", "00101", "10100", "01100", "00011", "10010", "01010"];

/** The bars and spaces, start and stop included, for an even number of digits. */
export function itfBars(digits: string): ItfElement[] {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError("ITF encodes a non-empty, even number of digits");
  const elements: ItfElement[] = [];
  const push = (bar: boolean, wide: boolean) => elements.push({ bar, wide });
  // Start: narrow bar, narrow space, twice.
  for (let i = 0; i < 2; i++) {
    push(true, false);
    push(false, false);
  }
  for (let at = 0; at < digits.length; at += 2) {
    const bars = patterns[Number(digits[at])]!;
    const spaces = patterns[Number(digits[at + 1])]!;
    for (let i = 0; i < 5; i++) {
      push(true, bars[i] === "1");
      push(false, spaces[i] === "1");
    }
  }
  // Stop: wide bar, narrow space, narrow bar.
  push(true, true);
  push(false, false);
  push(true, false);
  return elements;
}

export interface ItfSvgOptions {
  /** Width of a narrow element, in SVG user units. */
  narrow?: number;
  /** Wide ÷ narrow; ISO/IEC 16390 allows 2 to 3, and 3 reads most reliably. */
  ratio?: number;
  height?: number;
  /** Light margin on each side, in narrow widths; readers need ≥ 10 to find the start. */
  quietZone?: number;
}

/**
 * The dark bars as rectangles for a view to draw in an <svg viewBox="0 0 {width} {height}">; the margins are part
 * of `width`, so the view need not know about quiet zones.
 */
export function itfSvgRects(
  digits: string,
  { narrow = 1, ratio = 3, height = 50, quietZone = 10 }: ItfSvgOptions = {},
): { width: number; height: number; rects: Array<{ x: number; width: number }> } {
  if (!(narrow > 0) || !(ratio >= 2) || !(height > 0) || !(quietZone >= 0))
    throw new RangeError("Bad ITF sizes");
  const rects: Array<{ x: number; width: number }> = [];
  let x = quietZone * narrow;
  for (const element of itfBars(digits)) {
    const width = element.wide ? narrow * ratio : narrow;
    if (element.bar) rects.push({ x, width });
    x += width;
  }
  return { width: x + quietZone * narrow, height, rects };
}
