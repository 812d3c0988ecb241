import type { MailMessage } from "./outbox.ts";

/** Every character that could open markup or leave an attribute, as a numeric entity. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A message whose HTML part is its text, escaped, in paragraphs, with `link` (one absolute http(s) address that
 * the text contains) made clickable. Nothing interpolated into the text can become markup.
 */
export function textAndHtml(
  language: string,
  recipient: string,
  subject: string,
  text: string,
  link?: string,
): MailMessage {
  const anchor =
    link && /^https?:\/\//.test(link) ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : null;
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/\n/g, "<br>");
      return `<p>${anchor ? escaped.split(escapeHtml(link!)).join(anchor) : escaped}</p>`;
    })
    .join("\n");
  return {
    recipient,
    subject,
    text,
    html: `<!doctype html><html lang="${escapeHtml(language)}"><body>\n${paragraphs}\n</body></html>`,
  };
}

/** A CPF shown in a message: only its middle six digits (***.456.789-**); anything else shows nothing. */
export function maskedCpf(cpf: string | null | undefined): string | null {
  const digits = (cpf ?? "").replace(/\D/g, "");
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : null;
}
