/**
 * An e-mail address shown to someone who is not its owner (issue 25, "is this e-mail already registered"): the
 * first letter of the mailbox, the first letter of the domain and its last label, so the owner recognises it
 * and a stranger learns neither the mailbox nor the provider — "aluno@sabia.dev" → "a***@s***.dev",
 * "maria@empresa.com.br" → "m***@e***.br".
 */
/** The first character (a whole code point, so an accented letter stays whole). */
const first = (text: string) => Array.from(text)[0] ?? "";

export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const mailbox = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : "";
  const lastDot = domain.lastIndexOf(".");
  const topLevel = lastDot > 0 ? domain.slice(lastDot) : "";
  return `${first(mailbox)}***@${first(domain)}***${topLevel}`.toLowerCase();
}
