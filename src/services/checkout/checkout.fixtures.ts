import type { CartCourse } from "../api/catalog-schemas.ts";
import type { Checkout, PaidCheck, Payment, PriceLine } from "../api/checkout-schemas.ts";

/** Test data shaped like the reference API's answers (unit, machine and route tests). */
export const cartCourseFixture: CartCourse = {
  id: 7,
  name: "UTI Online 2ª Edição",
  friendlyUrl: "uti-online-2-edicao",
  image: { type: 2, url: "/api/media/course/uti-online-2-edicao/2.svg", alt: "UTI Online 2ª Edição" },
  institution: {
    id: 3,
    initials: "HCFMUSP",
    title: "Hospital das Clínicas da FMUSP",
    friendlyUrl: "hcfmusp",
    logo: null,
  },
  courseArea: { id: 1, name: "Medicina", friendlyURL: "cursos-medicina" },
  category: null,
  oldPrice: 3490,
  newPrice: 2792,
  discountPercentage: 20,
  installments: 3,
  installmentValue: 930.67,
  score: 4.8,
  contentAndCertificationOwner: 3,
  loadHours: 60,
  releaseDate: "2026-03-01",
  active: true,
  plans: [
    { priceListValueId: 701, installments: 1, installmentValue: 2792, paymentCondition: 1, total: 2792 },
    { priceListValueId: 702, installments: 2, installmentValue: 1396, paymentCondition: 1, total: 2792 },
    { priceListValueId: 703, installments: 3, installmentValue: 930.67, paymentCondition: 1, total: 2792 },
    { priceListValueId: 700, installments: 1, installmentValue: 2792, paymentCondition: 2, total: 2792 },
  ],
};

/** The same course sold only by card: no cash plan, so no campaign and no Pix or boleto. */
export const cardOnlyCourseFixture: CartCourse = {
  ...cartCourseFixture,
  plans: cartCourseFixture.plans.filter((plan) => plan.paymentCondition === 1),
};

export const checkoutFixture: Checkout = {
  subscriptionId: 41,
  transactionNumber: "SAB-000041",
  status: "awaiting-payment",
  course: cartCourseFixture,
  plan: null,
  voucher: null,
  campaign: null,
  subtotal: 2792,
  discounts: 0,
  total: 2792,
  priceChanged: null,
  payment: null,
};

export const cashPlan = {
  priceListValueId: 700,
  installments: 1,
  installmentValue: 2792,
  paymentCondition: 2,
} as const;
export const cardPlan3 = {
  priceListValueId: 703,
  installments: 3,
  installmentValue: 930.67,
  paymentCondition: 1,
} as const;

export const pixPaymentFixture: Extract<Payment, { method: "pix" }> = {
  method: "pix",
  status: "pending",
  copyPaste:
    "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Sabia Cursos6009SAO PAULO62070503***63041D3D",
  qrSvg: "data:image/svg+xml;base64,PHN2Zy8+",
  expiresAt: "2026-05-04T12:03:00.000Z",
  validationKey: "vk-41-1",
  amount: 2792,
};

export const slipPaymentFixture: Extract<Payment, { method: "boleto" }> = {
  method: "boleto",
  status: "pending",
  digitableLine: "00190000090123456789001234567890112340000279200",
  barcode: "00191123400002792000000001234567890123456789",
  dueDate: "2026-05-06",
  amount: 2792,
};

export const cardPaymentFixture = (
  status: "approved" | "pending" | "denied",
): Extract<Payment, { method: "card" }> => ({
  method: "card",
  status,
  brand: "visa",
  last4: "1111",
  installments: 3,
  installmentValue: 930.67,
  amount: 2792,
});

export const priceLineFixture: PriceLine = {
  priceListValueId: 703,
  installments: 3,
  installmentValue: 930.67,
  subtotal: 2792,
  discounts: 0,
  total: 2792,
};

export const paidCheckFixture = (payment: Payment, paid = true): PaidCheck => ({
  paid,
  status: paid ? "payment-confirmed" : "awaiting-payment",
  payment,
});
