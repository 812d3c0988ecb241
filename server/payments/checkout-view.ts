import { encodeQR } from "@paulmillr/qr";
import { eq } from "drizzle-orm";
import type { Checkout, Payment, PixPayment, PurchaseStatus } from "#src/services/api/checkout-schemas.ts";
import { courseToCart } from "../db/catalog/course-document.ts";
import type { PaymentRow } from "../db/checkout/payment-queries.ts";
import type { CourseTerms, SubscriptionRow } from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import { campaigns, vouchers } from "../db/schema/commerce.ts";
import { sql } from "drizzle-orm";
import { saoPauloDate } from "#src/domain/payments/business-days.ts";
import { breakdownOf, planById, quote } from "./pricing.ts";

/** The QR of a BR Code as an SVG data URL: drawn here, so the page ships no QR encoder. */
export const qrDataUrl = (text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(encodeQR(text, "svg", { ecc: "medium" })).toString("base64")}`;

export function pixView(row: PaymentRow): PixPayment {
  return {
    method: "pix",
    status: row.status === "paid" ? "paid" : row.status === "pending" ? "pending" : "expired",
    copyPaste: row.pixCopyPaste ?? "",
    qrSvg: row.pixCopyPaste ? qrDataUrl(row.pixCopyPaste) : "",
    expiresAt: (row.pixExpiresAt ?? row.createdAt).toISOString(),
    validationKey: row.pixValidationKey ?? "",
    amount: row.amount,
  };
}

/** A stored attempt as the contract shows it: never more of a card than its brand and last four digits. */
export function paymentView(row: PaymentRow | null): Payment | null {
  if (!row) return null;
  if (row.method === "pix") return pixView(row);
  if (row.method === "boleto")
    return {
      method: "boleto",
      // A slip the gateway cancelled or that lapsed (or was withdrawn) can no longer be paid.
      status: row.status === "paid" ? "paid" : row.status === "pending" ? "pending" : "expired",
      digitableLine: row.slipDigitableLine ?? "",
      barcode: row.slipBarcode ?? "",
      dueDate: row.slipDueDate ?? "",
      amount: row.amount,
      ...(row.slipUrl ? { slipUrl: row.slipUrl } : {}),
      issuedOn: saoPauloDate(row.createdAt),
    };
  return {
    method: "card",
    status: row.status === "approved" ? "approved" : row.status === "denied" ? "denied" : "pending",
    brand: row.cardBrand ?? "",
    last4: row.cardLast4 ?? "",
    installments: row.cardInstallments ?? 1,
    installmentValue: row.cardInstallmentValue ?? row.amount,
    amount: row.amount,
    ...(row.status === "denied" && row.cardDenialReason ? { denialReason: row.cardDenialReason } : {}),
  };
}

/** Spec §3 "Checkout state" of one subscription, from its stored (already recomputed) totals. */
export async function checkoutView(
  db: Db,
  subscription: SubscriptionRow,
  course: CourseTerms,
  payment: PaymentRow | null,
  priceChanged: { previousTotal: number } | null,
): Promise<Checkout> {
  const [cart, voucher, campaign] = await Promise.all([
    courseToCart(db, course.friendlyUrl),
    subscription.voucherTag
      ? db
          .select({ tag: vouchers.tag, percent: vouchers.percent })
          .from(vouchers)
          .where(eq(sql`upper(${vouchers.tag})`, subscription.voucherTag.toUpperCase()))
      : Promise.resolve([]),
    subscription.campaignId
      ? db
          .select({ name: campaigns.name, percent: campaigns.percent })
          .from(campaigns)
          .where(eq(campaigns.id, subscription.campaignId))
      : Promise.resolve([]),
  ]);
  const plan =
    subscription.priceListValueId !== null && subscription.paymentCondition !== null
      ? {
          priceListValueId: subscription.priceListValueId,
          installments: subscription.installments,
          installmentValue: subscription.installmentValue ?? subscription.total,
          paymentCondition: subscription.paymentCondition === 2 ? (2 as const) : (1 as const),
        }
      : null;
  // The discounts one by one, when the stored totals are still this plan's quote (a paid purchase whose course
  // price changed since keeps its totals, and the page then shows one line).
  const chosen =
    subscription.priceListValueId === null ? null : planById(course, subscription.priceListValueId);
  const quoted = quote(course, chosen, voucher[0]?.percent ?? null, campaign[0]?.percent ?? null);
  const breakdown = quoted.discounts === subscription.discounts ? breakdownOf(quoted) : null;
  return {
    subscriptionId: subscription.id,
    transactionNumber: subscription.transactionNumber,
    status: subscription.status as PurchaseStatus,
    course: cart!,
    plan,
    voucher: voucher[0] ?? null,
    campaign: campaign[0] ?? null,
    subtotal: subscription.subtotal,
    discounts: subscription.discounts,
    total: subscription.total,
    priceChanged,
    payment: paymentView(payment),
    ...(breakdown ? { breakdown } : {}),
  };
}
