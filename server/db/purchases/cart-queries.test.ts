import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../database.ts";
import { suiteDatabase, testEngines } from "../test-databases.ts";
import { addToCart, cartOf, removeFromCart } from "./cart-queries.ts";

for (const engine of testEngines())
  describe(`a person's cart on ${engine.name}`, () => {
    const suite = suiteDatabase(engine);
    const db = () => suite.current.db;
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

    async function people() {
      const found = await rows<{ id: number }>(sql`select id from users order by id limit 2`);
      // Courses neither person has bought in the seed, so none is kept out as owned.
      const courses = await rows<{ id: number }>(sql`
        select id from courses where active and id not in (
          select course_id from subscriptions where user_id in (${found[0]!.id}, ${found[1]!.id}))
        order by id limit 3`);
      return { a: found[0]!.id, b: found[1]!.id, courses: courses.map((course) => course.id) };
    }

    it("merges as a set, ignores unknown courses and is seen only by its owner", async () => {
      const { a, b, courses } = await people();
      await addToCart(db(), a, [courses[0]!, courses[1]!]);
      const merged = await addToCart(db(), a, [courses[1]!, courses[2]!, 999_999]);
      expect(merged.map((line) => line.courseId)).toEqual(courses);
      expect(await cartOf(db(), b)).toEqual([]);
      // b removing a's course touches only b's (empty) cart.
      await removeFromCart(db(), b, courses[0]!);
      expect((await cartOf(db(), a)).map((line) => line.courseId)).toEqual(courses);
      expect((await removeFromCart(db(), a, courses[0]!)).map((line) => line.courseId)).toEqual(
        courses.slice(1),
      );
    });

    it("keeps an owned course out of the cart and marks one bought after adding", async () => {
      const { b, courses } = await people();
      await rows(sql`
        insert into subscriptions (user_id, course_id, status, transaction_number, subtotal, total)
        values (${b}, ${courses[0]!}, 'payment-confirmed', ${`SAB-CART-${engine.name}`}, 100, 100)`);
      expect(await addToCart(db(), b, [courses[0]!])).toEqual([]);
      await addToCart(db(), b, [courses[1]!]);
      await rows(sql`
        insert into subscriptions (user_id, course_id, status, transaction_number, subtotal, total)
        values (${b}, ${courses[1]!}, 'payment-confirmed', ${`SAB-CART2-${engine.name}`}, 100, 100)`);
      expect((await cartOf(db(), b)).map((line) => [line.courseId, line.owned])).toEqual([
        [courses[1]!, true],
      ]);
    });
  });
