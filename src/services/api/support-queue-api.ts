import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import {
  supportActions,
  supportItemKinds,
  supportReasonMax,
  supportReasonMin,
  supportWaits,
} from "#src/domain/support-queue/support-queue.ts";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Conflict } from "./checkout-schemas.ts";
import { IntegerParam } from "./query-schemas.ts";
import { Authorization, AuthorizationWording } from "./authorization.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";

/** The support queue of issue 30 (ADR 081): what staff decide about payments, cancellations and refunds. */
export const SupportItem = Schema.Struct({
  /** `<kind>-<record id>`: unique in the queue. */
  id: Schema.String,
  kind: Schema.Literals(supportItemKinds),
  /** The purchase (subscription) it concerns; null for a charge nobody ordered. */
  subscriptionId: Schema.NullOr(Schema.Number),
  /** The ledger line of a reconciliation flag; null for the other kinds. */
  eventId: Schema.NullOr(Schema.Number),
  transactionNumber: Schema.NullOr(Schema.String),
  customer: Schema.NullOr(Schema.Struct({ username: Schema.String, name: Schema.String })),
  course: Schema.NullOr(Schema.String),
  amount: Schema.NullOr(Schema.Number),
  /** Since when it waits (ISO 8601, UTC). */
  since: Schema.String,
  /** What the record says: a card's brand and last digits, a cancellation's kind, a failure's reason, a flag's. */
  detail: Schema.String,
  actions: Schema.Array(Schema.Literals(supportActions)),
  /** Why it has no actions yet; null when it has. */
  waitingFor: Schema.NullOr(Schema.Literals(supportWaits)),
});
export type SupportItem = typeof SupportItem.Type;

export const SupportQueue = Schema.Struct({ items: Schema.Array(SupportItem) });
export type SupportQueue = typeof SupportQueue.Type;

/** Words a person reads: at least a few characters besides spaces, at most a paragraph. */
const Reason = Schema.String.pipe(
  Schema.check(
    Schema.isMaxLength(supportReasonMax),
    Schema.makeFilter(
      (value: string) =>
        value.trim().length >= supportReasonMin || `Expected at least ${supportReasonMin} characters`,
    ),
  ),
);
export const RefuseCard = Schema.Struct({ reason: Reason });
export const ResolveFlag = Schema.Struct({ note: Reason });

const errors = [InvalidInput, Unauthorized, Forbidden, NotFound, Conflict, ServiceUnavailable] as const;
const PurchaseId = { subscriptionId: IntegerParam(1, 2_147_483_647) };
const who =
  "For operators (operador of sabia-operacao or artmed-marketplace) by the current role held now, never while " +
  "acting as someone else: anyone else 403 staffRoleRequired, without a valid token 401.";
const worked =
  "Answers the queue as it is now. Each action is written to the audit log in its transaction; the customer's " +
  "purchase page follows and she gets an e-mail. An item that is no longer in that state answers 404 or 409.";

/** An action on a purchase's item without a body; it answers the queue. */
const purchaseAction = <const Name extends string, const Path extends `/${string}`>(
  name: Name,
  path: Path,
  description: string,
) =>
  HttpApiEndpoint.post(name, path, {
    params: PurchaseId,
    success: SupportQueue,
    error: errors,
  }).annotate(OpenApi.Description, `${description} ${worked} ${who}`);

export const SupportQueueGroup = HttpApiGroup.make("supportQueue")
  .add(
    HttpApiEndpoint.get("supportQueue", "/support-queue", {
      success: SupportQueue,
      error: errors,
    }).annotate(
      OpenApi.Description,
      `The items waiting for staff, oldest first: card payments in review, cancellations to confirm, refunds ` +
        `that failed and reconciliation flags. ${who}`,
    ),
  )
  .add(
    purchaseAction(
      "confirmCard",
      "/support-queue/cards/:subscriptionId/confirm",
      `Confirms a card payment in review (the operator decides for the sandbox's acquirer; a gateway's card is ` +
        `the gateway's to decide: 409): the purchase is paid and access starts.`,
    ),
  )
  .add(
    HttpApiEndpoint.post("refuseCard", "/support-queue/cards/:subscriptionId/refuse", {
      params: PurchaseId,
      payload: RefuseCard,
      success: SupportQueue,
      error: errors,
    }).annotate(
      OpenApi.Description,
      `Refuses a card payment in review with a reason (${supportReasonMin}–${supportReasonMax} characters) the ` +
        `customer reads: the purchase awaits payment again. ${worked} ${who}`,
    ),
  )
  .add(
    purchaseAction(
      "confirmCancellation",
      "/support-queue/cancellations/:subscriptionId/confirm",
      `Confirms a requested cancellation: what does not go back as money becomes credit valid 6 months ` +
        `(spec §9).`,
    ),
  )
  .add(
    purchaseAction(
      "retryRefund",
      "/support-queue/refunds/:subscriptionId/retry",
      `Tries a failed refund again: a refused Pix devolução is asked for anew (a new id), a failing one at once; ` +
        `a gateway refund still pending is asked of the gateway again (same idempotency key).`,
    ),
  )
  .add(
    purchaseAction(
      "resetExamAttempts",
      "/support-queue/exams/:subscriptionId/reset",
      `Lets a student locked out of the certificate exam (its attempts used up, ADR 091) try again at once: her ` +
        `failed attempts stop counting (ADR 096); a pass and its certificate stay. None to reset: 404.`,
    ),
  )
  .add(
    HttpApiEndpoint.post("resolveFlag", "/support-queue/flags/:eventId/resolve", {
      params: { eventId: IntegerParam(1, Number.MAX_SAFE_INTEGER) },
      payload: ResolveFlag,
      success: SupportQueue,
      error: errors,
    }).annotate(
      OpenApi.Description,
      `Closes a reconciliation flag with a note (${supportReasonMin}–${supportReasonMax} characters) saying ` +
        `what was done; the ledger line itself stays as it was. ${who}`,
    ),
  )
  .middleware(Authorization)
  .annotate(AuthorizationWording, {
    unauthorized: "Sign in: the support queue needs a valid access token.",
    unavailable: "The database did not answer; try again in a few moments.",
  });
