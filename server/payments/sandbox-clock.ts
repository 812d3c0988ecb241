import { calendarDaysBetween, saoPauloDate } from "#src/domain/payments/business-days.ts";
import type { Db } from "../db/database.ts";
import { addSandboxMinutes, sandboxOffsetMinutes } from "../db/checkout/sandbox-clock-queries.ts";

/**
 * The payments sandbox's clock: the real clock plus an offset kept in the database (so every instance agrees),
 * moved forward by the sandbox control to expire a Pix or clear a slip without waiting.
 */
export interface SandboxClock {
  now(): Promise<Date>;
  /** Moves the clock forward; answers the new sandbox time. */
  advance(minutes: number): Promise<Date>;
}

export function sandboxClock(db: Db, realNow: () => number = Date.now): SandboxClock {
  return {
    now: async () => new Date(realNow() + (await sandboxOffsetMinutes(db)) * 60_000),
    advance: async (minutes) => new Date(realNow() + (await addSandboxMinutes(db, minutes)) * 60_000),
  };
}

/** The calendar day in Brazil (America/Sao_Paulo) of an instant, as YYYY-MM-DD: banking days are counted there. */
export const brazilDay = saoPauloDate;

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = calendarDaysBetween;

/** A YYYY-MM-DD plus `months` calendar months (the last day of a shorter month when the day does not exist). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}
