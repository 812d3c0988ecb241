/**
 * Brazilian states by postal code (CEP) range, as the Correios publish them (five-digit prefixes, inclusive).
 * Used by GET /api/subscription/postalcode/locality and by address forms.
 */
const ranges: ReadonlyArray<readonly [from: number, to: number, state: string]> = [
  [1000, 19999, "SP"],
  [20000, 28999, "RJ"],
  [29000, 29999, "ES"],
  [30000, 39999, "MG"],
  [40000, 48999, "BA"],
  [49000, 49999, "SE"],
  [50000, 56999, "PE"],
  [57000, 57999, "AL"],
  [58000, 58999, "PB"],
  [59000, 59999, "RN"],
  [60000, 63999, "CE"],
  [64000, 64999, "PI"],
  [65000, 65999, "MA"],
  [66000, 68899, "PA"],
  [68900, 68999, "AP"],
  [69000, 69299, "AM"],
  [69300, 69399, "RR"],
  [69400, 69899, "AM"],
  [69900, 69999, "AC"],
  [70000, 72799, "DF"],
  [72800, 72999, "GO"],
  [73000, 73699, "DF"],
  [73700, 76799, "GO"],
  [76800, 76999, "RO"],
  [77000, 77999, "TO"],
  [78000, 78899, "MT"],
  [79000, 79999, "MS"],
  [80000, 87999, "PR"],
  [88000, 89999, "SC"],
  [90000, 99999, "RS"],
];

/** Eight digits, with or without the hyphen ("01310-100" or "01310100"); anything else is not a CEP. */
export function normalizePostalCode(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{5}-?\d{3}$/.test(trimmed)) return null;
  return trimmed.replace("-", "");
}

/** The state (UF) of a CEP, or null when no official range holds it. */
export function stateOfPostalCode(value: string): string | null {
  const digits = normalizePostalCode(value);
  if (digits === null) return null;
  const prefix = Number(digits.slice(0, 5));
  for (const [from, to, state] of ranges) if (prefix >= from && prefix <= to) return state;
  return null;
}
