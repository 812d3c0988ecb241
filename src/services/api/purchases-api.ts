import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { PurchaseStatus } from "./checkout-schemas.ts";
import { Unauthorized } from "./session-api.ts";

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

/** One purchase of My Purchases (spec §3 purchase). Dates are ISO instants; access dates are calendar days. */
export const PurchaseItem = Schema.Struct({
  subscriptionId: Schema.Number,
  transactionNumber: Schema.String,
  status: PurchaseStatus,
  course: PurchasedCourse,
  purchaseDate: Schema.String,
  paymentDate: Schema.NullOr(Schema.String),
  paymentMethod: Schema.NullOr(Schema.Literals(["pix", "boleto", "card"])),
  subtotal: Schema.Number,
  discounts: Schema.Number,
  total: Schema.Number,
  slipDueDate: Schema.NullOr(Schema.String),
  accessStart: Schema.NullOr(Schema.String),
  accessEnd: Schema.NullOr(Schema.String),
});
export type PurchaseItem = typeof PurchaseItem.Type;

export const PurchaseList = Schema.Struct({
  results: Schema.Array(PurchaseItem),
  totalCount: Schema.Number,
  page: Schema.Number,
  perPage: Schema.Number,
});
export type PurchaseList = typeof PurchaseList.Type;

/** A course the person can study (a confirmed purchase): access period and progress in lessons done. */
export const MyCourse = Schema.Struct({
  subscriptionId: Schema.Number,
  course: PurchasedCourse,
  accessStart: Schema.NullOr(Schema.String),
  accessEnd: Schema.NullOr(Schema.String),
  /** Whole percent of the course's lessons completed. */
  progress: Schema.Number,
  expired: Schema.Boolean,
});
export type MyCourse = typeof MyCourse.Type;

const errors = [Unauthorized, NotFound, InvalidInput, ServiceUnavailable] as const;

/** Spec §7 "Candidate (token)": the person's purchases and courses. */
export const PurchasesGroup = HttpApiGroup.make("purchases")
  .add(
    HttpApiEndpoint.post("purchasedCourses", "/courses/purchased-courses", {
      headers: { authorization: Schema.String },
      payload: PurchasesOwner,
      success: PurchaseList,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("myCourses", "/courses/my-courses", {
      headers: { authorization: Schema.String },
      payload: PurchasesOwner,
      success: Schema.Array(MyCourse),
      error: errors,
    }),
  )
  .prefix("/candidate");
