import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../db/database.ts";
import { auditEventsWhere } from "../db/audit/audit-queries.ts";
import { testEngines } from "../db/test-databases.ts";
import { identityClient, person } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Issue 25 "Privilege" (ADR 050): no self-made staff, no operator acting as another operator, no money moved while
 * impersonating, every impersonated request audited with both people, and the tenant's sign-in modes enforced
 * by the server.
 */
// A shared machine can be slow to start a seeded API and to solve captchas: generous limits, same assertions.
vi.setConfig({ testTimeout: 120_000 });
let current: TestApi | undefined;
beforeAll(async () => {
  current = await startTestApi(testEngines()[0]!);
}, 300_000);
afterAll(() => current?.close());
const api = () => current!;
const { call, signIn, operations } = identityClient(api);

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(api().database.db, query);
const idOf = async (username: string) =>
  (await rows<{ id: number }>(sql`select id from users where username = ${username}`))[0]!.id;
const operatorToken = async () => {
  const answer = await operations("operador");
  expect(answer.status).toBe(200);
  return answer.json.accessToken as string;
};
const impersonate = async (username: string, roleAlias: string) =>
  call("/api/auth/signin/impersonate", { token: await operatorToken(), body: { username, roleAlias } });
const actingAsAluno = async () => {
  const answer = await impersonate("aluno", "aluno");
  expect(answer.status).toBe(200);
  return answer.json.accessToken as string;
};

describe("no self-made staff", () => {
  const staffSignUp = (applicationAlias: string, n: number) =>
    call("/api/users/tenants/sabia?sendEmail=false", {
      captcha: true,
      body: {
        ...person,
        cpf: ["123.456.780-62", "246.813.579-28"][n]!,
        username: `intruso${n}`,
        email: `intruso${n}@example.com`,
        applicationAlias,
      },
    });

  it.each([
    ["sabia-operacao", 0],
    ["sabia-gestao", 1],
  ])(
    "sign-up into the staff application %s is refused (403 signUpDisabled) and creates no account",
    async (alias, n) => {
      const answer = await staffSignUp(alias, n);
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ code: "signUpDisabled", field: "applicationAlias" });
      expect(await rows(sql`select id from users where username = ${`intruso${n}`}`)).toEqual([]);
      expect(
        await rows(sql`select r.id from roles r join applications a on a.id = r.application_id
                     where a.alias = ${alias} and r.alias = 'basic'`),
      ).toEqual([]);
    },
  );

  it("the public store still grants 'basic' on sign-up", async () => {
    const answer = await call("/api/users/tenants/sabia?sendEmail=false", {
      captcha: true,
      body: { ...person, cpf: "864.209.753-10", username: "clienta", email: "clienta@example.com" },
    });
    expect(answer.status).toBe(200);
    const [right] = await rows<{ role: string; app: string }>(
      sql`select r.alias as role, a.alias as app from user_rights ur join roles r on r.id = ur.role_id
          join applications a on a.id = r.application_id join users u on u.id = ur.user_id where u.username = 'clienta'`,
    );
    expect(right).toEqual({ role: "basic", app: "artmed-marketplace" });
  });

  it("a 'basic' right left in the operation application by the old hole opens neither the portal nor the role", async () => {
    const db = api().database.db;
    await db.execute(sql`insert into roles (application_id, alias, name, level)
      select id, 'basic', 'Básico', 'tenant' from applications where alias = 'sabia-operacao' on conflict do nothing`);
    await db.execute(sql`insert into user_rights (user_id, role_id, tenant_id, ies_id)
      select u.id, r.id, t.id, null from users u, roles r join applications a on a.id = r.application_id, tenants t
      where u.username = 'semacesso' and a.alias = 'sabia-operacao' and r.alias = 'basic' and t.alias = 'sabia'`);
    const portal = await call("/api/auth/signin/operations", {
      captcha: true,
      body: { username: "semacesso", password: "Sabia@2026", applicationAlias: "sabia-operacao" },
    });
    expect(portal.status).toBe(401);
    const own = await signIn("semacesso", "Sabia@2026");
    expect(own.status).toBe(200);
    const assumed = await call("/api/auth/role/assume/tenants/sabia", {
      method: "PUT",
      token: own.json.accessToken as string,
      body: { applicationAlias: "sabia-operacao", roleAlias: "basic" },
    });
    expect(assumed.status).toBe(403);
    expect(assumed.json.code).toBe("roleNotHeld");
    // semacesso goes back to holding no right at all (the sign-in mode tests below use that).
    await db.execute(
      sql`delete from user_rights where user_id = (select id from users where username = 'semacesso')`,
    );
  });
});

describe("staff cannot be impersonated", () => {
  it.each([
    ["operador", "operador"],
    ["gestora", "gestor"],
  ])(
    "impersonating %s (an operation role) answers 403 staffNotImpersonable and is audited",
    async (username, role) => {
      const answer = await impersonate(username, role);
      expect(answer.status).toBe(403);
      expect(answer.json.code).toBe("staffNotImpersonable");
      const [event] = await auditEventsWhere(api().database.db, {
        action: "impersonation.refused",
        subjectId: await idOf(username),
      });
      expect(event).toMatchObject({
        actorId: await idOf("operador"),
        detail: { reason: "staffNotImpersonable" },
      });
    },
  );

  it("a customer and a teacher can still be helped", async () => {
    expect((await impersonate("aluno", "aluno")).status).toBe(200);
    expect((await impersonate("professor", "professor")).status).toBe(200);
  });
});

describe("no money moves while impersonating", () => {
  const idempotency = { "idempotency-key": "privilege-test-0001" };
  const card = {
    token: "sbx1_approved_visa_1111_AAAAAAAAAAAAAAAA",
    paymentMethodId: "visa",
    installments: 1,
  };
  const moneyCalls = (id: number): [string, string, unknown?, Record<string, string>?][] => [
    ["POST", `/api/candidate/purchases/${id}/cancellation`],
    ["POST", `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`, card, idempotency],
    ["POST", "/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id }, idempotency],
    ["POST", "/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id }, idempotency],
    [
      "POST",
      `/api/candidate/pix/${id}/renew-pix-ecommerce`,
      { subscriptionId: id, validationKey: "k" },
      idempotency,
    ],
    ["POST", `/api/candidate/subscriptions/${id}/create-installments/1`],
    ["POST", `/api/candidate/subscriptions/${id}/update-ecommerce-hubspot-deal`],
    ["POST", "/api/subscription/subscriptions/create-or-recover-to-ecommerce", { friendlyUrl: "x" }],
    [
      "POST",
      "/api/subscription/subscriptions/reassociate-subscription-discounts-ecommerce",
      { subscriptionId: id },
    ],
    ["POST", `/api/subscription/subscriptions/associate-item-to-discount/${id}`, { tag: "PROMO" }],
    ["POST", `/api/subscription/subscriptions/remove-voucher/${id}`],
    ["PUT", `/api/subscription/subscriptions/${id}/credit`, { amount: 10 }],
    // A pass would issue the certificate, which waives the refund within 7 days (ADR 091).
    ["POST", `/api/candidate/portal/courses/${id}/exam/attempts`, { answers: [] }],
    [
      "POST",
      "/api/subscription/users/fast-buy",
      {
        name: "Ana",
        email: "ana@example.com",
        cpf: "52998224725",
        cellphone: "51999887766",
        friendlyUrl: "x",
      },
    ],
  ];

  it("every money-moving call answers 403 moneyMovingWhileImpersonating; the purchase is unchanged", async () => {
    const token = await actingAsAluno();
    const [purchase] = await rows<{ id: number; status: string }>(
      sql`select s.id, s.status from subscriptions s join users u on u.id = s.user_id
          where u.username = 'aluno' and s.status = 'payment-confirmed' order by s.id limit 1`,
    );
    for (const [method, path, body, headers] of moneyCalls(purchase!.id)) {
      const answer = await call(path, { method, token, body, ...(headers ? { headers } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.type).toContain("application/problem+json");
      expect(answer.json.code, `${method} ${path}`).toBe("moneyMovingWhileImpersonating");
    }
    const [after] = await rows<{ status: string }>(
      sql`select status from subscriptions where id = ${purchase!.id}`,
    );
    expect(after!.status).toBe(purchase!.status);
  });

  it("reads stay open to the operator helping her (the purchase and its cancellation quote)", async () => {
    const token = await actingAsAluno();
    const [purchase] = await rows<{ id: number }>(
      sql`select s.id from subscriptions s join users u on u.id = s.user_id where u.username = 'aluno' order by s.id limit 1`,
    );
    expect((await call(`/api/candidate/purchases/${purchase!.id}`, { method: "GET", token })).status).toBe(
      200,
    );
  });
});

describe("every impersonated request is audited with both people", () => {
  it("method, path without its query, and status; actor = operator, acting as = customer", async () => {
    const token = await actingAsAluno();
    const before = (await auditEventsWhere(api().database.db, { action: "impersonated.request" })).length;
    expect((await call("/api/users/me?token=s3gredo-na-url", { method: "GET", token })).status).toBe(200);
    expect(
      (await call("/api/candidate/purchases/999999/cancellation", { method: "POST", token })).status,
    ).toBe(403);
    const events = await auditEventsWhere(api().database.db, { action: "impersonated.request" });
    expect(events.length - before).toBe(2);
    const [refused, read] = events;
    for (const event of [refused!, read!]) {
      expect(event.actorId).toBe(await idOf("operador"));
      expect(event.actingAsId).toBe(await idOf("aluno"));
      expect(event.subjectId).toBe(await idOf("aluno"));
    }
    expect(read!.detail).toEqual({ method: "GET", path: "/api/users/me", status: 200 });
    expect(refused!.detail).toEqual({
      method: "POST",
      path: "/api/candidate/purchases/999999/cancellation",
      status: 403,
    });
    expect(JSON.stringify(events)).not.toContain("s3gredo");
  });

  it("a photo upload (served beside the API handler) is audited too", async () => {
    const token = await actingAsAluno();
    const before = (await auditEventsWhere(api().database.db, { action: "impersonated.request" })).length;
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "foto");
    const answer = await fetch(`${api().url}/api/users/me/photo`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(answer.status).toBe(400);
    const events = await auditEventsWhere(api().database.db, { action: "impersonated.request" });
    expect(events.length - before).toBe(1);
    expect(events[0]!.actorId).toBe(await idOf("operador"));
    expect(events[0]!.actingAsId).toBe(await idOf("aluno"));
    expect(events[0]!.detail).toEqual({ method: "PATCH", path: "/api/users/me/photo", status: 400 });
  });

  it("the person's own requests are not impersonation events", async () => {
    const own = (await signIn("aluno", "Sabia@2026")).json.accessToken as string;
    const before = (await auditEventsWhere(api().database.db, { action: "impersonated.request" })).length;
    expect((await call("/api/users/me", { method: "GET", token: own })).status).toBe(200);
    expect((await auditEventsWhere(api().database.db, { action: "impersonated.request" })).length).toBe(
      before,
    );
  });
});

describe("the tenant's sign-in modes hold on the server", () => {
  const signInAt = (tenant: string, username: string) =>
    call(`/api/auth/signin/tenants/${tenant}`, {
      captcha: true,
      body: { username, password: "Sabia@2026", applicationAlias: "artmed-marketplace" },
    });

  it("hcfmusp (no username sign-in): a username gets the wrong-login 401; the e-mail signs in", async () => {
    const byName = await signInAt("hcfmusp", "semacesso");
    expect(byName.status).toBe(401);
    expect(byName.json.code).toBe("invalidCredentials");
    expect((await signInAt("hcfmusp", "semacesso@sabia.dev")).status).toBe(200);
  });

  it("a tenant without e-mail sign-in refuses the e-mail and takes the username", async () => {
    await api().database.db.execute(
      sql`update tenants set settings = jsonb_set(settings, '{authenticationModes,hasAuthByEmail}', 'false') where alias = 'horizonte'`,
    );
    expect((await signInAt("horizonte", "semacesso@sabia.dev")).status).toBe(401);
    expect((await signInAt("horizonte", "semacesso")).status).toBe(200);
  });

  it("no two-factor code is sent for a login the tenant does not take", async () => {
    await api().database.db.execute(sql`update users set two_factor = 'email' where username = 'semacesso'`);
    const sent = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from outbox where lower(recipient) = 'semacesso@sabia.dev'`,
        )
      )[0]!.n;
    const before = await sent();
    const byName = await signInAt("hcfmusp", "semacesso");
    expect(byName.status).toBe(401);
    expect(await sent()).toBe(before);
    const byEmail = await signInAt("hcfmusp", "semacesso@sabia.dev");
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.secondFactor).not.toBeNull();
    await api().database.db.execute(sql`update users set two_factor = 'none' where username = 'semacesso'`);
  });

  it("linx-login at a tenant without e-mail sign-in is not valid, even with the right password", async () => {
    const linx = (tenant?: string) =>
      call("/api/subscription/users/linx-login", {
        body: { Email: "aluno@sabia.dev", Password: "Sabia@2026" },
        ...(tenant ? { headers: { "X-Tenant-Alias": tenant } } : {}),
      });
    expect((await linx("horizonte")).json).toEqual({ isValid: false, customer: null });
    expect((await linx("sabia")).json.isValid).toBe(true);
  });
});
