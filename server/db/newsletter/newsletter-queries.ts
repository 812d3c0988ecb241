import type { Db } from "../database.ts";
import { newsletterSubscriptions } from "../schema/newsletter.ts";

export interface NewSubscription {
  name: string;
  email: string;
  language: string;
}

/**
 * One INSERT; the unique index on lower(email) refuses a second sign-up of the same address, in any case and
 * even when two requests race. Returns false when the address was already there (nothing is written).
 */
export async function subscribeNewsletter(db: Db, subscription: NewSubscription): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ ...subscription, consent: true })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length === 1;
}
