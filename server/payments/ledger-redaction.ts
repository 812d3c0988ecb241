/**
 * The payments ledger keeps what reconciliation and support read — ids, amounts, statuses, status_detail, dates,
 * a card's last four digits and the slip's line — and not the personal data a provider exchange carries (LGPD's
 * necessity principle): the card token, the payer's e-mail, name, phone, address and CPF/CNPJ. Every provider's
 * lines pass through here (`paymentLedger.record`), requests, answers and webhooks alike, by field name, so a new
 * field in a provider's answer with one of these names is redacted too.
 */
export const redactedMarker = "[redacted]";

/** Fields dropped wherever they appear: secrets and contact data no reconciliation reads. */
const dropped = new Set([
  "token",
  "email",
  "phone",
  "address",
  "first_name",
  "last_name",
  "nome",
  "street_name",
  "street_number",
  "zip_code",
  "neighborhood",
  "city",
  "federal_unit",
  "logradouro",
  "cep",
]);
/** Names and numbers that are personal only inside these objects (`name` is also a bank's or a method's). */
const personalParents = new Set(["payer", "devedor", "pagador", "cardholder", "recebedor"]);
const personalInParent = new Set(["name", "number"]);
/** A document number keeps the digits Brazil shows in public listings (the CPF's 7th to 9th), nothing else. */
const documentKeys = new Set(["cpf", "cnpj"]);

/** `***.***.789-**` for a CPF; a CNPJ or anything else becomes the marker (a CNPJ's parts identify nobody alone). */
export function maskDocument(value: unknown): string {
  const digits = typeof value === "string" ? value.replace(/\D/g, "") : "";
  return digits.length === 11 ? `***.***.${digits.slice(6, 9)}-**` : redactedMarker;
}

function redactValue(value: unknown, key: string | undefined, parent: string | undefined): unknown {
  if (key !== undefined) {
    if (dropped.has(key)) return value === null || value === undefined ? value : redactedMarker;
    if (documentKeys.has(key)) return maskDocument(value);
    if (parent === "identification" && key === "number") return maskDocument(value);
    if (parent !== undefined && personalParents.has(parent) && personalInParent.has(key))
      return value === null || value === undefined ? value : redactedMarker;
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, undefined, key ?? parent));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(value)) out[childKey] = redactValue(child, childKey, key);
    return out;
  }
  return value;
}

/** A copy of a ledger line's body without personal data (the input is left as it is). */
export const redactLedgerBody = (body: unknown): unknown => redactValue(body, undefined, undefined);
