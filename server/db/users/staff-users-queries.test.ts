import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../schema/identity.ts";
import { userByUsername } from "../session/rights-queries.ts";
import { suiteDatabase, testEngines } from "../test-databases.ts";
import { grantRight, renameUser, roleOf, setTemporaryPassword, staffUser } from "./staff-users-queries.ts";

/** The writes of the staff calls (issue 30, ADR 074) on each engine. */
for (const engine of testEngines())
  describe(`staff users queries on ${engine.name}`, () => {
    const suite = suiteDatabase(engine);
    const idOf = async (username: string) => (await userByUsername(suite.current.db, username))!.id;

    it("a rename to a username another account has (any case) is refused by the index, not a failure", async () => {
      const db = suite.current.db;
      const professor = await idOf("professor");
      expect(await renameUser(db, professor, "GESTORA")).toBe(false);
      expect(await renameUser(db, professor, "prof.pedro")).toBe(true);
      expect((await staffUser(db, { id: professor }))!.username).toBe("prof.pedro");
    });

    it("a right is added once", async () => {
      const db = suite.current.db;
      const role = (await roleOf(db, "artmed-marketplace", "aluno"))!;
      const right = { userId: await idOf("semacesso"), roleId: role.id, tenantId: null, iesId: null };
      expect(await grantRight(db, right)).toBe(true);
      expect(await grantRight(db, right)).toBe(false);
    });

    it("a password set by staff is temporary, keeps the previous one and moves the token version on", async () => {
      const db = suite.current.db;
      const id = await idOf("dupla");
      const read = async () => (await db.select().from(users).where(eq(users.id, id)))[0]!;
      const before = await read();
      await setTemporaryPassword(db, id, "new-hash");
      const after = await read();
      expect(after).toMatchObject({
        passwordHash: "new-hash",
        previousPasswordHash: before.passwordHash,
        temporaryPassword: true,
        tokenVersion: before.tokenVersion + 1,
      });
    });
  });
