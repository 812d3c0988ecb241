import { describe, expect, it } from "vitest";
import { auditEventsWhere } from "../db/audit/audit-queries.ts";
import { identityClient } from "./identity-test-kit.ts";
import { freshIp, staffTestKit, staffTestServer } from "./staff-users-test-kit.ts";

/**
 * Issue 31: a course's price changed through the API (staff only, audited) shows at once, though the catalogue
 * was cached (ADR 079); the fleet test shows it on two instances behind nginx.
 */
const api = staffTestServer();
const client = identityClient(api);
const { call } = client;
const { operatorToken, as } = staffTestKit(api, client);

const course = "qualidade-e-seguranca-do-paciente";
const pricePath = `/api/subscription/courses/${course}/price`;
const priceNow = async () =>
  (await call(`/api/subscription/courses/by-friendly-url?friendlyUrl=${course}`, { method: "GET" })).json as {
    newPrice: number;
    oldPrice: number | null;
  };

describe("a course's price set by staff", () => {
  it("an operator sets the price: the next read (cached before) shows it, and the change is audited", async () => {
    const before = await priceNow();
    const token = await operatorToken();
    const answer = await call(pricePath, {
      method: "PUT",
      token,
      body: { newPrice: 612.3, oldPrice: 800 },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ friendlyUrl: course, newPrice: 612.3, oldPrice: 800 });
    for (let tries = 0; (await priceNow()).newPrice !== 612.3; tries++) {
      expect(tries).toBeLessThan(40);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await priceNow()).toMatchObject({ newPrice: 612.3, oldPrice: 800 });
    const [line] = await auditEventsWhere(api().database.db, { action: "staff.course.set-price" }, 1);
    expect(line?.detail).toMatchObject({
      course,
      newPrice: 612.3,
      oldPrice: 800,
      previousNewPrice: before.newPrice,
    });
  });

  it("answers bad input with a 400 naming the field, an unknown course with a 404", async () => {
    const token = await operatorToken();
    const put = (body: unknown, path = pricePath) =>
      call(path, { method: "PUT", token, body, headers: { "x-forwarded-for": freshIp() } });
    for (const [body, field] of [
      [{ newPrice: -1, oldPrice: null }, "newPrice"],
      [{ newPrice: 10.005, oldPrice: null }, "newPrice"],
      [{ newPrice: "10", oldPrice: null }, "newPrice"],
      [{ newPrice: 100, oldPrice: 90 }, "oldPrice"],
    ] as const) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text).toContain(field);
    }
    expect(
      (await put({ newPrice: 100, oldPrice: null }, "/api/subscription/courses/nao-existe/price")).status,
    ).toBe(404);
  });

  it("is refused to a customer (403 staffRoleRequired) and without a token (401), changing nothing", async () => {
    const before = await priceNow();
    const customer = await as("aluno", "artmed-marketplace", "aluno", { tenant: "sabia" })();
    const refused = await call(pricePath, {
      method: "PUT",
      token: customer,
      body: { newPrice: 1, oldPrice: null },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("staffRoleRequired");
    expect((await call(pricePath, { method: "PUT", body: { newPrice: 1, oldPrice: null } })).status).toBe(
      401,
    );
    expect(await priceNow()).toEqual(expect.objectContaining({ newPrice: before.newPrice }));
  });
});
