import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEventsWhere } from "../db/audit/audit-queries.ts";
import { userByUsername } from "../db/session/rights-queries.ts";
import { testEngines } from "../db/test-databases.ts";
import { identityClient } from "./identity-test-kit.ts";
import { tally } from "./security-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Issue 25 "Personal data (LGPD)": the person lookups of spec §7 (person by CPF or e-mail, the external
 * customer system's linx-getcustomer and linx-getcustomer-by-condition) serve a record only to its own person
 * and to staff whose role needs it (audited); anyone may ask whether a CPF or e-mail is registered and gets a
 * yes or no with the e-mail masked; every lookup is throttled per client IP and per target. The test server
 * believes X-Forwarded-For from loopback, so each test speaks from addresses of its own.
 */
let server: TestApi | undefined;
// A start can take over a minute on a loaded machine (five engineers and CI on two cores).
beforeAll(async () => {
  server = await startTestApi(testEngines()[0]!, { trustProxy: "loopback" });
}, 300_000);
afterAll(() => server?.close());
const api = () => server!;
const { call, signIn, operations } = identityClient(api);

const aluno = { cpf: "52998224725", email: "aluno@sabia.dev", customerId: 1001, name: "Ana Lúcia Moreira" };
const gestora = { cpf: "11144477735", email: "gestora@sabia.dev", customerId: 1002 };

let nextIp = 1;
/** A client address no other request of this file used. */
const freshIp = () => `198.51.100.${nextIp++}`;

type Lookup = (key: typeof aluno | typeof gestora) => [string, string, unknown?];
const lookups: Record<string, Lookup> = {
  "person by CPF": (who) => ["GET", `/api/subscription/users/person/${who.cpf}`],
  "person by e-mail": (who) => ["GET", `/api/subscription/users/person/by-email/${who.email}`],
  "linx-getcustomer": (who) => [
    "POST",
    "/api/subscription/users/linx-getcustomer",
    { customerId: who.customerId },
  ],
  "linx-getcustomer-by-condition": (who) => [
    "POST",
    "/api/subscription/users/linx-getcustomer-by-condition",
    { condition: `Email == '${who.email}'` },
  ],
};

const lookUp = (name: string, who: typeof aluno | typeof gestora, token?: string, ip = freshIp()) => {
  const [method, path, body] = lookups[name]!(who);
  return call(path, { method, body, headers: { "x-forwarded-for": ip }, ...(token ? { token } : {}) });
};

const tokenOf = async (username: string) => {
  const answer = await signIn(username, "Sabia@2026", { headers: { "x-forwarded-for": freshIp() } });
  expect(answer.status).toBe(200);
  return answer.json.accessToken as string;
};

/** The operator signed in on the operation portal, with its operations role current (as the portal does). */
const operatorToken = async () => {
  const signedIn = await operations("operador");
  expect(signedIn.status).toBe(200);
  const assumed = await call("/api/auth/role/assume/application", {
    method: "PUT",
    token: signedIn.json.accessToken as string,
    body: { applicationAlias: "sabia-operacao", roleAlias: "operador" },
  });
  expect(assumed.status).toBe(200);
  return assumed.json.accessToken as string;
};

const userId = async (username: string) => (await userByUsername(api().database.db, username))!.id;

describe("a stranger gets nobody's personal data", () => {
  it.each(Object.keys(lookups))("%s without a token: 401, no name, e-mail or CPF", async (name) => {
    const answer = await lookUp(name, aluno);
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(aluno.cpf);
    expect(answer.text).not.toContain(aluno.name);
    expect(answer.text).not.toContain("51999887766");
    expect(answer.text).not.toContain("Rua dos Andradas");
  });

  it.each(Object.keys(lookups))("%s with a forged token: 401", async (name) => {
    const answer = await lookUp(name, aluno, "eyJhbGciOiJIUzI1NiJ9.e30.forged");
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(aluno.name);
  });
});

describe("a signed-in person gets their own record and only theirs", () => {
  it.each(Object.keys(lookups))(
    "%s: own record 200; another person's answers like an unknown one",
    async (name) => {
      const token = await tokenOf("aluno");
      const own = await lookUp(name, aluno, token);
      expect(own.status).toBe(200);
      expect(own.text).toContain(aluno.name);
      const other = await lookUp(name, gestora, token);
      expect(other.status).toBe(404);
      expect(other.text).not.toContain("Gabriela");
      const unknown = await lookUp(
        name,
        { cpf: "71460238001", email: "ninguem@example.com", customerId: 999_999 },
        token,
      );
      expect(unknown.status).toBe(404);
      expect(other.json).toEqual(unknown.json);
      // Spec §5's exact messages for the external customer system.
      if (name === "linx-getcustomer") expect(unknown.json.detail).toBe("GetCustomer not found.");
      if (name === "linx-getcustomer-by-condition")
        expect(unknown.json.detail).toBe("GetCustomerByEmail not found.");
    },
  );
});

describe("staff read a record only with a role that needs it, and every such read is audited", () => {
  it("an operator (operations role) reads any person, and the read names operator, subject, role and IP", async () => {
    const token = await operatorToken();
    const ip = freshIp();
    const answer = await lookUp("person by CPF", aluno, token, ip);
    expect(answer.status).toBe(200);
    expect(answer.json.name).toBe(aluno.name);
    const customer = await lookUp("linx-getcustomer", gestora, token);
    expect(customer.status).toBe(200);
    const [read] = await auditEventsWhere(api().database.db, {
      action: "person.read",
      actorId: await userId("operador"),
      subjectId: await userId("aluno"),
    });
    expect(read).toMatchObject({ roleAlias: "operador", ip, actingAsId: null });
    const customerRead = await auditEventsWhere(api().database.db, {
      action: "person.read",
      subjectId: await userId("gestora"),
    });
    expect(customerRead.length).toBeGreaterThan(0);
  });

  it("a professor or a manager is staff without that need: another person's record answers 404", async () => {
    for (const username of ["professor", "gestora"]) {
      const answer = await lookUp("person by e-mail", aluno, await tokenOf(username));
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain(aluno.name);
    }
  });

  it("an operator acting as a customer reads only that customer's record, audited with both people", async () => {
    const operator = await operatorToken();
    const impersonated = await call("/api/auth/signin/impersonate", {
      token: operator,
      body: { username: "aluno", roleAlias: "aluno" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(impersonated.status).toBe(200);
    const token = impersonated.json.accessToken as string;
    expect((await lookUp("person by CPF", gestora, token)).status).toBe(404);
    expect((await lookUp("person by CPF", aluno, token)).status).toBe(200);
    const [read] = await auditEventsWhere(api().database.db, {
      action: "person.read",
      actorId: await userId("operador"),
      subjectId: await userId("aluno"),
    });
    expect(read).toMatchObject({ actingAsId: await userId("aluno") });
  });
});

describe("is this CPF or e-mail registered?", () => {
  const check = (query: string, ip = freshIp()) =>
    call(`/api/subscription/users/person/registration?${query}`, {
      method: "GET",
      headers: { "x-forwarded-for": ip },
    });

  it("answers only yes or no, with the e-mail masked, to anyone", async () => {
    const byCpf = await check(`cpf=${aluno.cpf}`);
    expect(byCpf.status).toBe(200);
    expect(byCpf.json).toEqual({ registered: true, maskedEmail: "a***@s***.dev" });
    const byEmail = await check(`email=${encodeURIComponent("ALUNO@sabia.dev")}`);
    expect(byEmail.json).toEqual({ registered: true, maskedEmail: "a***@s***.dev" });
    const unknown = await check("cpf=714.602.380-01");
    expect(unknown.json).toEqual({ registered: false, maskedEmail: null });
  });

  it("names the field of a bad question (400), never a 500", async () => {
    expect((await check("")).status).toBe(400);
    expect((await check("cpf=12")).json.detail).toMatch(/cpf/);
    const both = await check(`cpf=${aluno.cpf}&email=${aluno.email}`);
    expect(both.status).toBe(400);
  });
});

describe("every lookup is throttled per client IP and per target, in the database", () => {
  it("30 rapid lookups of one person from one address: most are refused 429 with Retry-After", async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => lookUp("person by CPF", aluno, undefined, ip)),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts[429]).toBeGreaterThanOrEqual(20);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({ code: "tooManyAttempts" });
  });

  it("one target from many addresses is limited (per target)", async () => {
    // A customer id no other test asks about.
    const nobody = { ...gestora, customerId: 424_242 };
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await lookUp("linx-getcustomer", nobody, undefined, freshIp())).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it("many targets from one address are limited (per IP), the registration check included", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const cpf = String(10_000_000_000 + i * 7919).padStart(11, "0");
      statuses.push(
        (
          await call(`/api/subscription/users/person/registration?cpf=${cpf}`, {
            method: "GET",
            headers: { "x-forwarded-for": ip },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    // Another address is not affected (a CPF no other test asks about: the professor's).
    expect(
      (await lookUp("person by CPF", { ...aluno, cpf: "39053344705" }, undefined, freshIp())).status,
    ).toBe(401);
  });
});
