import type { SnapshotFrom } from "xstate";
import { purchaseMachine } from "#src/machines/purchase/purchase.machine.ts";
import { PurchaseStatus } from "#src/services/api/checkout-schemas.ts";
import type { PurchaseItem } from "#src/services/api/purchases-api.ts";
import { purchaseFixture, quoteFixtures } from "#src/services/checkout/purchase.fixtures.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof purchaseMachine>;
type Event = ModelEvent<typeof purchaseMachine>;

const statuses = PurchaseStatus.literals;
const unavailable = { _tag: "ServiceUnavailable", status: 503, detail: "The database did not answer." };
const now = (status: PurchaseItem["status"]) => purchaseFixture(status);

/**
 * A purchase's page in each of the seven states (spec §4): cancel (quote full, proportional, unpaid or refused,
 * then confirm or dismiss; failures), and reading it again after the server moved it (slip cleared, card
 * confirmed, support confirmed the cancellation).
 */
export const purchaseModel = defineModel({
  name: "purchase",
  machine: purchaseMachine,
  complete: true,
  inputs: statuses.map((status) => ({ purchase: purchaseFixture(status) })),
  events: (snapshot: Snapshot): readonly Event[] => {
    if (snapshot.matches("quoting")) {
      const paid = snapshot.context.purchase.status === "payment-confirmed";
      return [
        ...(paid ? [quoteFixtures.full, quoteFixtures.proportional] : [quoteFixtures.unpaid]).map(
          (output) => ({
            type: "xstate.done.actor.loadQuote" as const,
            output,
          }),
        ),
        { type: "xstate.done.actor.loadQuote", output: quoteFixtures.refused },
        { type: "xstate.error.actor.loadQuote", error: unavailable },
      ];
    }
    if (snapshot.matches("reviewingCancellation")) return [{ type: "CONFIRM" }, { type: "DISMISS" }];
    if (snapshot.matches("cancellationRefused")) return [{ type: "DISMISS" }];
    if (snapshot.matches("requesting")) {
      const requested =
        snapshot.context.purchase.status === "payment-confirmed"
          ? "cancellation-requested"
          : "purchase-canceled";
      return [
        { type: "xstate.done.actor.requestCancellation", output: now(requested) },
        { type: "xstate.error.actor.requestCancellation", error: unavailable },
      ];
    }
    if (snapshot.matches("refreshing")) {
      const next: Record<string, PurchaseItem["status"]> = {
        "awaiting-payment": "payment-pending",
        "payment-pending": "payment-confirmed",
        "payment-confirmed": "payment-confirmed",
        "awaiting-cancellation": "cancellation-requested",
        "cancellation-requested": "cancellation-confirmed",
      };
      return [
        { type: "xstate.done.actor.loadPurchase", output: now(next[snapshot.context.purchase.status]!) },
        { type: "xstate.error.actor.loadPurchase", error: unavailable },
      ];
    }
    return [{ type: "CANCEL" }, { type: "REFRESH" }];
  },
  describeEvent: {
    CANCEL: "the person asks to cancel the purchase",
    CONFIRM: "the person confirms the cancellation as quoted",
    DISMISS: "the person keeps the purchase",
    REFRESH: "the person updates the purchase's status",
  },
});
