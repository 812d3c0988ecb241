import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../database.ts";
import { verifyPassword } from "#server/identity/passwords.ts";
import { suiteDatabase, testEngines } from "../test-databases.ts";
import {
  customerById,
  customerLogin,
  customersByCondition,
  personByCpf,
  personByEmail,
  postalCodeLocality,
} from "../users/users-queries.ts";
import { seedIfEmpty } from "./seed.ts";

describe.each(testEngines())("demo seed and user lookups on $name", (engine) => {
  const suite = suiteDatabase(engine);

  const user = async (username: string) =>
    (
      await queryRows<{
        id: number;
        password_hash: string;
        temporary_password: boolean;
        two_factor: string;
        is_operator: boolean;
        rights: number;
      }>(
        suite.current.db,
        sql`select u.id, u.password_hash, u.temporary_password, u.two_factor, u.is_operator,
            (select count(*)::int from user_rights r join roles ro on ro.id = r.role_id join applications a on a.id = ro.application_id
              where r.user_id = u.id and a.alias = 'artmed-marketplace') as rights
          from users u where u.username = ${username}`,
      )
    )[0]!;

  it("creates the demo accounts of issue 3 with argon2id passwords", async () => {
    for (const username of ["aluno", "operador", "gestora", "professor", "semacesso", "dupla", "sms"]) {
      const row = await user(username);
      expect(row.password_hash.startsWith("$argon2id$")).toBe(true);
      expect(await verifyPassword(row.password_hash, "Sabia@2026")).toBe(true);
    }
    const novato = await user("novato");
    expect(await verifyPassword(novato.password_hash, "Temp@2026")).toBe(true);
    expect(novato.temporary_password).toBe(true);
    expect((await user("semacesso")).rights).toBe(0);
    // exactly one rights entry in the application this deployment runs
    expect((await user("professor")).rights).toBe(1);
    expect((await user("dupla")).two_factor).toBe("email");
    expect((await user("sms")).two_factor).toBe("sms");
    expect((await user("operador")).is_operator).toBe(true);
  });

  it("gives gestora roles in two tenants and two institutions, at several levels", async () => {
    const [row] = await queryRows<{ tenants: number; ies: number; levels: number }>(
      suite.current.db,
      sql`select count(distinct r.tenant_id)::int as tenants, count(distinct r.ies_id)::int as ies, count(distinct ro.level)::int as levels
          from user_rights r join users u on u.id = r.user_id join roles ro on ro.id = r.role_id where u.username = 'gestora'`,
    );
    expect(row).toEqual({ tenants: 2, ies: 2, levels: 3 });
  });

  it("gives aluno purchases in several states, courses in progress and expired", async () => {
    const rows = await queryRows<{ status: string; expired: boolean }>(
      suite.current.db,
      sql`select s.status, (s.access_end is not null and s.access_end < current_date) as expired
          from subscriptions s join users u on u.id = s.user_id where u.username = 'aluno'`,
    );
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(4);
    expect(rows.some((row) => row.expired)).toBe(true);
    expect(rows.some((row) => row.status === "payment-confirmed" && !row.expired)).toBe(true);
  });

  it("has at least 60 courses with every owner model and a second seed is a no-op", async () => {
    const [row] = await queryRows<{ courses: number; models: number; areas: number }>(
      suite.current.db,
      sql`select count(*)::int as courses, count(distinct owner_model)::int as models, count(distinct area_id)::int as areas from courses`,
    );
    expect(row!.courses).toBeGreaterThanOrEqual(60);
    expect(row!.models).toBe(4);
    expect(row!.areas).toBe(10);
    expect(await seedIfEmpty(suite.current.db)).toBe(false);
  });

  it("gives every course its exam questions, and the seeded certificate a verification code (issue 32)", async () => {
    const [exams] = await queryRows<{ without: number; options: number }>(
      suite.current.db,
      sql`select (select count(*)::int from courses c where (select count(*) from exam_questions q
                    where q.course_id = c.id) < 3) as without,
                 (select min(jsonb_array_length(options))::int from exam_questions) as options`,
    );
    expect(exams).toEqual({ without: 0, options: 4 });
    const codes = await queryRows<{ code: string }>(
      suite.current.db,
      sql`select c.code from certificates c join subscriptions s on s.id = c.subscription_id
           where s.certificate_issued_on is not null`,
    );
    expect(codes.map((row) => row.code)).toEqual([expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)]);
  });

  it("looks up persons, localities and external customers", async () => {
    expect((await personByCpf(suite.current.db, "529.982.247-25"))?.email).toBe("aluno@sabia.dev");
    expect((await personByEmail(suite.current.db, "ALUNO@sabia.dev"))?.cpf).toBe("52998224725");
    expect(await personByCpf(suite.current.db, "00000000000")).toBeNull();
    expect(await postalCodeLocality(suite.current.db, "01310-100")).toMatchObject({
      state: "SP",
      city: "São Paulo",
    });
    expect(await postalCodeLocality(suite.current.db, "69900-123")).toMatchObject({
      state: "AC",
      city: null,
    });
    expect(await postalCodeLocality(suite.current.db, "00000-000")).toBeNull();
    expect((await customerById(suite.current.db, 1001))?.email).toBe("aluno@sabia.dev");
    expect(await customerById(suite.current.db, 9)).toBeNull();
    expect((await customersByCondition(suite.current.db, "Email == 'aluno@sabia.dev'")).length).toBe(1);
    expect(await customersByCondition(suite.current.db, "Email == ''")).toEqual([]);
    expect((await customerLogin(suite.current.db, "aluno@sabia.dev", "Sabia@2026"))?.customerId).toBe(1001);
    expect(await customerLogin(suite.current.db, "aluno@sabia.dev", "errada")).toBeNull();
  });
});
