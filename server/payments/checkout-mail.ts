import { formatBrl } from "#src/domain/catalog/money.ts";
import type { MailLanguage } from "../identity/identity-mail.ts";
import type { MailMessage } from "../mail/outbox.ts";

/**
 * Checkout e-mails in the buyer's language: the payment confirmation with access instructions (spec §9: some
 * courses' instructions arrive by e-mail within 72 hours; support Monday to Friday, 9 am to 6 pm) and the
 * temporary password of a quick purchase. The server cannot read the client's i18n files (import rule), so the
 * three languages of these messages live here, as server/identity/identity-mail.ts does.
 */
export interface Confirmation {
  name: string;
  course: string;
  /** An order of several courses (ADR 067): each course and its price; `course` then names the first. */
  orderCourses?: readonly { name: string; total: number }[];
  transactionNumber: string;
  total: number;
  method: string;
  accessStart: string;
  accessEnd: string;
  origin: string;
}

const methodNames: Record<MailLanguage, Record<string, string>> = {
  "pt-BR": { pix: "Pix", boleto: "boleto", card: "cartão de crédito", credit: "crédito de reembolso" },
  en: { pix: "Pix", boleto: "bank slip (boleto)", card: "credit card", credit: "refund credit" },
  es: { pix: "Pix", boleto: "boleto bancario", card: "tarjeta de crédito", credit: "crédito de reembolso" },
};

const myCourses: Record<MailLanguage, string> = {
  "pt-BR": "/meus-cursos",
  en: "/my-courses",
  es: "/my-courses",
};

const day = (value: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(language, { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(`${value}T00:00:00Z`),
  );

/** What was bought: one course, or each course of an order with its price, one per line. */
const boughtTexts = {
  "pt-BR": { one: (course: string) => `o curso ${course} já é seu`, many: "estes cursos já são seus:" },
  en: { one: (course: string) => `the course ${course} is yours`, many: "these courses are yours:" },
  es: { one: (course: string) => `el curso ${course} ya es suyo`, many: "estos cursos ya son suyos:" },
} as const;

function boughtOf(c: Confirmation, language: MailLanguage): string {
  const texts = boughtTexts[language];
  if (!c.orderCourses || c.orderCourses.length < 2) return `${texts.one(c.course)}.`;
  const lines = c.orderCourses.map((item) => `- ${item.name}: ${formatBrl(item.total, language)}`);
  return `${texts.many}\n${lines.join("\n")}`;
}

const subjectCourse = (c: Confirmation, language: MailLanguage) =>
  c.orderCourses && c.orderCourses.length > 1
    ? {
        "pt-BR": `${c.orderCourses.length} cursos`,
        en: `${c.orderCourses.length} courses`,
        es: `${c.orderCourses.length} cursos`,
      }[language]
    : c.course;

const confirmationTexts = {
  "pt-BR": (c: Confirmation, amount: string, method: string, start: string, end: string) => ({
    subject: `Pagamento confirmado: ${subjectCourse(c, "pt-BR")}`,
    text: `Olá, ${c.name}.\n\nRecebemos o pagamento de ${amount} (${method}) da compra ${c.transactionNumber}: ${boughtOf(c, "pt-BR")}\nSeu acesso vale de ${start} até ${end}.\n\nComo acessar: entre com seu usuário e sua senha e abra Meus Cursos em ${c.origin}${myCourses["pt-BR"]}.\nAlguns cursos enviam instruções de acesso próprias por e-mail em até 72 horas.\n\nDúvidas? Nosso suporte atende de segunda a sexta, das 9h às 18h.`,
  }),
  en: (c: Confirmation, amount: string, method: string, start: string, end: string) => ({
    subject: `Payment confirmed: ${subjectCourse(c, "en")}`,
    text: `Hello, ${c.name}.\n\nWe received the payment of ${amount} (${method}) for purchase ${c.transactionNumber}: ${boughtOf(c, "en")}\nYour access runs from ${start} to ${end}.\n\nHow to access it: sign in with your username and password and open My Courses at ${c.origin}${myCourses.en}.\nSome courses send their own access instructions by e-mail within 72 hours.\n\nQuestions? Our support team answers Monday to Friday, 9 am to 6 pm.`,
  }),
  es: (c: Confirmation, amount: string, method: string, start: string, end: string) => ({
    subject: `Pago confirmado: ${subjectCourse(c, "es")}`,
    text: `Hola, ${c.name}.\n\nRecibimos el pago de ${amount} (${method}) de la compra ${c.transactionNumber}: ${boughtOf(c, "es")}\nSu acceso vale del ${start} al ${end}.\n\nCómo acceder: ingrese con su usuario y su contraseña y abra Mis Cursos en ${c.origin}${myCourses.es}.\nAlgunos cursos envían sus propias instrucciones de acceso por e-mail en un plazo de 72 horas.\n\n¿Dudas? Nuestro soporte atiende de lunes a viernes, de 9 a 18 h.`,
  }),
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const withHtml = (language: MailLanguage, recipient: string, subject: string, text: string): MailMessage => ({
  recipient,
  subject,
  text,
  html: `<!doctype html><html lang="${language}"><body><p>${escapeHtml(text).replace(/\n/g, "<br>")}</p></body></html>`,
});

export function confirmationMail(language: MailLanguage, recipient: string, confirmation: Confirmation) {
  const { subject, text } = confirmationTexts[language](
    confirmation,
    formatBrl(confirmation.total, language),
    methodNames[language][confirmation.method] ?? confirmation.method,
    day(confirmation.accessStart, language),
    day(confirmation.accessEnd, language),
  );
  return withHtml(language, recipient, subject, text);
}

const passwordTexts = {
  "pt-BR": (name: string, username: string, password: string, link: string) => ({
    subject: "Sua conta Sabiá para a compra",
    text: `Olá, ${name}.\n\nCriamos sua conta para concluir a compra.\nUsuário: ${username}\nSenha temporária: ${password}\n\nNo primeiro acesso em ${link} você vai escolher uma senha nova.`,
  }),
  en: (name: string, username: string, password: string, link: string) => ({
    subject: "Your Sabiá account for your purchase",
    text: `Hello, ${name}.\n\nWe created your account to complete the purchase.\nUsername: ${username}\nTemporary password: ${password}\n\nWhen you first sign in at ${link} you will choose a new password.`,
  }),
  es: (name: string, username: string, password: string, link: string) => ({
    subject: "Su cuenta Sabiá para la compra",
    text: `Hola, ${name}.\n\nCreamos su cuenta para completar la compra.\nUsuario: ${username}\nContraseña temporal: ${password}\n\nEn su primer acceso en ${link} elegirá una contraseña nueva.`,
  }),
} as const;

export function temporaryPasswordMail(
  language: MailLanguage,
  recipient: string,
  account: { name: string; username: string; password: string; origin: string },
) {
  const { subject, text } = passwordTexts[language](
    account.name,
    account.username,
    account.password,
    `${account.origin}/auth/signin`,
  );
  return withHtml(language, recipient, subject, text);
}
