/**
 * Digit masks of spec §5 (`_` is one digit): CPF ___.___.___-__ and cellphone (__) _____-____.
 * Pure functions; the view attaches them to an input (views/ui/use-input-mask.ts).
 */
export const digitMasks = {
  cpf: "___.___.___-__",
  cellphone: "(__) _____-____",
} as const;

export type DigitMask = (typeof digitMasks)[keyof typeof digitMasks];

const slotCount = (mask: string) => [...mask].filter((char) => char === "_").length;

/** The digits of a text, at most as many as the mask holds ("529.982.247-25" → "52998224725"). */
export const maskDigits = (mask: string, text: string) => text.replace(/\D/g, "").slice(0, slotCount(mask));

/**
 * The digits laid into the mask. A separator is written only when a digit follows it, so a half-typed value has
 * no dangling "." or ") " ("529" → "529", "5299" → "529.9").
 */
export function formatDigits(mask: string, digits: string): string {
  let text = "";
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === "_") text += digits[next++];
    else text += char;
  }
  return text;
}

/** Where the caret goes in a formatted text to stand right after its `count`-th digit. */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) {
    const firstDigit = text.search(/\d/);
    return firstDigit === -1 ? text.length : firstDigit;
  }
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!) && ++seen === count) return index + 1;
  }
  return text.length;
}

export interface MaskedEdit {
  readonly text: string;
  readonly caret: number;
}

/** Any edit (typing, paste, autofill, deleting): keep the digits, re-lay them, keep the caret after the same digit. */
export function reformat(mask: string, value: string, caret: number): MaskedEdit {
  const digitsBefore = maskDigits(mask, value.slice(0, caret)).length;
  const text = formatDigits(mask, maskDigits(mask, value));
  return { text, caret: caretAfterDigits(text, digitsBefore) };
}

/**
 * Backspace (or Delete) right next to a separator removes the digit beyond it, as a person means; otherwise the
 * separator would come straight back and the caret would not move. Null when the browser's own edit is right.
 */
export function deleteAcrossSeparator(
  mask: string,
  value: string,
  caret: number,
  direction: "backward" | "forward",
): MaskedEdit | null {
  const neighbour = direction === "backward" ? value[caret - 1] : value[caret];
  if (neighbour === undefined || /\d/.test(neighbour)) return null;
  const digits = maskDigits(mask, value);
  const digitsBefore = maskDigits(mask, value.slice(0, caret)).length;
  const removed = direction === "backward" ? digitsBefore - 1 : digitsBefore;
  if (removed < 0 || removed >= digits.length) return null;
  const text = formatDigits(mask, digits.slice(0, removed) + digits.slice(removed + 1));
  return { text, caret: caretAfterDigits(text, removed) };
}
