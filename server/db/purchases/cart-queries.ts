import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../database.ts";
import { courses } from "../schema/catalog.ts";
import { subscriptions } from "../schema/commerce.ts";
import { cartItems } from "../schema/orders.ts";

/**
 * A signed-in person's cart (ADR 067). Every query takes the session's user id and filters by it: there is no way
 * to name another person's cart, so no cart can be read or changed by anyone but its owner.
 */
export interface CartLine {
  courseId: number;
  slug: string;
  name: string;
  /** The person already has this course: the cart shows "Ir para o curso" and leaves it out of the order. */
  owned: boolean;
}

/** Paid and not cancelled: the statuses that give access (subscription-access.ts). */
const owningStatuses = ["payment-confirmed", "awaiting-cancellation", "cancellation-requested"];

async function ownedAmong(db: Db, userId: number, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: subscriptions.courseId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.courseId, courseIds),
        inArray(subscriptions.status, owningStatuses),
      ),
    );
  return new Set(rows.map((row) => row.courseId));
}

export async function cartOf(db: Db, userId: number): Promise<CartLine[]> {
  const rows = await db
    .select({ courseId: courses.id, slug: courses.friendlyUrl, name: courses.name })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(courses.id));
  const owned = await ownedAmong(
    db,
    userId,
    rows.map((row) => row.courseId),
  );
  return rows.map((row) => ({ ...row, owned: owned.has(row.courseId) }));
}

/**
 * Adds courses (one, or an anonymous cart merged on sign-in) as a set union: unknown or inactive courses are
 * ignored, a course already in the cart stays once. Owned courses are kept out, so they are never bought twice.
 */
export async function addToCart(db: Db, userId: number, courseIds: readonly number[]): Promise<CartLine[]> {
  const wanted = [...new Set(courseIds)];
  if (wanted.length > 0) {
    const known = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(inArray(courses.id, wanted), eq(courses.active, true)));
    const owned = await ownedAmong(
      db,
      userId,
      known.map((row) => row.id),
    );
    const knownIds = new Set(known.map((row) => row.id));
    // In the order given (an anonymous cart keeps its order when merged), a millisecond apart.
    const fresh = wanted.filter((id) => knownIds.has(id) && !owned.has(id));
    const now = Date.now();
    if (fresh.length > 0)
      await db
        .insert(cartItems)
        .values(fresh.map((courseId, index) => ({ userId, courseId, addedAt: new Date(now + index) })))
        .onConflictDoNothing();
  }
  return cartOf(db, userId);
}

export async function removeFromCart(db: Db, userId: number, courseId: number): Promise<CartLine[]> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)));
  return cartOf(db, userId);
}
