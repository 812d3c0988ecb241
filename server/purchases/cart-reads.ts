import { sql } from "drizzle-orm";
import { cartCapacity, type Cart } from "#src/services/api/cart-api.ts";
import type { CourseSummary } from "#src/services/api/catalog-schemas.ts";
import { saoPauloDate } from "#src/domain/payments/business-days.ts";
import { summaryQuery, toSummary, type SummaryRow } from "../db/catalog/course-rows.ts";
import { campaignFor } from "../db/checkout/offer-queries.ts";
import { courseTermsBySlug } from "../db/checkout/subscription-queries.ts";
import { queryRows, type Db } from "../db/database.ts";
import { addToCart, cartOf, removeFromCart } from "../db/purchases/cart-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { invalid } from "../payments/checkout-refused.ts";
import { cashPlan, quote } from "../payments/pricing.ts";

const cents = (reais: number) => Math.round(reais * 100);

/** Active courses by friendly URL, in the order asked (unknown and inactive ones left out). */
async function activeCourses(db: Db, slugs: readonly string[]): Promise<CourseSummary[]> {
  if (slugs.length === 0) return [];
  const rows = await queryRows<SummaryRow>(
    db,
    summaryQuery(
      sql`c.active and c.friendly_url in (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`,
      sql`c.id`,
      slugs.length,
    ),
  );
  const bySlug = new Map(rows.map((row) => [row.friendly_url, toSummary(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/**
 * Prices each course as its own checkout does for a cash payment (pricing.ts `quote`: the list discount, then the
 * course's campaign), so a course costs the same in the cart as alone (ADR 067). Owned courses are shown, not
 * counted.
 */
async function pricedCart(
  db: Db,
  courses: readonly CourseSummary[],
  owned: ReadonlySet<string>,
  today: string,
): Promise<Cart> {
  const lines = await Promise.all(
    courses.map(async (course) => {
      const campaign = await campaignFor(db, course.id, today);
      const prices = quote(course, cashPlan(course), null, campaign?.percent ?? null);
      return { course, cashTotal: prices.total, owned: owned.has(course.friendlyUrl) };
    }),
  );
  const sum = (pick: (line: Cart["lines"][number]) => number) =>
    lines.filter((line) => !line.owned).reduce((total, line) => total + cents(pick(line)), 0) / 100;
  return { lines, subtotal: sum((line) => line.course.newPrice), cashTotal: sum((line) => line.cashTotal) };
}

/** One list of friendly URLs without repeats; more than a cart holds is the caller's mistake (400). */
function distinct(slugs: readonly string[]): string[] {
  const unique = [...new Set(slugs)];
  if (unique.length > cartCapacity) throw invalid("courses", `A cart holds at most ${cartCapacity} courses.`);
  return unique;
}

/**
 * The cart calls (ADR 067). A signed-in person's cart is read and changed only through the token's own user id
 * (cart-queries.ts takes nothing else), so no request can reach another person's cart.
 */
export function cartReads({ db, clock }: Pick<CheckoutContext, "db" | "clock">) {
  const today = async () => saoPauloDate(await clock.now());
  const answer = async (lines: Awaited<ReturnType<typeof cartOf>>) =>
    pricedCart(
      db,
      await activeCourses(
        db,
        lines.map((line) => line.slug),
      ),
      new Set(lines.filter((line) => line.owned).map((line) => line.slug)),
      await today(),
    );
  const idsOf = async (slugs: readonly string[]) =>
    (await activeCourses(db, distinct(slugs))).map((course) => course.id);

  return {
    async cart(userId: number): Promise<Cart> {
      return answer(await cartOf(db, userId));
    },
    async add(userId: number, slugs: readonly string[]): Promise<Cart> {
      const ids = await idsOf(slugs);
      const held = await cartOf(db, userId);
      const fresh = ids.filter((id) => !held.some((line) => line.courseId === id));
      if (held.length + fresh.length > cartCapacity)
        throw invalid("courses", `A cart holds at most ${cartCapacity} courses.`);
      return answer(await addToCart(db, userId, ids));
    },
    async remove(userId: number, slug: string): Promise<Cart> {
      // By any course of that address, active or not: a course that left the catalogue can still be taken out.
      const course = await courseTermsBySlug(db, slug);
      return answer(course ? await removeFromCart(db, userId, course.id) : await cartOf(db, userId));
    },
    async preview(slugs: readonly string[]): Promise<Cart> {
      return pricedCart(db, await activeCourses(db, distinct(slugs)), new Set(), await today());
    },
  };
}
