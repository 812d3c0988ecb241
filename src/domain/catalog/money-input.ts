/**
 * An amount of reais as people type it, in any of the three languages: "200", "200,5", "1.234,56" (pt-BR, es),
 * "1,234.56" (en), with or without "R$". Null when it is not an amount of whole cents ≥ 0.
 */
export function parseReais(text: string): number | null {
  const cleaned = text.replace(/R\$|\s/g, "");
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const lastSeparator = Math.max(cleaned.lastIndexOf(","), cleaned.lastIndexOf("."));
  const decimals = lastSeparator === -1 ? "" : cleaned.slice(lastSeparator + 1);
  const isDecimal = lastSeparator !== -1 && decimals.length <= 2;
  const whole = (isDecimal ? cleaned.slice(0, lastSeparator) : cleaned).replace(/[.,]/g, "");
  const cents = isDecimal ? decimals.padEnd(2, "0") : "00";
  if (!/^\d+$/.test(whole || "0")) return null;
  return Number(whole || "0") + Number(cents) / 100;
}

/** An amount for an input field in the person's language, without the currency symbol: "1234,56" / "1234.56". */
export const amountText = (value: number, language: string) =>
  language === "en" ? value.toFixed(2) : value.toFixed(2).replace(".", ",");
