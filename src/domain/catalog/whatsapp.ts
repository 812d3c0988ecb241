/**
 * Institution and marketplace WhatsApp setting (spec §3): areaCode is the country calling code (55 for Brazil),
 * phone the 11 national digits — two of DDD and the nine of the mobile number — shown 2+5+4 as "(11) 98765-4321",
 * and a message that opens pre-filled.
 */
export interface WhatsAppSetting {
  areaCode: string;
  phone: string;
  message: string;
}

/** A country calling code: 1 to 3 digits, never starting with 0. */
const countryCode = /^[1-9]\d{0,2}$/;
/** DDD (two digits, no 0) + a nine-digit mobile number (starting with 9): 11 digits, nothing else. */
const nationalMobile = /^[1-9]{2}9\d{8}$/;
const maxMessageLength = 500;

/** The setting when every field is well formed (digits only, right lengths), else null: no link beats a wrong one. */
export function validWhatsApp(setting: WhatsAppSetting | null | undefined): WhatsAppSetting | null {
  if (!setting) return null;
  const message = setting.message.trim();
  if (!countryCode.test(setting.areaCode) || !nationalMobile.test(setting.phone)) return null;
  if (message.length > maxMessageLength) return null;
  return { areaCode: setting.areaCode, phone: setting.phone, message };
}

/** "(11) 98765-4321" — the 11 digits grouped 2+5+4, or null when the phone is not a valid 11-digit mobile. */
export function displayWhatsAppPhone(phone: string): string | null {
  if (!nationalMobile.test(phone)) return null;
  return `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
}

/** The wa.me link: country code + DDD + number, with the message pre-filled; null when absent or malformed. */
export function whatsAppLink(setting: WhatsAppSetting | null | undefined): string | null {
  const valid = validWhatsApp(setting);
  if (!valid) return null;
  const text = valid.message ? `?text=${encodeURIComponent(valid.message)}` : "";
  return `https://wa.me/${valid.areaCode}${valid.phone}${text}`;
}

/** What a page shows: the link and the phone as people read it, or null when the setting is not usable. */
export function whatsAppContact(
  setting: WhatsAppSetting | null | undefined,
): { href: string; phone: string } | null {
  const href = whatsAppLink(setting);
  const phone = setting ? displayWhatsAppPhone(setting.phone) : null;
  return href && phone ? { href, phone } : null;
}
