import type {
  MoneyRefund,
  MyCourse,
  PurchaseItem,
  PurchaseList,
  PurchasesOwner,
} from "#src/services/api/purchases-api.ts";
import { saoPauloDate } from "#src/domain/payments/business-days.ts";
import { digitsOnly } from "#src/domain/payments/card.ts";
import { overdueAmount } from "#src/domain/payments/late-fee.ts";
import { modulesDonePercent } from "#src/domain/portal/exam.ts";
import { certificateStanding } from "#src/domain/purchases/certificate.ts";
import { balanceView } from "../credit/credit-view.ts";
import { creditUsedBy, toReais } from "../db/credit/credit-queries.ts";
import { refundsOf, type RefundRow } from "../db/checkout/payment-ledger-queries.ts";
import type { Db } from "../db/database.ts";
import {
  authorsOf,
  cancellationsOf,
  coursesWithAccess,
  lessonCounts,
  moduleCounts,
  purchaseOf,
  purchaseOwner,
  purchasesOf,
} from "../db/purchases/purchase-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { notFound } from "../payments/checkout-refused.ts";
import { gatewayRefundsOf, type GatewayRefund } from "./gateway-refunds.ts";

export const purchasesPerPage = 10;

type Row = Awaited<ReturnType<typeof purchasesOf>>["rows"][number];
type Extras = Pick<PurchaseItem, "authors" | "amountDueToday" | "cancellation" | "creditUsed" | "refund">;

const courseOf = (row: Row) => ({
  name: row.courseName,
  friendlyUrl: row.friendlyUrl,
  imageUrl: `/api/media/course/${row.friendlyUrl}/2.svg`,
  institution: row.institution,
});

const methods = new Set(["pix", "boleto", "card", "credit"]);

function toItem(row: Row, extras: Extras): PurchaseItem {
  return {
    ...extras,
    subscriptionId: row.subscriptionId,
    transactionNumber: row.transactionNumber,
    status: row.status as PurchaseItem["status"],
    course: courseOf(row),
    purchaseDate: row.createdAt.toISOString(),
    paymentDate: row.paymentDate?.toISOString() ?? null,
    paymentMethod: methods.has(row.paymentMethod ?? "")
      ? (row.paymentMethod as PurchaseItem["paymentMethod"])
      : null,
    subtotal: row.subtotal,
    discounts: row.discounts,
    total: row.total,
    slipDueDate: row.slipDueDate,
    accessStart: row.accessStart,
    accessEnd: row.accessEnd,
  };
}

/** An unpaid slip past its due date costs the late fee of spec §9 if paid today. */
function amountDueToday(row: Row, today: string): number | null {
  const unpaidSlip =
    row.paymentMethod === "boleto" &&
    (row.status === "awaiting-payment" || row.status === "payment-pending") &&
    row.slipDueDate !== null;
  if (!unpaidSlip || row.slipDueDate! >= today) return null;
  const due = overdueAmount(row.total, row.slipDueDate!, today);
  return due.total > row.total ? due.total : null;
}

/** A devolução as the customer follows it (the last one of a purchase, when there were several). */
const moneyRefund = (refund: RefundRow): MoneyRefund => ({
  method: "pix",
  amount: refund.amount,
  status: refund.status as MoneyRefund["status"],
  reason: refund.failureReason,
  settledAt: refund.settledAt?.toISOString() ?? null,
});

/** A gateway's refund (card or boleto, issue 26) as the customer follows it. */
const gatewayMoneyRefund = (refund: GatewayRefund): MoneyRefund => ({
  method: refund.method,
  amount: refund.amount,
  status: refund.status,
  reason: null,
  settledAt: refund.settledAt?.toISOString() ?? null,
});

/** Purchases as the contract shows them: with their authors, late fee and cancellation. */
export async function purchaseItems(db: Db, rows: readonly Row[], today: string): Promise<PurchaseItem[]> {
  const authors = await authorsOf(
    db,
    rows.map((row) => row.courseId),
  );
  const cancellations = await cancellationsOf(
    db,
    rows.map((row) => row.subscriptionId),
  );
  const credit = await creditUsedBy(
    db,
    rows.map((row) => row.subscriptionId),
  );
  const refunds = new Map(
    (
      await refundsOf(
        db,
        rows.map((row) => row.subscriptionId),
      )
    ).map((refund) => [refund.subscriptionId, refund] as const),
  );
  const gatewayRefunds = await gatewayRefundsOf(
    db,
    rows.map((row) => row.subscriptionId),
  );
  return rows.map((row) => {
    const cancellation = cancellations.get(row.subscriptionId);
    const pixRefund = refunds.get(row.subscriptionId);
    const gatewayRefund = gatewayRefunds.get(row.subscriptionId);
    const refund = pixRefund
      ? moneyRefund(pixRefund)
      : gatewayRefund
        ? gatewayMoneyRefund(gatewayRefund)
        : null;
    return toItem(row, {
      ...(refund ? { refund } : {}),
      authors: authors.get(row.courseId) ?? [],
      creditUsed: toReais(credit.get(row.subscriptionId) ?? 0),
      amountDueToday: amountDueToday(row, today),
      cancellation: cancellation
        ? {
            kind: cancellation.kind as "full" | "proportional" | "unpaid",
            requestedAt: cancellation.requestedAt.toISOString(),
            confirmedAt: cancellation.confirmedAt?.toISOString() ?? null,
            fine: cancellation.fine,
            refund: cancellation.refund,
            creditValidUntil: cancellation.creditValidUntil,
          }
        : null,
    });
  });
}

/** One purchase as the contract shows it (404 when there is none with this id for `userId`). */
export async function purchaseItem(db: Db, userId: number | null, id: number, today: string) {
  const row = await purchaseOf(db, userId, id);
  if (!row) throw notFound("No purchase of yours has this id.");
  return (await purchaseItems(db, [row], today))[0]!;
}

/**
 * Spec §7 purchased-courses and my-courses. The body names the person by e-mail and CPF, but only the token
 * decides whose data this is: a body that names anyone else answers 404, exactly like a person who does not
 * exist, so the call cannot be used to probe other people's purchases.
 */
export function purchaseReads({ db, clock }: Pick<CheckoutContext, "db" | "clock">) {
  const today = async () => saoPauloDate(await clock.now());
  const ownerOf = async (userId: number, owner: PurchasesOwner) => {
    const person = await purchaseOwner(db, userId);
    const sameEmail = person?.email.trim().toLowerCase() === owner.email.trim().toLowerCase();
    const sameCpf = digitsOnly(person?.cpf ?? "") === digitsOnly(owner.cpf);
    if (!person || !sameEmail || !sameCpf) throw notFound("No purchases for this e-mail and CPF.");
    return userId;
  };

  return {
    async purchasedCourses(callerId: number, owner: PurchasesOwner): Promise<PurchaseList> {
      const userId = await ownerOf(callerId, owner);
      const page = owner.page ?? 1;
      const { rows, totalCount } = await purchasesOf(db, userId, page, purchasesPerPage);
      const day = await today();
      return {
        results: await purchaseItems(db, rows, day),
        totalCount,
        page,
        perPage: purchasesPerPage,
        credit: await balanceView(db, userId, day),
      };
    },

    /** One purchase of the token's person (the details page); anyone else's answers 404. */
    async purchase(userId: number, id: number): Promise<PurchaseItem> {
      return purchaseItem(db, userId, id, await today());
    },

    async myCourses(callerId: number, owner: PurchasesOwner, now = new Date()): Promise<MyCourse[]> {
      const userId = await ownerOf(callerId, owner);
      const rows = await coursesWithAccess(db, userId);
      const lessons = await lessonCounts(
        db,
        userId,
        rows.map((row) => row.courseId),
      );
      const modules = await moduleCounts(
        db,
        userId,
        rows.map((row) => row.courseId),
      );
      const day = saoPauloDate(now);
      return rows.map((row) => {
        const counted = lessons.get(row.courseId);
        const progress = counted && counted.total > 0 ? Math.round((counted.done / counted.total) * 100) : 0;
        // The exam opens on the modules done, as the exam itself counts them (ADR 091).
        const finished = modules.get(row.courseId);
        const moduleProgress = finished ? modulesDonePercent(finished.done, finished.total) : 0;
        return {
          subscriptionId: row.subscriptionId,
          course: courseOf(row),
          accessStart: row.accessStart,
          accessEnd: row.accessEnd,
          progress,
          expired: row.accessEnd !== null && row.accessEnd < day,
          certificate: {
            kind: certificateStanding({
              progress: moduleProgress,
              examAverage: row.examAverage,
              certificateIssuedOn: row.certificateIssuedOn,
            }).kind,
            progress: moduleProgress,
            examAverage: row.examAverage,
            issuedOn: row.certificateIssuedOn,
          },
        };
      });
    },
  };
}
