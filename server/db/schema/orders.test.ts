import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../database.ts";
import { suiteDatabase, testEngines } from "../test-databases.ts";

/** The order tables of ADR 067 as migrated (0023): a cart is a set, a refund never exceeds the item's total. */
for (const engine of testEngines())
  describe(`cart and order tables on ${engine.name}`, () => {
    const suite = suiteDatabase(engine);
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(suite.current.db, query);

    it("keeps one cart row per person and course", async () => {
      const [person] = await rows<{ id: number }>(sql`select id from users where username = 'professor'`);
      const [course] = await rows<{ id: number }>(sql`select id from courses order by id limit 1`);
      await rows(sql`insert into cart_items (user_id, course_id) values (${person!.id}, ${course!.id})`);
      await expect(
        rows(sql`insert into cart_items (user_id, course_id) values (${person!.id}, ${course!.id})`),
      ).rejects.toThrow();
    });

    it("refuses an item refund above what the item cost", async () => {
      const [person] = await rows<{ id: number }>(sql`select id from users where username = 'professor'`);
      const courses = await rows<{ id: number }>(sql`select id from courses order by id limit 2`);
      const [order] = await rows<{ id: number }>(sql`
        insert into orders (user_id, transaction_number, subtotal, total)
        values (${person!.id}, ${`SAB-ORDER-${engine.name}`}, 300, 300) returning id`);
      for (const [index, course] of courses.entries()) {
        const [subscription] = await rows<{ id: number }>(sql`
          insert into subscriptions (user_id, course_id, transaction_number, subtotal, total)
          values (${person!.id}, ${course.id}, ${`SAB-ITEM-${engine.name}-${index}`}, 150, 150) returning id`);
        await rows(sql`
          insert into order_items (order_id, subscription_id, course_id, subtotal, total)
          values (${order!.id}, ${subscription!.id}, ${course.id}, 150, 150)`);
      }
      await rows(sql`update order_items set refund_state = 'refunded', refunded_amount = 150
                     where order_id = ${order!.id} and course_id = ${courses[0]!.id}`);
      await expect(
        rows(sql`update order_items set refunded_amount = 150.01
                 where order_id = ${order!.id} and course_id = ${courses[1]!.id}`),
      ).rejects.toThrow();
      const items = await rows<{ refund_state: string }>(
        sql`select refund_state from order_items where order_id = ${order!.id} order by course_id`,
      );
      expect(items.map((item) => item.refund_state)).toEqual(["refunded", "none"]);
    });
  });
