import type { Logger } from "pino";
import type { Db } from "../db/database.ts";
import { recordDealStage } from "../db/checkout/crm-deal-queries.ts";

/** Deal stages of a checkout in the CRM (update-ecommerce-hubspot-deal). */
export type DealStage = "checkout-started" | "payment-pending" | "closed-won" | "closed-lost";

export const dealStageOf = (status: string): DealStage =>
  status === "awaiting-payment"
    ? "checkout-started"
    : status === "payment-pending"
      ? "payment-pending"
      : status === "payment-confirmed"
        ? "closed-won"
        : "closed-lost";

/** The CRM port; a HubSpot adapter would be another implementation. */
export interface CrmDeals {
  update(deal: { subscriptionId: number; stage: DealStage; amount: number }): Promise<void>;
}

/** The default adapter keeps each checkout's deal stage in the database. */
export const databaseCrm = (db: Db): CrmDeals => ({
  update: ({ subscriptionId, stage, amount }) => recordDealStage(db, subscriptionId, stage, amount),
});

/** Spec §8: a CRM failure is logged only; the call answers updated:false instead of failing. */
export async function updateDeal(
  crm: CrmDeals,
  logger: Logger,
  deal: { subscriptionId: number; stage: DealStage; amount: number },
): Promise<boolean> {
  try {
    await crm.update(deal);
    return true;
  } catch (error) {
    logger.warn({ err: error, subscriptionId: deal.subscriptionId }, "CRM deal update failed");
    return false;
  }
}
