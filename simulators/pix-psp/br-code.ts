/**
 * The dynamic BR Code (EMV® QRCPS-MPM as profiled by the BCB "Manual de Padrões para Iniciação do Pix") that
 * the simulator puts in `pixCopiaECola`. Written here, not imported from src/, so that the simulator checks
 * our own BR Code code instead of sharing its mistakes.
 */

/** One EMV data object: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor), four upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Appends field 63: the CRC covers everything before it, its own id and length ("6304") included. */
export function withCrc(payloadWithoutCrc: string): string {
  const head = `${payloadWithoutCrc}6304`;
  return `${head}${crc16CcittFalse(head)}`;
}

/** Names and cities travel in the restricted EMV character set: no accents, limited length. */
function plain(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .,/-]/g, "")
    .trim()
    .slice(0, max);
}

export interface DynamicBrCode {
  /** Payload location without scheme (field 26.25), e.g. "127.0.0.1:4443/qr/v2/9d36…". */
  location: string;
  merchantName: string;
  merchantCity: string;
  /** "12.34"; left out when the payer may change the value (modalidadeAlteracao 1). */
  amount?: string | undefined;
}

/** Fields 00, 01 "12" (single use), 26 (GUI + url), 52, 53, 54?, 58, 59, 60, 62 (05 "***"), 63. */
export function dynamicBrCode(options: DynamicBrCode): string {
  const account = field("00", "br.gov.bcb.pix") + field("25", options.location);
  const body = [
    field("00", "01"),
    field("01", "12"),
    field("26", account),
    field("52", "0000"),
    field("53", "986"),
    options.amount === undefined ? "" : field("54", options.amount),
    field("58", "BR"),
    field("59", plain(options.merchantName, 25)),
    field("60", plain(options.merchantCity, 15)),
    field("62", field("05", "***")),
  ].join("");
  return withCrc(body);
}

/** Splits a BR Code into its top-level fields (tests and the control state read them back). */
export function parseEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at + 4 <= payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
