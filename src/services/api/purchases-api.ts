import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Conflict, PurchaseStatus } from "./checkout-schemas.ts";
import { CreditBalance } from "./credit-schemas.ts";
import { IntegerParam } from "./query-schemas.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";
import { Authorization } from "./authorization.ts";

const Bounded = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));

/** Spec §7: both lists are asked for by e-mail and CPF; the server answers only for the token's own person. */
export const PurchasesOwner = Schema.Struct({
  email: Bounded(254),
  cpf: Bounded(14),
  page: Schema.optionalKey(
    Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10_000 }))),
  ),
});
export type PurchasesOwner = typeof PurchasesOwner.Type;

const PurchasedCourse = Schema.Struct({
  name: Schema.String,
  friendlyUrl: Schema.String,
  imageUrl: Schema.String,
  institution: Schema.NullOr(Schema.String),
});

/** A cancellation asked for (spec §9): the refund as quoted on the day of the request, paid as a credit. */
export const CancellationRecord = Schema.Struct({
  kind: Schema.Literals(["full", "proportional", "unpaid"]),
  requestedAt: Schema.String,
  confirmedAt: Schema.NullOr(Schema.String),
  fine: Schema.Number,
  refund: Schema.Number,
  creditValidUntil: Schema.NullOr(Schema.String),
});
export type CancellationRecord = typeof CancellationRecord.Type;

/**
 * Money going back by the way it came within the 7 days: a Pix devolução (ADR 048), or the gateway's refund of a
 * card or boleto (issue 26: estorno to the card, or to the account that paid the boleto). Processing until the PSP
 * or gateway says it was returned or not (then with the PSP's reason).
 */
export const MoneyRefund = Schema.Struct({
  method: Schema.Literals(["pix", "card", "boleto"]),
  amount: Schema.Number,
  status: Schema.Literals(["processing", "returned", "failed"]),
  reason: Schema.NullOr(Schema.String),
  settledAt: Schema.NullOr(Schema.String),
});
export type MoneyRefund = typeof MoneyRefund.Type;

/** One purchase of My Purchases (spec §3 purchase). Dates are ISO instants; access dates are calendar days. */
export const PurchaseItem = Schema.Struct({
  subscriptionId: Schema.Number,
  transactionNumber: Schema.String,
  status: PurchaseStatus,
  course: PurchasedCourse,
  purchaseDate: Schema.String,
  paymentDate: Schema.NullOr(Schema.String),
  paymentMethod: Schema.NullOr(Schema.Literals(["pix", "boleto", "card", "credit"])),
  subtotal: Schema.Number,
  discounts: Schema.Number,
  total: Schema.Number,
  slipDueDate: Schema.NullOr(Schema.String),
  accessStart: Schema.NullOr(Schema.String),
  accessEnd: Schema.NullOr(Schema.String),
  authors: Schema.Array(Schema.String),
  /** An unpaid slip past its due date: what it costs today with the late fee of spec §9 (else null). */
  amountDueToday: Schema.NullOr(Schema.Number),
  cancellation: Schema.NullOr(CancellationRecord),
  /** Refund credit this purchase used (ADR 047); `total` is what was paid besides it. Absent: none. */
  creditUsed: Schema.optionalKey(Schema.Number),
  /** The money refund of a cancellation, when the money goes back by Pix or through the gateway. Absent: none. */
  refund: Schema.optionalKey(MoneyRefund),
});
export type PurchaseItem = typeof PurchaseItem.Type;

export const PurchaseList = Schema.Struct({
  results: Schema.Array(PurchaseItem),
  totalCount: Schema.Number,
  page: Schema.Number,
  perPage: Schema.Number,
  /** The person's refund credit today (ADR 047). Absent: none. */
  credit: Schema.optionalKey(CreditBalance),
});
export type PurchaseList = typeof PurchaseList.Type;

/**
 * What cancelling a purchase would do today (spec §9), shown before the person confirms. unpaid: nothing was paid,
 * the purchase is canceled at once; in-flight: money is on its way (a slip paid at the bank, a card awaiting the
 * operator), the cancellation waits for it and refunds it in full; full / proportional: the refund paid as a
 * credit; refused: why it cannot be cancelled.
 */
export const CancellationQuote = Schema.Struct({
  kind: Schema.Literals(["unpaid", "in-flight", "full", "proportional", "refused"]),
  reason: Schema.NullOr(
    Schema.Literals(["certificate-issued", "all-lessons-available", "closed", "unpaid-order"]),
  ),
  daysSincePayment: Schema.NullOr(Schema.Number),
  price: Schema.Number,
  lessonsTotal: Schema.Number,
  lessonsAvailable: Schema.Number,
  unavailableValue: Schema.Number,
  fine: Schema.Number,
  refund: Schema.Number,
  creditValidUntil: Schema.NullOr(Schema.String),
  /**
   * Where the refund goes, within 7 days: back by Pix (a purchase paid by a real Pix), or refunded by the gateway to
   * the card, or to the account that paid the boleto; else credit. Absent: credit.
   */
  refundReturn: Schema.optionalKey(Schema.Literals(["credit", "pix", "card", "boleto"])),
});
export type CancellationQuote = typeof CancellationQuote.Type;

/** Certificate standing of a course (spec §9: exam at 75 % of the modules done — its `progress`, ADR 091 — certificate at a 60 average). */
export const CertificateStanding = Schema.Struct({
  kind: Schema.Literals(["studying", "exam-available", "failed", "eligible", "issued"]),
  progress: Schema.Number,
  examAverage: Schema.NullOr(Schema.Number),
  issuedOn: Schema.NullOr(Schema.String),
});
export type CertificateStanding = typeof CertificateStanding.Type;

/** A course the person can study (a confirmed purchase): access period and progress in lessons done. */
export const MyCourse = Schema.Struct({
  subscriptionId: Schema.Number,
  course: PurchasedCourse,
  accessStart: Schema.NullOr(Schema.String),
  accessEnd: Schema.NullOr(Schema.String),
  /** Whole percent of the course's lessons completed. */
  progress: Schema.Number,
  expired: Schema.Boolean,
  certificate: CertificateStanding,
});
export type MyCourse = typeof MyCourse.Type;

const errors = [Unauthorized, NotFound, InvalidInput, ServiceUnavailable] as const;
const PurchaseId = { id: IntegerParam(1, 2_147_483_647) };

/** Spec §7 "Candidate (token)": the person's purchases and courses. */
export const PurchasesGroup = HttpApiGroup.make("purchases")
  .add(
    HttpApiEndpoint.post("purchasedCourses", "/courses/purchased-courses", {
      payload: PurchasesOwner,
      success: PurchaseList,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("myCourses", "/courses/my-courses", {
      payload: PurchasesOwner,
      success: Schema.Array(MyCourse),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("purchase", "/purchases/:id", {
      params: PurchaseId,
      success: PurchaseItem,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("cancellationQuote", "/purchases/:id/cancellation", {
      params: PurchaseId,
      success: CancellationQuote,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("requestCancellation", "/purchases/:id/cancellation", {
      params: PurchaseId,
      success: PurchaseItem,
      // 403 moneyMovingWhileImpersonating: an operator acting as the person cannot cancel (ADR 050).
      error: [...errors, Conflict, Forbidden],
    }).middleware(Authorization),
  )
  .prefix("/candidate");

/** The payments sandbox acting as support: confirms a requested cancellation (loopback only, like the rest). */
export const CancellationSandboxGroup = HttpApiGroup.make("cancellationSandbox").add(
  HttpApiEndpoint.post("sandboxConfirmCancellation", "/dev/sandbox/purchases/:id/confirm-cancellation", {
    params: PurchaseId,
    success: PurchaseItem,
    error: [NotFound, Conflict, ServiceUnavailable],
  }),
);
