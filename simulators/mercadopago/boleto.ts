/**
 * The registered boleto the simulated gateway issues for "bolbradesco": a FEBRABAN barcode and linha digitável of
 * bank 237 (Bradesco's free-field layout: agency, carteira, nosso número, account), due a few banking days on,
 * and a printable slip page at `/boletos/{payment id}` (the payment's external_resource_url).
 */
import { boletoFromParts, formatDigitableLine } from "#src/domain/payments/boleto.ts";
import { addBankingBusinessDays, saoPauloDate } from "#src/domain/payments/business-days.ts";
import type { StoredPayment } from "./state.ts";

export const beneficiary = { name: "Sabiá Cursos (simulador Mercado Pago)", cnpj: "10573521000191" };
const agency = "3381";
const carteira = "09";
const account = "0123456";

export function nossoNumero(paymentId: number): string {
  return String(paymentId).padStart(11, "0").slice(-11);
}

export function issueBoleto(paymentId: number, amount: number, now: Date, days: number) {
  const dueDate = addBankingBusinessDays(saoPauloDate(now), days);
  const freeField = `${agency}${carteira}${nossoNumero(paymentId)}${account}0`;
  const { barcode, digitableLine } = boletoFromParts({ bankCode: "237", amount, dueDate, freeField });
  return { barcode, digitableLine, dueDate, dateOfExpiration: `${dueDate}T23:59:59.000-03:00` };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const formatCpf = (digits: string) =>
  digits.length === 11 ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4") : digits;

/** The slip as HTML: every field a boleto carries, the payer's receipt and the compensation slip. */
export function slipPage(stored: StoredPayment): string {
  const { payment, boleto } = stored;
  const line = payment.transaction_details.digitable_line ?? "";
  const rows: Array<[string, string]> = [
    ["Banco", "237-2 Bradesco"],
    ["Local de pagamento", "Pagável em qualquer banco até o vencimento"],
    ["Beneficiário", `${beneficiary.name} — CNPJ ${beneficiary.cnpj}`],
    ["Pagador", `${boleto?.payerName ?? ""} — CPF/CNPJ ${formatCpf(boleto?.document ?? "")}`],
    ["Endereço do pagador", boleto?.address ?? ""],
    ["Nosso número", `${carteira}/${nossoNumero(payment.id)}`],
    ["Número do documento", payment.external_reference ?? String(payment.id)],
    ["Data do documento", payment.date_created.slice(0, 10)],
    ["Vencimento", boleto?.dueDate ?? ""],
    ["Valor do documento", `R$ ${payment.transaction_amount.toFixed(2).replace(".", ",")}`],
    ["Linha digitável", line ? formatDigitableLine(line) : ""],
    ["Código de barras", payment.transaction_details.barcode?.content ?? ""],
  ];
  const table = rows
    .map(([name, value]) => `<tr><th>${escape(name)}</th><td>${escape(value)}</td></tr>`)
    .join("");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Boleto ${payment.id}</title></head><body>
<h1>Boleto bancário (simulador)</h1>
<section aria-label="Recibo do pagador"><h2>Recibo do pagador</h2><table>${table}</table></section>
<section aria-label="Ficha de compensação"><h2>Ficha de compensação</h2><table>${table}</table></section>
</body></html>`;
}
