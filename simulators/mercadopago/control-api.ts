/**
 * The control API (plain HTTP on 127.0.0.1, JSON; not Mercado Pago's): tests and the demo play the payer's bank,
 * the anti-fraud review and the card network. Each change of a payment sends the signed "payment.updated"
 * webhook before answering `{payment, delivery}`.
 */
import { Schema } from "effect";
import { controlFailure, controlListener } from "../common/http-io.ts";
import type { GatewayContext } from "./context.ts";
import { type Answer, decode, ok } from "./errors.ts";
import type { Payment } from "./reference/answers.ts";

const ReviewBody = Schema.Struct({ decision: Schema.Literals(["approve", "reject"]) });

type Change = (payment: Payment, now: string) => Partial<Payment> | string;

/** A paid boleto and an approved review settle alike: the whole amount received, now. */
const approval = (payment: Payment, now: string): Partial<Payment> => ({
  status: "approved",
  status_detail: "accredited",
  date_approved: now,
  transaction_details: { ...payment.transaction_details, net_received_amount: payment.transaction_amount },
});

/** Each action: which payments it applies to (else a 409 naming why) and what it changes. */
const actions: Record<string, Change> = {
  pay: (payment, now) =>
    payment.payment_type_id === "ticket" && payment.status === "pending"
      ? approval(payment, now)
      : "only a pending boleto can be paid",
  expire: (payment) =>
    payment.payment_type_id === "ticket" && payment.status === "pending"
      ? { status: "cancelled", status_detail: "expired" }
      : "only a pending boleto can expire",
  chargeback: (payment) =>
    payment.payment_type_id === "credit_card" && payment.status === "approved"
      ? { status: "charged_back", status_detail: "settled" }
      : "only an approved card payment can be charged back",
};

async function change(id: number, apply: Change, context: GatewayContext): Promise<Answer> {
  const stored = context.state.payments.get(id);
  if (!stored) return controlFailure(404, "not-found", "no such payment");
  const now = context.now().toISOString();
  const result = apply(stored.payment, now);
  if (typeof result === "string")
    return controlFailure(409, "wrong-state", `${result} (status ${stored.payment.status})`);
  stored.payment = { ...stored.payment, ...result, date_last_updated: now };
  const delivery = await context.webhooks.notify("payment.updated", id, stored.payment.notification_url);
  return ok(200, { payment: stored.payment, delivery: delivery ?? null });
}

const review =
  (decision: "approve" | "reject"): Change =>
  (payment, now) =>
    payment.status !== "in_process"
      ? "only a payment in process can be reviewed"
      : decision === "approve"
        ? approval(payment, now)
        : { status: "rejected", status_detail: "cc_rejected_high_risk" };

async function control(
  method: string,
  path: string,
  input: unknown,
  context: GatewayContext,
): Promise<Answer> {
  const [root, area, first, second] = path.split("/").filter(Boolean).map(decodeURIComponent);
  if (root !== "control") return controlFailure(404, "not-found", "unknown control path");
  const id = Number(first);
  if (method === "POST" && area === "payments" && second !== undefined) {
    if (second === "review") {
      const decoded = decode(ReviewBody, input ?? {});
      if (decoded.answer) return decoded.answer;
      return change(id, review(decoded.value.decision), context);
    }
    const action = actions[second];
    if (action) return change(id, action, context);
  }
  if (method === "POST" && area === "webhook" && first === "redeliver" && second !== undefined) {
    const stored = context.state.payments.get(Number(second));
    if (!stored) return controlFailure(404, "not-found", "no such payment");
    const delivery = await context.webhooks.notify(
      "payment.updated",
      stored.payment.id,
      stored.payment.notification_url,
    );
    return delivery ? ok(200, delivery) : controlFailure(409, "no-webhook", "no webhook URL is set");
  }
  if (area === "log" && method === "GET") return ok(200, context.state.log);
  if (area === "log" && method === "DELETE") {
    context.state.log.length = 0;
    return ok(204);
  }
  if (area === "state" && method === "GET") return ok(200, context.state.snapshot());
  return controlFailure(404, "not-found", `no control endpoint ${method} ${path}`);
}

export const makeControlListener = (context: GatewayContext) =>
  controlListener((method, path, input) => control(method, path, input, context));
