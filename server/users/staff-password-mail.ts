import type { MailLanguage } from "../identity/identity-mail.ts";
import { textAndHtml } from "../mail/mail-html.ts";
import type { MailMessage } from "../mail/outbox.ts";

/**
 * The e-mail of a password that staff set for someone (issue 30, ADR 074), in the person's language: the
 * username, the temporary password (as a quick purchase's e-mail carries one) and the application's address,
 * where the first sign-in asks for a new password (spec §6).
 */
export interface StaffSetPassword {
  name: string;
  username: string;
  password: string;
  applicationUrl: string;
}

const texts: Record<MailLanguage, (account: StaffSetPassword) => { subject: string; text: string }> = {
  "pt-BR": (a) => ({
    subject: "Sua senha foi redefinida pelo suporte",
    text: `Olá, ${a.name}.\n\nNossa equipe de suporte definiu uma senha temporária para a sua conta.\nUsuário: ${a.username}\nSenha temporária: ${a.password}\n\nEntre em ${a.applicationUrl}: no primeiro acesso você vai escolher uma senha nova.\n\nSe você não pediu essa mudança, responda a este e-mail.`,
  }),
  en: (a) => ({
    subject: "Your password was reset by support",
    text: `Hello, ${a.name}.\n\nOur support team set a temporary password for your account.\nUsername: ${a.username}\nTemporary password: ${a.password}\n\nSign in at ${a.applicationUrl}: the first time, you will choose a new password.\n\nIf you did not ask for this change, reply to this e-mail.`,
  }),
  es: (a) => ({
    subject: "El soporte restableció su contraseña",
    text: `Hola, ${a.name}.\n\nNuestro equipo de soporte definió una contraseña temporal para su cuenta.\nUsuario: ${a.username}\nContraseña temporal: ${a.password}\n\nIngrese en ${a.applicationUrl}: en el primer acceso elegirá una contraseña nueva.\n\nSi usted no pidió este cambio, responda a este correo.`,
  }),
};

export function staffSetPasswordMail(
  language: MailLanguage,
  recipient: string,
  account: StaffSetPassword,
): MailMessage {
  const { subject, text } = texts[language](account);
  return textAndHtml(language, recipient, subject, text, account.applicationUrl);
}
