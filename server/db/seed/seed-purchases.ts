import { and, eq, inArray } from "drizzle-orm";
import { addCalendarDays, saoPauloDate } from "#src/domain/payments/business-days.ts";
import { creditValidUntil } from "#src/domain/purchases/refund.ts";
import { addMonths } from "#server/payments/sandbox-clock.ts";
import { sandboxGateway } from "#server/payments/sandbox-gateway.ts";
import type { Db } from "../database.ts";
import { courseModules, courses } from "../schema/catalog.ts";
import { cancellations, lessonProgress, payments, subscriptions } from "../schema/commerce.ts";
import { creditGrants } from "../schema/credit.ts";
import { certificates } from "../schema/exams.ts";
import { newCertificateCode } from "#server/portal/certificate-code.ts";
import type { CatalogIds } from "./seed-catalog.ts";

/** Modules of this course are released one a month (drip), so a late cancellation refunds part of it. */
export const dripCourse = "acls-suporte-avancado-de-vida-em-cardiologia";
export const dripIntervalDays = 30;
/**
 * Modules of this course are released one a day (issue 32): the whole journey — modules opened by the clock, the
 * exam at 75 % of them, the certificate — fits in the 7 days after payment in which the certificate waives the
 * refund (§9).
 */
export const dailyDripCourse = "insuficiencia-cardiaca-do-diagnostico-ao-tratamento";
export const dailyDripIntervalDays = 1;
const drips = [
  [dripCourse, dripIntervalDays],
  [dailyDripCourse, dailyDripIntervalDays],
] as const;

type Status = (typeof subscriptions.$inferInsert)["status"];

interface DemoPurchase {
  slug: string;
  status: Status;
  method: "pix" | "boleto" | "card";
  /** Days before the seed's today that it was paid (null: not paid). */
  paidDaysAgo: number | null;
  /** Whole course's lessons done (certificate examples). */
  finished?: boolean;
  examAverage?: number;
  certificateDaysAfterPayment?: number;
}

/**
 * aluno's purchases whose meaning depends on today (spec §9 counts days from the payment), dated from the day
 * the database is seeded: one inside the 7 days, one later with lessons still to be released, one whose
 * certificate waived the refund, one waiting for its card to cancel, one cancelled and refunded as a credit, and
 * a slip past its due date (the late fee).
 */
const demoPurchases: readonly DemoPurchase[] = [
  {
    slug: "medicina-de-emergencia-sala-vermelha",
    status: "payment-confirmed",
    method: "pix",
    paidDaysAgo: 2,
  },
  { slug: dripCourse, status: "payment-confirmed", method: "card", paidDaysAgo: 40 },
  {
    slug: "avaliacao-neuropsicologica",
    status: "payment-confirmed",
    method: "pix",
    paidDaysAgo: 6,
    finished: true,
    examAverage: 86,
    certificateDaysAfterPayment: 4,
  },
  {
    slug: "clinica-medica-de-caes-e-gatos",
    status: "awaiting-cancellation",
    method: "card",
    paidDaysAgo: null,
  },
  { slug: "emergencias-pediatricas", status: "cancellation-confirmed", method: "pix", paidDaysAgo: 20 },
  { slug: "farmacia-clinica-hospitalar", status: "payment-pending", method: "boleto", paidDaysAgo: null },
];

export async function seedPurchases(db: Db, catalog: CatalogIds, alunoId: number, now = new Date()) {
  const today = saoPauloDate(now);
  const courseId = (slug: string) => {
    const id = catalog.courseIdBySlug.get(slug);
    if (id === undefined) throw new Error(`seed: no course ${slug}`);
    return id;
  };

  // The drip courses release a module every 30 days, and every day.
  for (const [slug, intervalDays] of drips) {
    const modules = await db
      .select({ id: courseModules.id, position: courseModules.position })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId(slug)))
      .orderBy(courseModules.position);
    for (const [index, module] of modules.entries())
      await db
        .update(courseModules)
        .set({ releaseAfterDays: index * intervalDays })
        .where(eq(courseModules.id, module.id));
  }

  const prices = await db
    .select({
      id: courses.id,
      oldPrice: courses.oldPrice,
      newPrice: courses.newPrice,
      months: courses.accessPeriodMonths,
    })
    .from(courses)
    .where(
      inArray(
        courses.id,
        demoPurchases.map((purchase) => courseId(purchase.slug)),
      ),
    );
  const gateway = sandboxGateway();

  for (const [index, purchase] of demoPurchases.entries()) {
    const price = prices.find((row) => row.id === courseId(purchase.slug))!;
    const paidOn = purchase.paidDaysAgo === null ? null : addCalendarDays(today, -purchase.paidDaysAgo);
    const accessEnd = paidOn && addMonths(paidOn, price.months);
    const subtotal = price.oldPrice ?? price.newPrice;
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId: alunoId,
        courseId: price.id,
        status: purchase.status,
        transactionNumber: `SAB-2026-${String(100 + index).padStart(6, "0")}`,
        paymentMethod: purchase.method,
        subtotal,
        discounts: Math.round((subtotal - price.newPrice) * 100) / 100,
        total: price.newPrice,
        paymentDate: paidOn ? new Date(`${paidOn}T15:00:00Z`) : null,
        accessStart: paidOn,
        accessEnd,
        examAverage: purchase.examAverage ?? null,
        certificateIssuedOn:
          paidOn && purchase.certificateDaysAfterPayment !== undefined
            ? addCalendarDays(paidOn, purchase.certificateDaysAfterPayment)
            : null,
        createdAt: new Date(
          `${paidOn ?? addCalendarDays(today, purchase.method === "boleto" ? -10 : -1)}T14:00:00Z`,
        ),
      })
      .returning();
    const subscription = row!;
    if (subscription.certificateIssuedOn)
      // Its certificate (issue 32): a verification code of its own, as a passing attempt would have issued it.
      await db.insert(certificates).values({
        subscriptionId: subscription.id,
        code: newCertificateCode(),
        issuedAt: new Date(`${subscription.certificateIssuedOn}T15:00:00Z`),
        issuedOn: subscription.certificateIssuedOn,
        score: subscription.examAverage ?? 100,
      });
    if (purchase.finished) {
      const lessonIds = catalog.lessonIdsByCourse.get(price.id) ?? [];
      if (lessonIds.length)
        await db.insert(lessonProgress).values(lessonIds.map((lessonId) => ({ userId: alunoId, lessonId })));
    }
    if (purchase.status === "awaiting-cancellation") {
      // A card waiting for the operator when aluno cancelled: the refund waits for the money.
      await db.insert(payments).values({
        subscriptionId: subscription.id,
        method: "card",
        status: "pending",
        amount: subscription.total,
        cardBrand: "mastercard",
        cardLast4: "0077",
        cardInstallments: 1,
        cardInstallmentValue: subscription.total,
      });
      await db.insert(cancellations).values({
        subscriptionId: subscription.id,
        kind: "full",
        requestedAt: new Date(`${today}T12:00:00Z`),
        lessonsTotal: 0,
        lessonsAvailable: 0,
        fine: 0,
        refund: subscription.total,
      });
    }
    if (purchase.status === "cancellation-confirmed" && paidOn) {
      await db.insert(cancellations).values({
        subscriptionId: subscription.id,
        kind: "full",
        requestedAt: new Date(`${addCalendarDays(paidOn, 3)}T13:00:00Z`),
        confirmedAt: new Date(`${addCalendarDays(paidOn, 4)}T13:00:00Z`),
        lessonsTotal: 0,
        lessonsAvailable: 0,
        fine: 0,
        refund: subscription.total,
        creditValidUntil: creditValidUntil(addCalendarDays(paidOn, 4)),
      });
      // Its refund, spendable in the checkout until then (ADR 047).
      await db.insert(creditGrants).values({
        userId: alunoId,
        amount: subscription.total,
        grantedOn: addCalendarDays(paidOn, 4),
        validUntil: creditValidUntil(addCalendarDays(paidOn, 4)),
        sourceSubscriptionId: subscription.id,
      });
    }
    if (purchase.method === "boleto" && purchase.status === "payment-pending") {
      // Issued 10 days ago, due 3 banking business days later: overdue today (spec §9 late fee).
      const slip = await gateway.slip({
        amount: subscription.total,
        reference: subscription.transactionNumber,
        today: addCalendarDays(today, -10),
        payer: null,
        idempotencyKey: `seed-slip-${subscription.id}`,
      });
      await db.insert(payments).values({
        subscriptionId: subscription.id,
        method: "boleto",
        status: "pending",
        amount: subscription.total,
        slipDigitableLine: slip.digitableLine,
        slipBarcode: slip.barcode,
        slipDueDate: slip.dueDate,
      });
      await db
        .update(subscriptions)
        .set({ slipDueDate: slip.dueDate })
        .where(eq(subscriptions.id, subscription.id));
    }
  }

  // The seeded request of Habilidades DBT (paid on a fixed day): its refund as quoted then, in full.
  const [requested] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, alunoId), eq(subscriptions.status, "cancellation-requested")));
  if (requested?.paymentDate)
    await db.insert(cancellations).values({
      subscriptionId: requested.id,
      kind: "full",
      requestedAt: new Date(requested.paymentDate.getTime() + 2 * 86_400_000),
      lessonsTotal: 0,
      lessonsAvailable: 0,
      fine: 0,
      refund: requested.total,
    });
}
