import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../database.ts";
import { suiteDatabase, testEngines } from "../test-databases.ts";
import { subscribeNewsletter } from "./newsletter-queries.ts";

describe.each(testEngines())("newsletter subscriptions on $name", (engine) => {
  const suite = suiteDatabase(engine);

  const count = async (email: string) =>
    (
      await queryRows<{ n: number }>(
        suite.current.db,
        sql`select count(*)::int as n from newsletter_subscriptions where lower(email) = lower(${email})`,
      )
    )[0]!.n;

  it("stores a subscription once, whatever the case of the e-mail", async () => {
    expect(
      await subscribeNewsletter(suite.current.db, { name: "Eva", email: "Eva@Exemplo.com", language: "en" }),
    ).toBe(true);
    expect(
      await subscribeNewsletter(suite.current.db, {
        name: "Eva",
        email: "eva@exemplo.com",
        language: "pt-BR",
      }),
    ).toBe(false);
    expect(await count("eva@exemplo.com")).toBe(1);
  });

  it("keeps one row when the same e-mail arrives at once", async () => {
    const answers = await Promise.all(
      ["fabio@exemplo.com", "FABIO@exemplo.com", "Fabio@Exemplo.com"].map((email) =>
        subscribeNewsletter(suite.current.db, { name: "Fábio", email, language: "es" }),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await count("fabio@exemplo.com")).toBe(1);
  });

  it("refuses a row without consent at the database too", async () => {
    await expect(
      suite.current.db.execute(
        sql`insert into newsletter_subscriptions (name, email) values ('Gil', 'gil@exemplo.com')`,
      ),
    ).rejects.toThrow();
    expect(await count("gil@exemplo.com")).toBe(0);
  });
});
