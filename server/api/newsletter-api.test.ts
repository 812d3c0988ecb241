import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

const [pglite] = testEngines();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(pglite!);
}, 60_000);
afterAll(() => api?.close());

const subscribe = async (body: unknown) => {
  const response = await fetch(`${api.url}/api/subscription/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    json: (await response.json()) as Record<string, unknown>,
  };
};

const rowsFor = (email: string) =>
  queryRows<{ name: string; email: string; consent: boolean; language: string }>(
    api.database.db,
    sql`select name, email, consent, language from newsletter_subscriptions where lower(email) = lower(${email})`,
  );

describe("POST /api/subscription/newsletter", () => {
  it("stores a subscription (trimmed name, the language given) and answers 202", async () => {
    const answer = await subscribe({
      name: "  Ana Souza ",
      email: "ana.news@example.com",
      consent: true,
      language: "es",
    });
    expect(answer).toMatchObject({ status: 202, json: { status: "subscribed" } });
    expect(await rowsFor("ana.news@example.com")).toEqual([
      { name: "Ana Souza", email: "ana.news@example.com", consent: true, language: "es" },
    ]);
  });

  it("answers a known e-mail (in another case) exactly like a new one, and writes nothing (issue 25)", async () => {
    await subscribe({ name: "Bruno", email: "bruno.news@example.com", consent: true });
    const again = await subscribe({ name: "Outro Bruno", email: "BRUNO.News@Example.com", consent: true });
    expect(again).toMatchObject({ status: 202, json: { status: "subscribed" } });
    expect(await rowsFor("bruno.news@example.com")).toEqual([
      { name: "Bruno", email: "bruno.news@example.com", consent: true, language: "pt-BR" },
    ]);
  });

  it("keeps one row when the same e-mail arrives twice at once", async () => {
    const answers = await Promise.all([
      subscribe({ name: "Carla", email: "carla.news@example.com", consent: true }),
      subscribe({ name: "Carla", email: "Carla.News@example.com", consent: true }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(await rowsFor("carla.news@example.com")).toHaveLength(1);
  });

  it.each([
    [{ name: "", email: "d@example.com", consent: true }, "name"],
    [{ name: "   ", email: "d@example.com", consent: true }, "name"],
    [{ name: "x".repeat(121), email: "d@example.com", consent: true }, "name"],
    [{ email: "d@example.com", consent: true }, "name"],
    [{ name: "Davi", email: "not-an-email", consent: true }, "email"],
    [{ name: "Davi", email: "davi@example", consent: true }, "email"],
    [{ name: "Davi", email: "d@example.com", consent: false }, "consent"],
    [{ name: "Davi", email: "d@example.com" }, "consent"],
    [{ name: "Davi", email: "d@example.com", consent: true, language: "fr" }, "language"],
  ])("%j → 400 problem naming %s, nothing stored", async (body, field) => {
    const answer = await subscribe(body);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain("application/problem+json");
    const errors = answer.json["errors"] as { path: (string | number)[] }[];
    expect(errors[0]!.path).toEqual(["payload", field]);
    expect(answer.json["detail"]).toContain(`"${field}"`);
    expect(await rowsFor("d@example.com")).toEqual([]);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const answer = await subscribe("{bad");
    expect(answer.status).toBe(400);
  });
});
