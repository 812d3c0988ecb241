import { and, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { campaigns, vouchers } from "../schema/commerce.ts";
import { voucherCourses } from "../schema/orders.ts";

export interface Voucher {
  tag: string;
  percent: number;
}

/** A voucher valid on `today`, its tag compared without case; null when unknown or expired. */
export async function validVoucher(db: Db, tag: string, today: string): Promise<Voucher | null> {
  const [row] = await db
    .select({ tag: vouchers.tag, percent: vouchers.percent })
    .from(vouchers)
    .where(
      and(
        eq(sql`upper(${vouchers.tag})`, tag.toUpperCase()),
        or(isNull(vouchers.validUntil), gte(vouchers.validUntil, today)),
      ),
    );
  return row ?? null;
}

/** The courses a voucher allows (ADR 067); null when it has no list, that is, every course. */
export async function voucherCourseIds(db: Db, tag: string): Promise<number[] | null> {
  const rows = await db
    .select({ courseId: voucherCourses.courseId })
    .from(voucherCourses)
    .where(eq(voucherCourses.tag, tag));
  return rows.length === 0 ? null : rows.map((row) => row.courseId);
}

export interface CampaignOffer {
  id: number;
  name: string;
  percent: number;
}

/** The best campaign valid on `today` for this course (its own or one on every course), or null. */
export async function campaignFor(db: Db, courseId: number, today: string): Promise<CampaignOffer | null> {
  const [row] = await db
    .select({ id: campaigns.id, name: campaigns.name, percent: campaigns.percent })
    .from(campaigns)
    .where(
      and(
        or(eq(campaigns.courseId, courseId), isNull(campaigns.courseId)),
        lte(campaigns.validFrom, today),
        gte(campaigns.validUntil, today),
      ),
    )
    .orderBy(desc(campaigns.percent), campaigns.id)
    .limit(1);
  return row ?? null;
}
