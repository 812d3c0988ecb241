import type { Language } from "../language.ts";

/**
 * Prices are Brazilian reais whatever the interface language; only the number format follows the language.
 * The narrow symbol and forced grouping keep Spanish from printing "3490,00 BRL" (ICU's default for es).
 */
const brlFormats = new Map<Language, Intl.NumberFormat>();

export function formatBrl(value: number, language: Language = "pt-BR"): string {
  // Building a NumberFormat costs far more than formatting with it; a course page formats dozens of prices
  // (issue 17 profile): one per language for the life of the process.
  let format = brlFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: "currency",
      currency: "BRL",
      currencyDisplay: "narrowSymbol",
      useGrouping: "always",
    });
    brlFormats.set(language, format);
  }
  return format.format(value);
}

/** "12× de R$ 49,90" (spec §2 course page price block). */
export function installmentsLabel(count: number, value: number, language: Language = "pt-BR"): string {
  const amount = formatBrl(value, language);
  if (language === "en") return `${count}× of ${amount}`;
  return `${count}× de ${amount}`;
}

/** Installments that add up to the price (to the cent each): "sem juros". */
export function isInterestFree(price: number, count: number, value: number): boolean {
  return Math.abs(count * value - price) <= count * 0.01;
}

/** Discount in whole percent from old and new price, never negative. */
export function discountPercent(oldPrice: number, newPrice: number): number {
  if (oldPrice <= 0 || newPrice >= oldPrice) return 0;
  return Math.round(((oldPrice - newPrice) / oldPrice) * 100);
}
