import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../database.ts";
import { campaigns, payments, subscriptions, vouchers } from "../schema/commerce.ts";
import { voucherCourses } from "../schema/orders.ts";
import type { CatalogIds } from "./seed-catalog.ts";

/** The campaign of the demo: on one course, offered on its cash plan only (spec §4). */
export const demoCampaign = {
  name: "Semana da Saúde Mental",
  percent: 15,
  course: "saude-mental-na-atencao-primaria",
  validFrom: "2026-01-01",
  validUntil: "2030-12-31",
} as const;

/** A voucher whose rules allow only some courses (ADR 067): in a cart it discounts those and leaves the rest. */
export const demoCourseVoucher = {
  tag: "NUTRI15",
  percent: 15,
  courses: ["nutricao-esportiva-aplicada", "nutricao-clinica-no-paciente-critico"],
} as const;

/**
 * Checkout data of the demo: the campaign, and card attempts behind aluno's seeded card purchases, so the
 * pending one can be confirmed through the payments sandbox like any new purchase.
 */
export async function seedCheckout(db: Db, catalog: CatalogIds, alunoId: number) {
  await db
    .insert(vouchers)
    .values({ tag: demoCourseVoucher.tag, percent: demoCourseVoucher.percent, validUntil: "2030-12-31" });
  await db.insert(voucherCourses).values(
    demoCourseVoucher.courses.map((slug) => ({
      tag: demoCourseVoucher.tag,
      courseId: catalog.courseIdBySlug.get(slug)!,
    })),
  );
  await db.insert(campaigns).values({
    name: demoCampaign.name,
    percent: demoCampaign.percent,
    courseId: catalog.courseIdBySlug.get(demoCampaign.course)!,
    validFrom: demoCampaign.validFrom,
    validUntil: demoCampaign.validUntil,
  });
  const cardPurchases = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, alunoId),
        eq(subscriptions.paymentMethod, "card"),
        inArray(subscriptions.status, ["payment-confirmed", "payment-pending", "cancellation-requested"]),
      ),
    )
    .orderBy(subscriptions.id);
  if (cardPurchases.length === 0) return;
  await db.insert(payments).values(
    cardPurchases.map((purchase) => ({
      subscriptionId: purchase.id,
      method: "card",
      status: purchase.status === "payment-pending" ? "pending" : "approved",
      amount: purchase.total,
      cardBrand: "visa",
      cardLast4: purchase.status === "payment-pending" ? "0077" : "1111",
      cardInstallments: purchase.installments,
      cardInstallmentValue: Math.round((purchase.total / purchase.installments) * 100) / 100,
      paidAt: purchase.status === "payment-pending" ? null : purchase.paymentDate,
    })),
  );
}
