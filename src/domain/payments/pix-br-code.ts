/**
 * Pix "copia e cola" / QR payloads: the EMV® QRCPS BR Code as the BCB's "Manual de Padrões para Iniciação do Pix"
 * lays it out — ID (2 digits), length (2 digits), value, nested for the templates, closed by a CRC-16.
 */

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over the UTF-8 bytes. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const pixGui = "br.gov.bcb.pix";
const maxLength = 99; // two length digits

function tlv(id: string, value: string): string {
  if (value.length > maxLength) throw new RangeError(`BR Code field ${id} is longer than ${maxLength}`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** Payers' apps show name and city on the confirmation screen; the manual allows only plain ASCII there. */
const plainAscii = (text: string, max: number): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .trim()
    .slice(0, max)
    .trim();

export interface PixPayloadInput {
  /** The receiver's Pix key in its DICT form (EVP in lower case, +55… phone, e-mail, CPF/CNPJ digits). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Reais; omitted → the payer types the amount. */
  amount?: number;
  /** Up to 25 letters and digits; it is what lets the receiver match the payment to a purchase. */
  txid?: string;
  description?: string;
}

function amountField(amount: number): string {
  const cents = Math.round(amount * 100);
  // Refuse rather than round: a payload must never ask the payer for a sum other than the one meant.
  if (!Number.isFinite(amount) || cents <= 0 || Math.abs(amount * 100 - cents) > 1e-6)
    throw new RangeError(`Pix amount must be positive with at most 2 decimals: ${amount}`);
  const text = (cents / 100).toFixed(2);
  if (text.length > 13) throw new RangeError(`Pix amount has more than 13 characters: ${text}`);
  return tlv("54", text);
}

export function pixPayload(input: PixPayloadInput): string {
  const { key, txid, amount } = input;
  if (key === "" || key.length > 77) throw new RangeError("Pix key must have 1 to 77 characters");
  if (txid !== undefined && !/^[A-Za-z0-9]{1,25}$/.test(txid))
    throw new RangeError(`Pix txid must be 1 to 25 letters or digits: ${txid}`);
  const name = plainAscii(input.merchantName, 25);
  const city = plainAscii(input.merchantCity, 15);
  if (name === "" || city === "") throw new RangeError("Pix merchant name and city are required");

  // The description gets whatever room template 26 has left after the GUI and the key.
  const room = maxLength - tlv("00", pixGui).length - tlv("01", key).length - 4;
  const description = plainAscii(input.description ?? "", Math.max(room, 0));
  const account = tlv("00", pixGui) + tlv("01", key) + (description === "" ? "" : tlv("02", description));

  const body = [
    tlv("00", "01"),
    // "12" = this code may be paid once, which is what a txid-bearing checkout code is; "11" = reusable.
    tlv("01", txid === undefined ? "11" : "12"),
    tlv("26", account),
    tlv("52", "0000"),
    tlv("53", "986"),
    amount === undefined ? "" : amountField(amount),
    tlv("58", "BR"),
    tlv("59", name),
    tlv("60", city),
    tlv("62", tlv("05", txid ?? "***")),
    "6304",
  ].join("");
  return body + crc16CcittFalse(body);
}

export type ParsedPixPayload =
  | {
      ok: true;
      fields: Record<string, string>;
      /** The receiver's key of a static code; null in a dynamic one, which carries `location` instead. */
      key: string | null;
      /** The PSP's payload URL (26/25, without scheme) of a dynamic code; null in a static one. */
      location: string | null;
      amount: number | null;
      txid: string | null;
    }
  | { ok: false; reason: string };

/** Splits one TLV level; null when a length runs past the end or is not two digits. */
function splitTlv(text: string): Array<[string, string]> | null {
  const out: Array<[string, string]> = [];
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length) || at + 4 + Number(length) > text.length) return null;
    out.push([id, text.slice(at + 4, at + 4 + Number(length))]);
    at += 4 + Number(length);
  }
  return out;
}

// Templates whose values are themselves TLV: merchant account information (26–51) and additional data (62).
const isTemplate = (id: string) => (Number(id) >= 26 && Number(id) <= 51) || id === "62";

/**
 * Reads a payload back: `fields` holds the top-level values by ID and the sub-fields of templates as "26.01",
 * "62.05". Checks the structure, the CRC and that a Pix account is there: GUI br.gov.bcb.pix with a key (01, a
 * static code) or with the PSP's location URL (25, a dynamic code — the BCB manual's "QR dinâmico").
 */
export function parsePixPayload(payload: string): ParsedPixPayload {
  const top = splitTlv(payload);
  if (!top) return { ok: false, reason: "malformed TLV structure" };
  const fields: Record<string, string> = {};
  for (const [id, value] of top) {
    if (id in fields) return { ok: false, reason: `field ${id} repeated` };
    fields[id] = value;
    if (!isTemplate(id)) continue;
    const sub = splitTlv(value);
    if (!sub) return { ok: false, reason: `malformed template ${id}` };
    for (const [subId, subValue] of sub) fields[`${id}.${subId}`] = subValue;
  }
  if (top[0]?.[0] !== "00" || fields["00"] !== "01")
    return { ok: false, reason: "payload format indicator 00 ≠ 01" };
  const last = top.at(-1);
  if (last?.[0] !== "63" || last[1].length !== 4)
    return { ok: false, reason: "CRC field 63 missing or not last" };
  if (crc16CcittFalse(payload.slice(0, -4)) !== last[1].toUpperCase())
    return { ok: false, reason: "CRC mismatch" };
  for (const id of ["52", "53", "58", "59", "60"])
    if (!fields[id]) return { ok: false, reason: `mandatory field ${id} missing` };

  const account = top.find(
    ([id]) => isTemplate(id) && id !== "62" && fields[`${id}.00`]?.toLowerCase() === pixGui,
  );
  const key = account ? fields[`${account[0]}.01`] : undefined;
  const location = account ? fields[`${account[0]}.25`] : undefined;
  if (!key && !location)
    return { ok: false, reason: "no Pix key or location (br.gov.bcb.pix template with 01 or 25)" };

  const amountText = fields["54"];
  const amount = amountText === undefined ? null : Number(amountText);
  if (amount !== null && !(amount > 0)) return { ok: false, reason: "amount 54 is not a positive number" };
  const txid = fields["62.05"];
  return {
    ok: true,
    fields,
    key: key ?? null,
    location: location ?? null,
    amount,
    txid: txid === undefined || txid === "***" ? null : txid,
  };
}
