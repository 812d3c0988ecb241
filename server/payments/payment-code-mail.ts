import { formatBrl } from "#src/domain/catalog/money.ts";
import { formatDigitableLine } from "#src/domain/payments/boleto.ts";
import type { MailLanguage } from "../identity/identity-mail.ts";
import { maskedCpf, textAndHtml } from "../mail/mail-html.ts";

/**
 * The e-mails of a payment code as it is made (issue 26): the Pix copy-and-paste code with its expiry, or the
 * slip's digitable line and due date, with the link back to the purchase. In the buyer's language; the server
 * cannot read the client's i18n files (import rule), so the three languages live here, as in checkout-mail.ts.
 */
export interface Purchase {
  name: string;
  course: string;
  transactionNumber: string;
  /** For a course of a cart order (ADR 067): the order's number. */
  order?: string;
  amount: number;
  /** The purchase's page (My Purchases details), absolute; it asks to sign in first. */
  link: string;
}

const instant = (value: Date, language: MailLanguage) =>
  new Intl.DateTimeFormat(language, {
    timeZone: "America/Sao_Paulo",
    dateStyle: "long",
    timeStyle: "short",
  }).format(value);

const day = (value: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(language, { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(`${value}T00:00:00Z`),
  );

const pixTexts = {
  "pt-BR": (p: Purchase, amount: string, code: string, until: string, renewed: boolean) => ({
    subject: `${renewed ? "Novo código Pix" : "Seu código Pix"}: ${p.course}`,
    text: `Olá, ${p.name}.\n\nPara pagar a compra ${p.transactionNumber} (${p.course}), de ${amount}, use este Pix copia e cola no app do seu banco:\n\n${code}\n\nO código vale até ${until} (horário de Brasília). Depois disso, gere um novo na página da compra.\n\nAcompanhe a compra, entrando com seu usuário e sua senha: ${p.link}`,
  }),
  en: (p: Purchase, amount: string, code: string, until: string, renewed: boolean) => ({
    subject: `${renewed ? "New Pix code" : "Your Pix code"}: ${p.course}`,
    text: `Hello, ${p.name}.\n\nTo pay for purchase ${p.transactionNumber} (${p.course}), ${amount}, paste this Pix copy-and-paste code into your bank's app:\n\n${code}\n\nThe code is valid until ${until} (Brasília time). After that, make a new one on the purchase's page.\n\nFollow the purchase there after signing in with your username and password: ${p.link}`,
  }),
  es: (p: Purchase, amount: string, code: string, until: string, renewed: boolean) => ({
    subject: `${renewed ? "Nuevo código Pix" : "Su código Pix"}: ${p.course}`,
    text: `Hola, ${p.name}.\n\nPara pagar la compra ${p.transactionNumber} (${p.course}), de ${amount}, use este Pix copia y pega en la app de su banco:\n\n${code}\n\nEl código vale hasta el ${until} (hora de Brasilia). Después, genere uno nuevo en la página de la compra.\n\nSiga la compra allí, ingresando con su usuario y su contraseña: ${p.link}`,
  }),
} as const;

export function pixCodeMail(
  language: MailLanguage,
  recipient: string,
  purchase: Purchase,
  pix: { copyPaste: string; expiresAt: Date; renewed: boolean },
) {
  const { subject, text } = pixTexts[language](
    purchase,
    formatBrl(purchase.amount, language),
    pix.copyPaste,
    instant(pix.expiresAt, language),
    pix.renewed,
  );
  return textAndHtml(language, recipient, subject, text, purchase.link);
}

const payerLine: Record<MailLanguage, (name: string, cpf: string) => string> = {
  "pt-BR": (name, cpf) => `Pagador: ${name}, CPF ${cpf}`,
  en: (name, cpf) => `Payer: ${name}, CPF ${cpf}`,
  es: (name, cpf) => `Pagador: ${name}, CPF ${cpf}`,
};

const slipTexts = {
  "pt-BR": (p: Purchase, amount: string, line: string, due: string, payer: string) => ({
    subject: `Seu boleto: ${p.course}`,
    text: `Olá, ${p.name}.\n\nO boleto da compra ${p.transactionNumber} (${p.course}), de ${amount}, vence em ${due}.\nLinha digitável: ${line}${payer}\n\nPague no app ou no internet banking do seu banco. A compensação leva até 2 dias úteis; então enviamos a confirmação.\n\nPara ver e imprimir o boleto e acompanhar a compra, entre com seu usuário e sua senha: ${p.link}`,
  }),
  en: (p: Purchase, amount: string, line: string, due: string, payer: string) => ({
    subject: `Your bank slip (boleto): ${p.course}`,
    text: `Hello, ${p.name}.\n\nThe bank slip of purchase ${p.transactionNumber} (${p.course}), ${amount}, is due on ${due}.\nDigitable line: ${line}${payer}\n\nPay it in your bank's app or internet banking. Clearing takes up to 2 business days; then we send the confirmation.\n\nTo see and print the slip and follow the purchase, sign in with your username and password: ${p.link}`,
  }),
  es: (p: Purchase, amount: string, line: string, due: string, payer: string) => ({
    subject: `Su boleto bancario: ${p.course}`,
    text: `Hola, ${p.name}.\n\nEl boleto de la compra ${p.transactionNumber} (${p.course}), de ${amount}, vence el ${due}.\nLínea digitable: ${line}${payer}\n\nPáguelo en la app o la banca por internet de su banco. La compensación tarda hasta 2 días hábiles; entonces enviamos la confirmación.\n\nPara ver e imprimir el boleto y seguir la compra, ingrese con su usuario y su contraseña: ${p.link}`,
  }),
} as const;

export function slipMail(
  language: MailLanguage,
  recipient: string,
  purchase: Purchase,
  slip: { digitableLine: string; dueDate: string; cpf: string | null },
) {
  const cpf = maskedCpf(slip.cpf);
  const { subject, text } = slipTexts[language](
    purchase,
    formatBrl(purchase.amount, language),
    slip.digitableLine.replace(/\D/g, "").length === 47
      ? formatDigitableLine(slip.digitableLine)
      : slip.digitableLine,
    day(slip.dueDate, language),
    cpf ? `\n${payerLine[language](purchase.name, cpf)}` : "",
  );
  return textAndHtml(language, recipient, subject, text, purchase.link);
}
