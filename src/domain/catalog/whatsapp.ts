/** Institution WhatsApp setting (spec §3): area code, an 11-digit phone shown 2+5+4, and a message. */
export interface WhatsAppSetting {
  areaCode: string;
  phone: string;
  message: string;
}

const digits = (value: string) => value.replace(/\D/g, "");

/** "11 98765 4321" — the 11 digits grouped 2+5+4, or null when the phone is not 11 digits. */
export function displayWhatsAppPhone(phone: string): string | null {
  const d = digits(phone);
  if (d.length !== 11) return null;
  return `${d.slice(0, 2)} ${d.slice(2, 7)} ${d.slice(7)}`;
}

/** The wa.me link: country (area) code + phone, with the message pre-filled; null when not configured. */
export function whatsAppLink(setting: WhatsAppSetting | null | undefined): string | null {
  if (!setting) return null;
  const phone = digits(setting.phone);
  const areaCode = digits(setting.areaCode);
  if (phone.length !== 11 || areaCode === "") return null;
  const text = setting.message.trim() ? `?text=${encodeURIComponent(setting.message.trim())}` : "";
  return `https://wa.me/${areaCode}${phone}${text}`;
}
