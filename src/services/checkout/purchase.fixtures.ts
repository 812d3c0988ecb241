import type { CancellationQuote, PurchaseItem } from "../api/purchases-api.ts";

/** A purchase as the API answers it, in any state (unit and model tests). */
export const purchaseFixture = (
  status: PurchaseItem["status"],
  paymentMethod: PurchaseItem["paymentMethod"] = "pix",
): PurchaseItem => ({
  subscriptionId: 77,
  transactionNumber: "SAB-2026-000077",
  status,
  course: {
    name: "Ventilação Mecânica na Prática",
    friendlyUrl: "ventilacao-mecanica-na-pratica",
    imageUrl: "/api/media/course/ventilacao-mecanica-na-pratica/2.svg",
    institution: "HCFMUSP",
  },
  purchaseDate: "2026-11-20T14:00:00.000Z",
  paymentDate: status === "payment-confirmed" ? "2026-11-20T15:00:00.000Z" : null,
  paymentMethod,
  subtotal: 1290,
  discounts: 193.5,
  total: 1096.5,
  slipDueDate: paymentMethod === "boleto" ? "2026-11-25" : null,
  accessStart: status === "payment-confirmed" ? "2026-11-20" : null,
  accessEnd: status === "payment-confirmed" ? "2027-11-20" : null,
  authors: ["Dra. Helena Prado"],
  amountDueToday: null,
  cancellation: null,
});

const noRefund = {
  reason: null,
  daysSincePayment: null,
  price: 1096.5,
  lessonsTotal: 0,
  lessonsAvailable: 0,
  unavailableValue: 0,
  fine: 0,
  refund: 0,
  creditValidUntil: null,
} as const;

/** Quotes of spec §9 as the API answers them. */
export const quoteFixtures = {
  full: {
    ...noRefund,
    kind: "full",
    daysSincePayment: 2,
    unavailableValue: 1096.5,
    refund: 1096.5,
    creditValidUntil: "2027-05-22",
  },
  proportional: {
    ...noRefund,
    kind: "proportional",
    daysSincePayment: 40,
    lessonsTotal: 12,
    lessonsAvailable: 6,
    unavailableValue: 548.25,
    fine: 164.48,
    refund: 383.77,
    creditValidUntil: "2027-05-22",
  },
  unpaid: { ...noRefund, kind: "unpaid" },
  refused: { ...noRefund, kind: "refused", reason: "all-lessons-available", daysSincePayment: 90 },
} as const satisfies Record<string, CancellationQuote>;
