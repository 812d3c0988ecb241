import type { CardPaymentPayload, SlipAddress } from "#src/services/api/checkout-api.ts";
import { insertPayment } from "../db/checkout/payment-queries.ts";
import { updateSubscription, type SubscriptionRow } from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import { invalid } from "./checkout-refused.ts";
import type { CardAttempt, PaymentGateway } from "./payment-gateway.ts";
import { payerOf } from "./pix-charges.ts";
import type { PurchaseNotice } from "./purchase-notices.ts";

/**
 * The slip and card charges of the gateway, shared by a single purchase (payment-service.ts) and an order of
 * several courses (ADR 067, whose one charge is a payment of its lead purchase for the order's total).
 */
export interface ChargeTarget {
  /** The purchase the payment row belongs to (a single purchase, or the order's lead). */
  subscriptionId: number;
  userId: number;
  amount: number;
  /** The gateway's external reference: the purchase's or the order's transaction number. */
  reference: string;
}

/** A single purchase as the target of its own charge. */
export const purchaseTarget = (subscription: SubscriptionRow): ChargeTarget => ({
  subscriptionId: subscription.id,
  userId: subscription.userId,
  amount: subscription.total,
  reference: subscription.transactionNumber,
});

/** One slip for `amount`; the purchase awaits it. Answers its e-mail, sent after the commit. */
export async function chargeSlip(
  tx: Db,
  gateway: PaymentGateway,
  target: ChargeTarget & { today: string; idempotencyKey: string },
  address: SlipAddress | undefined,
): Promise<PurchaseNotice> {
  const provider = gateway.providerFor("boleto");
  const person = await payerOf(tx, target.userId);
  // A registered boleto names its payer (name, CPF, address); the sandbox's make-believe slip needs none.
  if (provider !== "sandbox") {
    if (!person.cpf) throw invalid("cpf", "A registered slip needs the payer's CPF in the account.");
    if (!address) throw invalid("address", "A registered slip needs the payer's address.");
  }
  const slip = await gateway.slip({
    amount: target.amount,
    reference: target.reference,
    today: target.today,
    payer: person.cpf
      ? { name: person.name, cpf: person.cpf, email: person.email, address: address ?? null }
      : null,
    idempotencyKey: target.idempotencyKey,
  });
  await insertPayment(tx, {
    subscriptionId: target.subscriptionId,
    method: "boleto",
    status: "pending",
    provider,
    amount: target.amount,
    slipDigitableLine: slip.digitableLine,
    slipBarcode: slip.barcode,
    slipDueDate: slip.dueDate,
    slipUrl: slip.url,
    gatewayPaymentId: slip.gatewayPaymentId,
  });
  await updateSubscription(tx, target.subscriptionId, {
    status: "payment-pending",
    paymentMethod: "boleto",
    slipDueDate: slip.dueDate,
  });
  // E-mailed after the commit (issue 26): the line, the due date and the way back to the purchase.
  return {
    kind: "slip",
    subscriptionId: target.subscriptionId,
    amount: target.amount,
    digitableLine: slip.digitableLine,
    dueDate: slip.dueDate,
  };
}

/**
 * One card charge of `amount` in `installments` (each `installmentValue`), recorded with its outcome; the caller
 * confirms an approved one and puts a pending one in review.
 */
export async function chargeCard(
  tx: Db,
  gateway: PaymentGateway,
  target: ChargeTarget & {
    installments: number;
    installmentValue: number | null;
    now: Date;
    idempotencyKey: string;
  },
  card: CardPaymentPayload,
): Promise<CardAttempt> {
  // Spec §4: interest-free to the customer. A count the gateway would charge interest on is refused, so the
  // amount charged is the amount the page showed.
  const offered = await gateway.interestFreeInstallments?.({
    amount: target.amount,
    paymentMethodId: card.paymentMethodId,
    max: target.installments,
  });
  if (offered && !offered.includes(target.installments))
    throw invalid(
      "installments",
      `The card gateway does not take ${target.installments} installments without interest for this amount.`,
    );
  const person = await payerOf(tx, target.userId);
  const attempt = await gateway.card({
    token: card.token,
    paymentMethodId: card.paymentMethodId,
    issuerId: card.issuerId ?? null,
    amount: target.amount,
    installments: target.installments,
    reference: target.reference,
    idempotencyKey: target.idempotencyKey,
    payer: { email: person.email, cpf: person.cpf },
  });
  await insertPayment(tx, {
    subscriptionId: target.subscriptionId,
    method: "card",
    status: attempt.outcome,
    provider: gateway.providerFor("card"),
    amount: target.amount,
    cardBrand: attempt.brand,
    cardLast4: attempt.last4,
    gatewayPaymentId: attempt.gatewayPaymentId,
    cardDenialReason: attempt.outcome === "denied" ? attempt.reason : null,
    cardInstallments: target.installments,
    cardInstallmentValue: target.installmentValue,
    paidAt: attempt.outcome === "approved" ? target.now : null,
  });
  return attempt;
}
