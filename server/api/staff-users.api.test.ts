import { describe, expect, it } from "vitest";
import { auditEventsWhere } from "../db/audit/audit-queries.ts";
import { identityClient } from "./identity-test-kit.ts";
import { freshIp, staffTestKit, staffTestServer } from "./staff-users-test-kit.ts";

/**
 * Issue 30, the ten staff calls of spec §7 "Users" (ADR 074): each call's answer for an operator, and a 400
 * naming the field for bad input. Who else may call them is server/api/staff-users.security.test.ts.
 */
const api = staffTestServer();
const client = identityClient(api);
const { call, signIn, lastMessage } = client;
const { operatorToken, userOf } = staffTestKit(api, client);

let operator: string | undefined;
const staffCall = async (method: string, path: string, body?: unknown) =>
  call(path, {
    method,
    body,
    token: (operator ??= await operatorToken()),
    headers: { "x-forwarded-for": freshIp() },
  });
const expectBadField = (answer: Awaited<ReturnType<typeof call>>, field: string) => {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.type).toContain("application/problem+json");
  expect(String(answer.json.detail)).toContain(field);
};
const lastAudit = async (action: string) => (await auditEventsWhere(api().database.db, { action }, 1))[0];

const person = {
  cpf: "714.602.380-01",
  name: "Beatriz Nogueira",
  email: "beatriz@example.com",
  cellphone: "(11) 98765-4321",
  personAddress: { postalCode: "01310100", city: "São Paulo", state: "SP" },
};

describe("POST and PUT /users/person", () => {
  it("registers a person (201), refuses the same CPF again (409 cpfExists), and replaces the record", async () => {
    const created = await staffCall("POST", "/api/subscription/users/person", person);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      cpf: "71460238001",
      name: "Beatriz Nogueira",
      cellphone: "11987654321",
    });
    expect((await lastAudit("staff.person.create"))?.actorId).toBe((await userOf("operador")).id);
    const again = await staffCall("POST", "/api/subscription/users/person", person);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "cpfExists", field: "cpf" });
    const updated = await staffCall("PUT", "/api/subscription/users/person", {
      ...person,
      name: "Beatriz N. Prado",
      personAddress: null,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ name: "Beatriz N. Prado", personAddress: null });
  });

  it("400 names the field: an invalid CPF, a missing name, a bad e-mail", async () => {
    expectBadField(
      await staffCall("POST", "/api/subscription/users/person", { ...person, cpf: "111.111.111-11" }),
      "cpf",
    );
    const { name: _name, ...noName } = person;
    expectBadField(await staffCall("POST", "/api/subscription/users/person", noName), "name");
    expectBadField(
      await staffCall("PUT", "/api/subscription/users/person", { ...person, email: "no-at" }),
      "email",
    );
    expectBadField(
      await staffCall("POST", "/api/subscription/users/person", { ...person, personAddress: { number: 12 } }),
      "personAddress",
    );
    expectBadField(
      await staffCall("POST", "/api/subscription/users/person", { ...person, cellphone: "123" }),
      "cellphone",
    );
  });

  it("PUT of a CPF nobody has: 404", async () => {
    const answer = await staffCall("PUT", "/api/subscription/users/person", {
      ...person,
      cpf: "864.209.753-10",
    });
    expect(answer.status).toBe(404);
  });
});

describe("account lookups", () => {
  it("by username, uuid and e-mail: the account with its rights; get-person-data: the person record", async () => {
    const aluno = await userOf("aluno");
    for (const path of [
      "get-user-by-username/ALUNO",
      `get-user-by-uuid/${aluno.uuid}`,
      "get-user-by-email/Aluno%40sabia.dev",
    ]) {
      const answer = await staffCall("GET", `/api/subscription/users/${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.json).toMatchObject({
        id: aluno.id,
        uuid: aluno.uuid,
        username: "aluno",
        temporaryPassword: false,
      });
      expect(answer.json.rights).toContainEqual(
        expect.objectContaining({
          applicationAlias: "artmed-marketplace",
          roleAlias: "aluno",
          tenantAlias: "sabia",
        }),
      );
    }
    const record = await staffCall("GET", "/api/subscription/users/get-person-data/aluno%40sabia.dev");
    expect(record.status).toBe(200);
    expect(record.json).toMatchObject({ cpf: "52998224725", name: "Ana Lúcia Moreira" });
    expect((await lastAudit("staff.person.read"))?.subjectId).toBe(aluno.id);
  });

  it("a person's newest purchases: ten at most, newest first, as My Purchases lists them, and the read audited", async () => {
    const aluno = await userOf("aluno");
    const answer = await staffCall("GET", `/api/subscription/users/${aluno.uuid}/purchases`);
    expect(answer.status, answer.text).toBe(200);
    const purchases = answer.json as unknown as {
      transactionNumber: string;
      status: string;
      courseName: string;
      purchaseDate: string;
      total: number;
    }[];
    expect(purchases.length).toBeGreaterThan(0);
    expect(purchases.length).toBeLessThanOrEqual(10);
    const dates = purchases.map((purchase) => purchase.purchaseDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
    // The same purchases aluno sees first in her own My Purchases.
    const own = await signIn("aluno", "Sabia@2026");
    const mine = await call("/api/candidate/courses/purchased-courses", {
      body: { email: "aluno@sabia.dev", cpf: "52998224725" },
      token: String(own.json["accessToken"]),
    });
    const hers = (mine.json["results"] as { transactionNumber: string }[]).map(
      (item) => item.transactionNumber,
    );
    expect(purchases.map((purchase) => purchase.transactionNumber)).toEqual(hers.slice(0, purchases.length));
    const line = await lastAudit("staff.user.read-purchases");
    expect(line).toMatchObject({ subjectId: aluno.id });
    expect(line?.detail).toMatchObject({ count: purchases.length });
    expectBadField(await staffCall("GET", "/api/subscription/users/not-a-uuid/purchases"), "uuid");
    expect(
      (await staffCall("GET", "/api/subscription/users/00000000-0000-4000-8000-000000000000/purchases"))
        .status,
    ).toBe(404);
  });

  it("400 names the parameter; an unknown key is 404", async () => {
    expectBadField(await staffCall("GET", "/api/subscription/users/get-user-by-username/a"), "username");
    expectBadField(await staffCall("GET", "/api/subscription/users/get-user-by-uuid/not-a-uuid"), "uuid");
    expectBadField(await staffCall("GET", "/api/subscription/users/get-user-by-email/no-at"), "email");
    expectBadField(await staffCall("GET", "/api/subscription/users/get-person-data/no-at"), "email");
    expect((await staffCall("GET", "/api/subscription/users/get-user-by-username/ninguem")).status).toBe(404);
    expect(
      (await staffCall("GET", "/api/subscription/users/get-person-data/ninguem%40example.com")).status,
    ).toBe(404);
  });
});

describe("rights: add-user-ies and add-user-role", () => {
  it("adds an institution-level role, once (a repeat changes nothing)", async () => {
    const professor = await userOf("professor");
    const body = { applicationAlias: "sabia-portal", iesAlias: "hcfmusp", role: "coordenador" };
    const path = `/api/subscription/users/add-user-ies/${professor.id}`;
    const answer = await staffCall("PUT", path, body);
    expect(answer.status, answer.text).toBe(200);
    const added = (answer.json.rights as { roleAlias: string; iesAlias: string }[]).filter(
      (right) => right.roleAlias === "coordenador" && right.iesAlias === "hcfmusp",
    );
    expect(added).toHaveLength(1);
    expect((await lastAudit("staff.user.add-ies"))?.detail).toMatchObject({ ...body, added: true });
    const repeat = await staffCall("PUT", path, body);
    expect((repeat.json.rights as unknown[]).length).toBe((answer.json.rights as unknown[]).length);
  });

  it("add-user-ies: 400 for a tenant-level role, an unknown institution or a non-numeric id", async () => {
    const professor = await userOf("professor");
    const path = `/api/subscription/users/add-user-ies/${professor.id}`;
    const body = { applicationAlias: "sabia-portal", iesAlias: "hcfmusp", role: "coordenador" };
    expectBadField(
      await staffCall("PUT", path, { ...body, applicationAlias: "artmed-marketplace", role: "gestor" }),
      "role",
    );
    const unknown = await staffCall("PUT", path, { ...body, iesAlias: "nenhuma" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.field).toBe("iesAlias");
    expectBadField(await staffCall("PUT", "/api/subscription/users/add-user-ies/abc", body), "userId");
    expect((await staffCall("PUT", "/api/subscription/users/add-user-ies/999999", body)).status).toBe(404);
  });

  it("add-user-role grants aluno a role in Horizonte, and her role choice then offers it", async () => {
    const aluno = await userOf("aluno");
    const answer = await staffCall("PUT", `/api/subscription/users/add-user-role/${aluno.uuid}`, {
      uuid: aluno.uuid,
      applicationAlias: "artmed-marketplace",
      role: "aluno",
      tenantAlias: "horizonte",
    });
    expect(answer.status, answer.text).toBe(200);
    const token = (await signIn("aluno", "Sabia@2026", { headers: { "x-forwarded-for": freshIp() } })).json
      .accessToken as string;
    const rights = await call("/api/auth/rights?applicationAlias=artmed-marketplace", {
      method: "GET",
      token,
    });
    expect(rights.text).toContain("horizonte");
  });

  it("add-user-role: 400 when the body's uuid differs or the scope is missing; 403 for a staff role", async () => {
    const aluno = await userOf("aluno");
    const path = `/api/subscription/users/add-user-role/${aluno.uuid}`;
    const body = {
      uuid: aluno.uuid,
      applicationAlias: "artmed-marketplace",
      role: "aluno",
      tenantAlias: "sabia",
    };
    const other = await userOf("professor");
    expectBadField(await staffCall("PUT", path, { ...body, uuid: other.uuid }), "uuid");
    const { tenantAlias: _tenant, ...noTenant } = body;
    const missing = await staffCall("PUT", path, noTenant);
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe("tenantAlias");
    expectBadField(await staffCall("PUT", path, { ...body, role: "" }), "role");
    for (const [applicationAlias, role] of [
      ["artmed-marketplace", "operador"],
      ["sabia-operacao", "operador"],
      ["sabia-gestao", "auditor"],
    ]) {
      const staff = await staffCall("PUT", path, { ...body, applicationAlias, role });
      expect(staff.status, `${applicationAlias}/${role}`).toBe(403);
      expect(staff.json.code).toBe("staffRoleNotGrantable");
    }
  });
});

describe("PATCH /users/update-user", () => {
  it("renames the account; a taken username is 409 usernameExists; mismatched or bad input is 400", async () => {
    const semacesso = await userOf("semacesso");
    const path = `/api/subscription/users/update-user/${semacesso.id}`;
    const renamed = await staffCall("PATCH", path, { userId: semacesso.id, username: "sem.acesso" });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.username).toBe("sem.acesso");
    expect((await lastAudit("staff.user.update"))?.detail).toEqual({ from: "semacesso", to: "sem.acesso" });
    const taken = await staffCall("PATCH", path, { userId: semacesso.id, username: "Gestora" });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: "usernameExists", field: "username" });
    expectBadField(await staffCall("PATCH", path, { userId: semacesso.id + 1, username: "outro" }), "userId");
    expectBadField(
      await staffCall("PATCH", path, { userId: semacesso.id, username: "com espaço" }),
      "username",
    );
  });
});

describe("PUT /users/{uuid}/password (another person's password)", () => {
  it("sets a temporary password, e-mails it with the application's address, and the first sign-in must change it", async () => {
    const professor = await userOf("professor");
    const applicationUrl = "http://localhost:3000/auth/signin";
    const answer = await staffCall("PUT", `/api/users/${professor.uuid}/password`, {
      password: "Trocar#2026x",
      applicationUrl,
    });
    expect(answer.status, answer.text).toBe(200);
    const mail = await lastMessage("professor@sabia.dev");
    expect(mail.text).toContain(applicationUrl);
    expect(mail.text).toContain("Trocar#2026x");
    expect(
      (await signIn("professor", "Sabia@2026", { headers: { "x-forwarded-for": freshIp() } })).status,
    ).toBe(401);
    const signedIn = await signIn("professor", "Trocar#2026x", { headers: { "x-forwarded-for": freshIp() } });
    expect(signedIn.status).toBe(200);
    const check = await call("/api/auth/token/check", {
      method: "GET",
      token: signedIn.json.accessToken as string,
    });
    expect(check.json.temporaryPassword).toBe(true);
    const event = await lastAudit("staff.user.set-password");
    expect(event).toMatchObject({ subjectId: professor.id, detail: { applicationUrl } });
    expect(JSON.stringify(event)).not.toContain("Trocar#2026x");
  });

  it("400 names the field: a weak or personal password, an address that is not http(s)", async () => {
    const dupla = await userOf("dupla");
    const path = `/api/users/${dupla.uuid}/password`;
    const applicationUrl = "https://sabia.dev/auth/signin";
    expectBadField(await staffCall("PUT", path, { password: "fraca", applicationUrl }), "password");
    const personal = await staffCall("PUT", path, { password: "Daniela#2026", applicationUrl });
    expect(personal.status).toBe(400);
    expect(personal.json.field).toBe("password");
    expectBadField(
      await staffCall("PUT", path, { password: "Trocar#2026x", applicationUrl: "javascript:alert(1)" }),
      "applicationUrl",
    );
  });

  it("a staff account's password is its owner's: 403 staffNotChangeable", async () => {
    const gestora = await userOf("gestora");
    const answer = await staffCall("PUT", `/api/users/${gestora.uuid}/password`, {
      password: "Trocar#2026x",
      applicationUrl: "https://sabia.dev/",
    });
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe("staffNotChangeable");
  });
});

describe("OpenAPI", () => {
  it("lists the ten calls", async () => {
    const document = (await (await fetch(`${api().url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const listed = [
      ["/api/subscription/users/person", "post"],
      ["/api/subscription/users/person", "put"],
      ["/api/subscription/users/get-user-by-username/{username}", "get"],
      ["/api/subscription/users/get-user-by-uuid/{uuid}", "get"],
      ["/api/subscription/users/{uuid}/purchases", "get"],
      ["/api/subscription/users/get-user-by-email/{email}", "get"],
      ["/api/subscription/users/get-person-data/{email}", "get"],
      ["/api/subscription/users/add-user-ies/{userId}", "put"],
      ["/api/subscription/users/add-user-role/{uuid}", "put"],
      ["/api/subscription/users/update-user/{userId}", "patch"],
      ["/api/users/{uuid}/password", "put"],
    ];
    for (const [path, method] of listed)
      expect(document.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
  });
});
