import type { MailMessage } from "../mail/outbox.ts";

/**
 * Identity e-mails and SMS in the recipient's language (pt-BR, en, es), with the application's logo URL as
 * the spec's bodies carry it. The server cannot read the client's i18n files (import rule), so the three
 * languages of these few messages live here.
 */
export type MailLanguage = "pt-BR" | "en" | "es";

export function mailLanguage(value: string | null | undefined): MailLanguage {
  const tag = (value ?? "").toLowerCase();
  if (tag.startsWith("en")) return "en";
  if (tag.startsWith("es")) return "es";
  return "pt-BR";
}

/** The first language of an Accept-Language header that we speak; pt-BR otherwise. */
export function languageOfHeader(header: string | null | undefined): MailLanguage {
  for (const part of (header ?? "").split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase();
    if (tag.startsWith("pt")) return "pt-BR";
    if (tag.startsWith("en")) return "en";
    if (tag.startsWith("es")) return "es";
  }
  return "pt-BR";
}

const texts = {
  "pt-BR": {
    codeSubject: "Seu código de acesso",
    code: (code: string) =>
      `Seu código de verificação é ${code}. Ele vale por 10 minutos. Se não foi você, ignore esta mensagem.`,
    usernameSubject: "Seu usuário",
    username: (name: string, username: string, link: string) =>
      `Olá, ${name}. Seu usuário é: ${username}\nEntre em: ${link}`,
    resetSubject: "Redefinição de senha",
    reset: (name: string, link: string) =>
      `Olá, ${name}. Para criar uma nova senha, abra este link (vale por 1 hora e pode ser usado uma vez):\n${link}\nSe não foi você que pediu, ignore esta mensagem.`,
    lockedSubject: "Alerta de segurança",
    locked: (name: string) =>
      `Olá, ${name}. Alguém digitou a senha da sua conta e não conseguiu confirmar o código de verificação (códigos errados ou pedidos demais), e o acesso por código foi bloqueado por um tempo. Se não foi você, troque sua senha agora.`,
    welcomeSubject: "Bem-vindo ao Sabiá",
    welcome: (name: string, username: string, link: string) =>
      `Olá, ${name}. Sua conta foi criada. Usuário: ${username}\nEntre em: ${link}`,
    logo: "Logo",
  },
  en: {
    codeSubject: "Your access code",
    code: (code: string) =>
      `Your verification code is ${code}. It is valid for 10 minutes. If this was not you, ignore this message.`,
    usernameSubject: "Your username",
    username: (name: string, username: string, link: string) =>
      `Hello, ${name}. Your username is: ${username}\nSign in at: ${link}`,
    resetSubject: "Password reset",
    reset: (name: string, link: string) =>
      `Hello, ${name}. To choose a new password, open this link (valid for 1 hour, usable once):\n${link}\nIf you did not ask for it, ignore this message.`,
    lockedSubject: "Security alert",
    locked: (name: string) =>
      `Hello, ${name}. Someone typed your account's password but could not confirm the verification code (wrong codes or too many requests), and sign-in by code was blocked for a while. If this was not you, change your password now.`,
    welcomeSubject: "Welcome to Sabiá",
    welcome: (name: string, username: string, link: string) =>
      `Hello, ${name}. Your account was created. Username: ${username}\nSign in at: ${link}`,
    logo: "Logo",
  },
  es: {
    codeSubject: "Su código de acceso",
    code: (code: string) =>
      `Su código de verificación es ${code}. Vale por 10 minutos. Si no fue usted, ignore este mensaje.`,
    usernameSubject: "Su usuario",
    username: (name: string, username: string, link: string) =>
      `Hola, ${name}. Su usuario es: ${username}\nIngrese en: ${link}`,
    resetSubject: "Restablecer contraseña",
    reset: (name: string, link: string) =>
      `Hola, ${name}. Para crear una nueva contraseña, abra este enlace (vale 1 hora y se usa una vez):\n${link}\nSi no lo pidió, ignore este mensaje.`,
    lockedSubject: "Alerta de seguridad",
    locked: (name: string) =>
      `Hola, ${name}. Alguien escribió la contraseña de su cuenta pero no pudo confirmar el código de verificación (códigos incorrectos o demasiadas solicitudes), y el acceso por código se bloqueó por un tiempo. Si no fue usted, cambie su contraseña ahora.`,
    welcomeSubject: "Bienvenido a Sabiá",
    welcome: (name: string, username: string, link: string) =>
      `Hola, ${name}. Su cuenta fue creada. Usuario: ${username}\nIngrese en: ${link}`,
    logo: "Logo",
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function withLogo(
  language: MailLanguage,
  recipient: string,
  subject: string,
  body: string,
  logoUrl: string | null,
): MailMessage {
  const logoLine = logoUrl ? `\n\n${texts[language].logo}: ${logoUrl}` : "";
  const logoHtml = logoUrl ? `<p><img src="${escapeHtml(logoUrl)}" alt="" height="48"></p>` : "";
  return {
    recipient,
    subject,
    text: `${body}${logoLine}`,
    html: `<!doctype html><html lang="${language}"><body>${logoHtml}<p>${escapeHtml(body).replace(/\n/g, "<br>")}</p></body></html>`,
  };
}

export const identityMail = {
  code: (
    language: MailLanguage,
    recipient: string,
    code: string,
    channel: "email" | "sms",
    logoUrl: string | null,
  ): MailMessage =>
    channel === "sms"
      ? { recipient, subject: texts[language].codeSubject, text: texts[language].code(code), channel: "sms" }
      : withLogo(language, recipient, texts[language].codeSubject, texts[language].code(code), logoUrl),
  username: (
    language: MailLanguage,
    recipient: string,
    name: string,
    username: string,
    link: string,
    logoUrl: string | null,
  ) =>
    withLogo(
      language,
      recipient,
      texts[language].usernameSubject,
      texts[language].username(name, username, link),
      logoUrl,
    ),
  reset: (language: MailLanguage, recipient: string, name: string, link: string, logoUrl: string | null) =>
    withLogo(language, recipient, texts[language].resetSubject, texts[language].reset(name, link), logoUrl),
  /** Two-factor locked (issue 15): a challenge killed by wrong codes, or too many challenges in an hour. */
  locked: (language: MailLanguage, recipient: string, name: string, logoUrl: string | null) =>
    withLogo(language, recipient, texts[language].lockedSubject, texts[language].locked(name), logoUrl),
  welcome: (
    language: MailLanguage,
    recipient: string,
    name: string,
    username: string,
    link: string,
    logoUrl: string | null,
  ) =>
    withLogo(
      language,
      recipient,
      texts[language].welcomeSubject,
      texts[language].welcome(name, username, link),
      logoUrl,
    ),
};
