import { formatBrl } from "#src/domain/catalog/money.ts";
import type { MailLanguage } from "../identity/identity-mail.ts";
import { textAndHtml } from "../mail/mail-html.ts";
import type { Purchase } from "../payments/payment-code-mail.ts";

/**
 * The e-mails of a cancellation (issue 26), in the buyer's language: when it is asked for (what happens and the
 * amount) and when its refund settles (money returned by Pix, credit, or both). Texts live here for the same
 * reason as checkout-mail.ts's.
 */
export type CancellationKind = "unpaid" | "in-flight" | "full" | "proportional";

export interface Cancelled {
  kind: CancellationKind;
  price: number;
  refund: number;
  fine: number;
}

export interface Refunded {
  /** Returned as money (a Pix devolução). */
  money: number;
  /** Became refund credit, valid until `creditValidUntil`. */
  credit: number;
  creditValidUntil: string | null;
}

const day = (value: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(language, { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(`${value}T00:00:00Z`),
  );

type Money = (value: number) => string;

/** The course, and for a course of an order (ADR 067) the order's number: which course of it was cancelled. */
const courseOf = (p: Purchase, order: string) => (p.order ? `${p.course}, ${order} ${p.order}` : p.course);

const cancelledTexts = {
  "pt-BR": (p: Purchase, c: Cancelled, brl: Money) => ({
    subject: `${c.kind === "unpaid" ? "Compra cancelada" : "Cancelamento solicitado"}: ${p.course}`,
    body: {
      unpaid: `A compra ${p.transactionNumber} (${courseOf(p, "pedido")}, ${brl(c.price)}) foi cancelada a seu pedido. Nada foi cobrado: o Pix ou o boleto dela não vale mais e não deve ser pago.`,
      "in-flight": `Recebemos o pedido de cancelamento da compra ${p.transactionNumber} (${courseOf(p, "pedido")}). O pagamento de ${brl(c.refund)} que está a caminho será devolvido integralmente assim que chegar; avisaremos por e-mail.`,
      full: `Recebemos o pedido de cancelamento da compra ${p.transactionNumber} (${courseOf(p, "pedido")}). O reembolso é integral: ${brl(c.refund)}. Avisaremos por e-mail quando ele for concluído.`,
      proportional: `Recebemos o pedido de cancelamento da compra ${p.transactionNumber} (${courseOf(p, "pedido")}). O reembolso proporcional é de ${brl(c.refund)}, já descontada a multa de ${brl(c.fine)}, e vira crédito válido por 6 meses quando o cancelamento for confirmado. Avisaremos por e-mail.`,
    }[c.kind],
    greeting: `Olá, ${p.name}.`,
    footer: `Detalhes da compra, entrando com seu usuário e sua senha: ${p.link}`,
  }),
  en: (p: Purchase, c: Cancelled, brl: Money) => ({
    subject: `${c.kind === "unpaid" ? "Purchase cancelled" : "Cancellation requested"}: ${p.course}`,
    body: {
      unpaid: `Purchase ${p.transactionNumber} (${courseOf(p, "order")}, ${brl(c.price)}) was cancelled as you asked. Nothing was charged: its Pix code or slip is no longer valid and must not be paid.`,
      "in-flight": `We received the cancellation request for purchase ${p.transactionNumber} (${courseOf(p, "order")}). The payment of ${brl(c.refund)} on its way will be refunded in full as soon as it arrives; we will let you know by e-mail.`,
      full: `We received the cancellation request for purchase ${p.transactionNumber} (${courseOf(p, "order")}). The refund is in full: ${brl(c.refund)}. We will let you know by e-mail when it is done.`,
      proportional: `We received the cancellation request for purchase ${p.transactionNumber} (${courseOf(p, "order")}). The proportional refund is ${brl(c.refund)}, after the ${brl(c.fine)} fine, and becomes credit valid for 6 months when the cancellation is confirmed. We will let you know by e-mail.`,
    }[c.kind],
    greeting: `Hello, ${p.name}.`,
    footer: `Purchase details, after signing in with your username and password: ${p.link}`,
  }),
  es: (p: Purchase, c: Cancelled, brl: Money) => ({
    subject: `${c.kind === "unpaid" ? "Compra cancelada" : "Cancelación solicitada"}: ${p.course}`,
    body: {
      unpaid: `La compra ${p.transactionNumber} (${courseOf(p, "pedido")}, ${brl(c.price)}) fue cancelada a su pedido. No se cobró nada: su Pix o su boleto ya no vale y no debe pagarse.`,
      "in-flight": `Recibimos el pedido de cancelación de la compra ${p.transactionNumber} (${courseOf(p, "pedido")}). El pago de ${brl(c.refund)} que está en camino se devolverá íntegramente en cuanto llegue; le avisaremos por e-mail.`,
      full: `Recibimos el pedido de cancelación de la compra ${p.transactionNumber} (${courseOf(p, "pedido")}). El reembolso es íntegro: ${brl(c.refund)}. Le avisaremos por e-mail cuando se complete.`,
      proportional: `Recibimos el pedido de cancelación de la compra ${p.transactionNumber} (${courseOf(p, "pedido")}). El reembolso proporcional es de ${brl(c.refund)}, ya descontada la multa de ${brl(c.fine)}, y se convierte en crédito válido por 6 meses cuando se confirme la cancelación. Le avisaremos por e-mail.`,
    }[c.kind],
    greeting: `Hola, ${p.name}.`,
    footer: `Detalles de la compra, ingresando con su usuario y su contraseña: ${p.link}`,
  }),
} as const;

export function cancelledMail(language: MailLanguage, recipient: string, purchase: Purchase, c: Cancelled) {
  const brl = (value: number) => formatBrl(value, language);
  const { subject, greeting, body, footer } = cancelledTexts[language](purchase, c, brl);
  return textAndHtml(language, recipient, subject, `${greeting}\n\n${body}\n\n${footer}`, purchase.link);
}

const refundedTexts = {
  "pt-BR": (p: Purchase, money: string | null, credit: string | null, until: string | null) => ({
    subject: `${money || credit ? "Reembolso concluído" : "Cancelamento confirmado"}: ${p.course}`,
    lines: [
      `Olá, ${p.name}.`,
      `O cancelamento da compra ${p.transactionNumber} (${courseOf(p, "pedido")}) foi confirmado.`,
      money && `Devolvemos ${money} por Pix para a conta que pagou.`,
      credit &&
        `${credit} ficaram como crédito, válido até ${until}, para usar em uma próxima compra no Sabiá.`,
      !money && !credit && "Não há valor a devolver.",
      `Detalhes da compra, entrando com seu usuário e sua senha: ${p.link}`,
    ],
  }),
  en: (p: Purchase, money: string | null, credit: string | null, until: string | null) => ({
    subject: `${money || credit ? "Refund completed" : "Cancellation confirmed"}: ${p.course}`,
    lines: [
      `Hello, ${p.name}.`,
      `The cancellation of purchase ${p.transactionNumber} (${courseOf(p, "order")}) is confirmed.`,
      money && `We returned ${money} by Pix to the account that paid.`,
      credit && `${credit} became credit, valid until ${until}, for a next purchase at Sabiá.`,
      !money && !credit && "There is no amount to refund.",
      `Purchase details, after signing in with your username and password: ${p.link}`,
    ],
  }),
  es: (p: Purchase, money: string | null, credit: string | null, until: string | null) => ({
    subject: `${money || credit ? "Reembolso completado" : "Cancelación confirmada"}: ${p.course}`,
    lines: [
      `Hola, ${p.name}.`,
      `La cancelación de la compra ${p.transactionNumber} (${courseOf(p, "pedido")}) fue confirmada.`,
      money && `Devolvimos ${money} por Pix a la cuenta que pagó.`,
      credit &&
        `${credit} quedaron como crédito, válido hasta el ${until}, para una próxima compra en Sabiá.`,
      !money && !credit && "No hay importe que devolver.",
      `Detalles de la compra, ingresando con su usuario y su contraseña: ${p.link}`,
    ],
  }),
} as const;

export function refundedMail(language: MailLanguage, recipient: string, purchase: Purchase, r: Refunded) {
  const { subject, lines } = refundedTexts[language](
    purchase,
    r.money > 0 ? formatBrl(r.money, language) : null,
    r.credit > 0 ? formatBrl(r.credit, language) : null,
    r.creditValidUntil ? day(r.creditValidUntil, language) : null,
  );
  const text = lines.filter((line): line is string => typeof line === "string" && line !== "").join("\n\n");
  return textAndHtml(language, recipient, subject, text, purchase.link);
}
