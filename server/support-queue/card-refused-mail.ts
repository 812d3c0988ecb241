import type { MailLanguage } from "../identity/identity-mail.ts";
import { textAndHtml } from "../mail/mail-html.ts";
import type { Purchase } from "../payments/payment-code-mail.ts";

/** The e-mail of a card payment that support refused after its review (issue 30), with support's reason. */
const texts = {
  "pt-BR": (p: Purchase, reason: string) => ({
    subject: `Pagamento com cartão recusado: ${p.course}`,
    lines: [
      `Olá, ${p.name}.`,
      `O pagamento com cartão da compra ${p.transactionNumber} (${p.course}) foi recusado na análise. Nada foi cobrado.`,
      `Motivo: ${reason}`,
      `Você pode pagar de novo com outro cartão, boleto ou Pix: ${p.link}`,
    ],
  }),
  en: (p: Purchase, reason: string) => ({
    subject: `Card payment refused: ${p.course}`,
    lines: [
      `Hello, ${p.name}.`,
      `The card payment of purchase ${p.transactionNumber} (${p.course}) was refused in review. Nothing was charged.`,
      `Reason: ${reason}`,
      `You can pay again with another card, a slip or Pix: ${p.link}`,
    ],
  }),
  es: (p: Purchase, reason: string) => ({
    subject: `Pago con tarjeta rechazado: ${p.course}`,
    lines: [
      `Hola, ${p.name}.`,
      `El pago con tarjeta de la compra ${p.transactionNumber} (${p.course}) fue rechazado en el análisis. No se cobró nada.`,
      `Motivo: ${reason}`,
      `Puede pagar de nuevo con otra tarjeta, boleto o Pix: ${p.link}`,
    ],
  }),
} as const;

export function cardRefusedMail(
  language: MailLanguage,
  recipient: string,
  purchase: Purchase,
  reason: string,
) {
  const { subject, lines } = texts[language](purchase, reason);
  return textAndHtml(language, recipient, subject, lines.join("\n\n"), purchase.link);
}
