import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows, type Db } from "../db/database.ts";
import { suiteDatabase, testEngines } from "../db/test-databases.ts";
import {
  allocate,
  balanceFrom,
  creditBalance,
  grantCredit,
  releaseCredit,
  reserveCredit,
} from "./credit-ledger.ts";

describe("allocate (earliest-expiring first)", () => {
  const grants = [
    { id: 1, validUntil: "2026-03-01", left: 1000 },
    { id: 2, validUntil: "2026-05-01", left: 0 },
    { id: 3, validUntil: "2026-06-01", left: 5000 },
  ];

  it("takes from the grant that expires first, skips empty ones, never more than there is", () => {
    expect(allocate(grants, 2500)).toEqual([
      { grantId: 1, cents: 1000 },
      { grantId: 3, cents: 1500 },
    ]);
    expect(allocate(grants, 99_999).reduce((sum, part) => sum + part.cents, 0)).toBe(6000);
    expect(allocate(grants, 0)).toEqual([]);
    expect(allocate(grants, -5)).toEqual([]);
  });

  it("a balance is what is left, valid until the first grant that still has some", () => {
    expect(balanceFrom(grants)).toEqual({ cents: 6000, validUntil: "2026-03-01" });
    expect(balanceFrom([])).toEqual({ cents: 0, validUntil: null });
  });
});

/** On PGlite always; on PostgreSQL too with TEST_DATABASE_URL (there the transactions really run at once). */
for (const engine of testEngines())
  describe(`refund-credit ledger on ${engine.name}`, () => {
    const suite = suiteDatabase(engine);
    const db = () => suite.current.db;
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

    /** A person (professor) with `count` open purchases and one cancelled one whose refund is `cents`. */
    async function setUp(count: number, cents: number, today: string) {
      const [person] = await rows<{ id: number }>(sql`select id from users where username = 'professor'`);
      const courses = await rows<{ id: number }>(sql`select id from courses order by id limit ${count + 1}`);
      const ids: number[] = [];
      for (const [index, course] of courses.entries()) {
        const [row] = await rows<{ id: number }>(sql`
          insert into subscriptions (user_id, course_id, status, transaction_number, subtotal, total)
          values (${person!.id}, ${course.id}, ${index === 0 ? "cancellation-confirmed" : "awaiting-payment"},
                  ${`SAB-TEST-${engine.name}-${cents}-${index}`}, 900, 900)
          returning id`);
        ids.push(row!.id);
      }
      await grantCredit(db(), { userId: person!.id, cents, today, sourceSubscriptionId: ids[0]! });
      return { userId: person!.id, source: ids[0]!, open: ids.slice(1) };
    }

    const reserve = (userId: number, subscriptionId: number, wanted: number | null, today: string) =>
      db().transaction(async (tx) =>
        reserveCredit(tx as unknown as Db, {
          userId,
          subscriptionId,
          wanted,
          cap: 90_000,
          today,
          at: new Date(),
        }),
      );

    it("a grant is written once per cancelled purchase, valid 6 months", async () => {
      const today = "2026-01-31";
      const { userId, source } = await setUp(1, 12_345, today);
      await grantCredit(db(), { userId, cents: 12_345, today, sourceSubscriptionId: source });
      const grants = await rows<{ amount: string; valid_until: string }>(
        sql`select amount::text, valid_until::text from credit_grants where source_subscription_id = ${source}`,
      );
      expect(grants).toEqual([{ amount: "123.45", valid_until: "2026-07-31" }]);
      expect(await creditBalance(db(), userId, today)).toEqual({ cents: 12_345, validUntil: "2026-07-31" });
      expect((await creditBalance(db(), userId, "2026-08-01")).cents).toBe(0);
    });

    it("N concurrent checkouts of one person spend a balance once and never below 0", async () => {
      const today = "2030-01-10";
      const before = async (userId: number) => (await creditBalance(db(), userId, today)).cents;
      const { userId, open } = await setUp(12, 50_000, today);
      const start = await before(userId);
      // Every open purchase asks for the whole balance at the same moment.
      const used = await Promise.all(open.map((id) => reserve(userId, id, start, today)));
      expect(used.reduce((sum, cents) => sum + cents, 0)).toBe(start);
      expect(used.filter((cents) => cents > 0)).toHaveLength(1);
      expect(await before(userId)).toBe(0);
      const [overdrawn] = await rows<{ n: number }>(sql`
        select count(*)::int as n from credit_grants g
        where g.amount < (select coalesce(sum(s.amount), 0) from credit_spends s
                          where s.grant_id = g.id and s.released_at is null)`);
      expect(overdrawn!.n).toBe(0);
      // Given back by the one that had it, the balance is whole again; asking for part of it takes part.
      const holder = open[used.findIndex((cents) => cents > 0)]!;
      await db().transaction(async (tx) => releaseCredit(tx as unknown as Db, userId, holder, new Date()));
      expect(await before(userId)).toBe(start);
      const parts = await Promise.all(open.map((id) => reserve(userId, id, 7_000, today)));
      expect(parts.reduce((sum, cents) => sum + cents, 0)).toBe(start);
      expect(await before(userId)).toBe(0);
    });

    it("a smaller amount gives back the latest-expiring part; an expired grant's spends go back", async () => {
      const { userId, open } = await setUp(1, 10_000, "2031-01-01");
      const [id] = open as [number];
      expect(await reserve(userId, id, 6_000, "2031-01-02")).toBe(6_000);
      expect(await reserve(userId, id, 2_500, "2031-01-02")).toBe(2_500);
      expect((await creditBalance(db(), userId, "2031-01-02")).cents).toBe(7_500);
      // After the grant's last day nothing of it can be used, and what the open purchase held is released.
      expect(await reserve(userId, id, null, "2031-07-02")).toBe(0);
      const [live] = await rows<{ n: number }>(
        sql`select count(*)::int as n from credit_spends where subscription_id = ${id} and released_at is null`,
      );
      expect(live!.n).toBe(0);
    });
  });
