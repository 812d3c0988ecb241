import type { CartCourse } from "#src/services/api/catalog-schemas.ts";
import type { Checkout, DiscountBreakdown, Payment, PriceLine } from "#src/services/api/checkout-schemas.ts";

/** What the checkout's views show, in their own terms (views never see the wire types). */

export interface PlanView {
  priceListValueId: number;
  installments: number;
  installmentValue: number;
  /** 1 card, 2 cash (Pix or boleto). */
  paymentCondition: 1 | 2;
  total: number;
}

export interface CheckoutCourseView {
  id: number;
  name: string;
  friendlyUrl: string;
  image: { src: string; alt: string };
  institution: string | null;
  area: string;
  loadHours: number;
  oldPrice: number | null;
  newPrice: number;
  discountPercentage: number;
  active: boolean;
  plans: PlanView[];
}

export interface CheckoutSummaryView {
  transactionNumber: string;
  subtotal: number;
  discounts: number;
  /** The discounts one by one (course, campaign, voucher), when the API tells them apart. */
  breakdown: DiscountBreakdown | null;
  /** Refund credit this purchase uses (ADR 047), already off `total`. */
  credit: number;
  total: number;
  voucher: { tag: string; percent: number } | null;
  campaign: { name: string; percent: number } | null;
  /** The chosen plan as the price line says it (course-price / discount-calculator), else as the checkout does. */
  plan: { installments: number; installmentValue: number; paymentCondition: 1 | 2 } | null;
}

export type PaymentView =
  | { method: "pix"; copyPaste: string; qrSvg: string; expiresAt: string; amount: number }
  | {
      method: "boleto";
      status: "pending" | "paid" | "expired";
      digitableLine: string;
      barcode: string;
      dueDate: string;
      amount: number;
      /** The gateway's own printable slip (PDF), when a gateway registered it. */
      slipUrl: string | null;
      /** Data do documento (YYYY-MM-DD), when the API says. */
      issuedOn: string | null;
      /** Pagador, when the API says: name and CPF digits. */
      payer: { name: string; cpf: string | null } | null;
      /** Beneficiário, when the API says: name and CNPJ digits (null on the sandbox's unregistered slips). */
      beneficiary: { name: string; cnpj: string | null } | null;
    }
  | {
      method: "card";
      brand: string;
      last4: string;
      installments: number;
      installmentValue: number;
      amount: number;
      /** A refused card's reason code (card-denial.ts), translated as `card.denied.{reason}`. */
      denialReason: string | null;
    };

export function toCheckoutCourse(course: CartCourse): CheckoutCourseView {
  return {
    id: course.id,
    name: course.name,
    friendlyUrl: course.friendlyUrl,
    image: { src: course.image.url, alt: course.image.alt },
    institution: course.institution?.title ?? null,
    area: course.courseArea.name,
    loadHours: course.loadHours,
    oldPrice: course.oldPrice,
    newPrice: course.newPrice,
    discountPercentage: course.discountPercentage,
    active: course.active,
    plans: course.plans.map((plan) => ({ ...plan })),
  };
}

/**
 * The course's plans at what this purchase would pay for each (the checkout's planPrices: voucher, cash campaign
 * and credit applied), so that the plan list and the card's installments agree with the charge (issue 28). A plan
 * the answer does not price keeps the catalogue's price.
 */
export function pricedPlans(plans: PlanView[], prices: readonly PriceLine[] | undefined): PlanView[] {
  if (!prices) return plans;
  return plans.map((plan) => {
    const line = prices.find((price) => price.priceListValueId === plan.priceListValueId);
    return line ? { ...plan, installmentValue: line.installmentValue, total: line.total } : plan;
  });
}

export function toSummary(
  checkout: Checkout,
  price: PriceLine | null,
  campaign: CheckoutSummaryView["campaign"],
): CheckoutSummaryView {
  const plan = checkout.plan;
  const line = price && plan && price.priceListValueId === plan.priceListValueId ? price : null;
  return {
    transactionNumber: checkout.transactionNumber,
    subtotal: line?.subtotal ?? checkout.subtotal,
    discounts: line?.discounts ?? checkout.discounts,
    breakdown: (line ? line.breakdown : checkout.breakdown) ?? null,
    credit: checkout.credit?.used ?? 0,
    total: line?.total ?? checkout.total,
    voucher: checkout.voucher ? { tag: checkout.voucher.tag, percent: checkout.voucher.percent } : null,
    campaign: checkout.campaign ?? campaign,
    plan: plan
      ? {
          installments: line?.installments ?? plan.installments,
          installmentValue: line?.installmentValue ?? plan.installmentValue,
          paymentCondition: plan.paymentCondition,
        }
      : null,
  };
}

export function toPaymentView(payment: Payment | null): PaymentView | null {
  if (!payment) return null;
  switch (payment.method) {
    case "pix":
      return {
        method: "pix",
        copyPaste: payment.copyPaste,
        qrSvg: payment.qrSvg,
        expiresAt: payment.expiresAt,
        amount: payment.amount,
      };
    case "boleto":
      return {
        method: "boleto",
        status: payment.status,
        digitableLine: payment.digitableLine,
        barcode: payment.barcode,
        dueDate: payment.dueDate,
        amount: payment.amount,
        slipUrl: payment.slipUrl ?? null,
        issuedOn: payment.issuedOn ?? null,
        payer: payment.payer ?? null,
        beneficiary: payment.beneficiary ?? null,
      };
    case "card":
      return {
        method: "card",
        brand: payment.brand,
        last4: payment.last4,
        installments: payment.installments,
        installmentValue: payment.installmentValue,
        amount: payment.amount,
        denialReason: payment.denialReason ?? null,
      };
  }
}
