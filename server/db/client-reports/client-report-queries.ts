import { lt, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { clientReports } from "../schema/client-reports.ts";

export interface NewClientReport {
  kind: "error" | "trace";
  path: string;
  message: string | null;
  source: string | null;
  stack: string | null;
  durationMs: number | null;
  userAgent: string | null;
}

/** How long reports are kept (ADR 078). */
export const clientReportDays = 30;

/** Keeps one report, and lets go of those past their time (one indexed range delete, in the same transaction). */
export async function keepClientReport(db: Db, report: NewClientReport): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(clientReports).values(report);
    await tx
      .delete(clientReports)
      .where(lt(clientReports.at, sql`now() - make_interval(days => ${clientReportDays})`));
  });
}
