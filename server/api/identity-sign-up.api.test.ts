import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { useIdentityApi, person } from "./identity-test-kit.ts";

/** Sign-up, GET/PATCH me and PUT me/password over HTTP. */
const { api, call, signIn, lastMessage } = useIdentityApi();

describe("sign-up, me and password change", () => {
  it("creates a user with role basic and a welcome e-mail; CPF and username must be unique; fields are named", async () => {
    const created = await call("/api/users/tenants/sabia?sendEmail=true", {
      body: person,
      captcha: true,
      language: "en",
    });
    expect(created.status).toBe(200);
    const token = created.json.accessToken as string;
    const me = await call("/api/users/me", { method: "GET", token });
    expect(me.json).toMatchObject({
      username: "beatriz",
      cpf: "71460238001",
      cellphone: "11987654321",
      languageId: "en",
      availableApplications: ["artmed-marketplace"],
    });
    const [role] = await queryRows<{ alias: string }>(
      api().database.db,
      sql`select r.alias from user_rights ur join roles r on r.id = ur.role_id join users u on u.id = ur.user_id where u.username = 'beatriz'`,
    );
    expect(role!.alias).toBe("basic");
    expect((await lastMessage(person.email)).subject).toBe("Welcome to Sabiá");

    const sameCpf = await call("/api/users/tenants/sabia", {
      body: { ...person, username: "outra", email: "outra@example.com" },
      captcha: true,
    });
    expect(sameCpf.status).toBe(409);
    expect(sameCpf.json).toMatchObject({ code: "cpfAlreadyRegistered", field: "cpf" });
    const sameUser = await call("/api/users/tenants/sabia/ies/hcfmusp", {
      body: { ...person, cpf: "529.982.247-25".replace("529", "168") },
      captcha: true,
    });
    expect([400, 409]).toContain(sameUser.status);
    // A taken username is §8 'user already exists' on the username; a taken e-mail (in any case) is
    // 'user already registered' on the e-mail, so the form shows it there.
    const sameUsername = await call("/api/users/tenants/sabia", {
      body: { ...person, cpf: "168.995.350-09", username: "BEATRIZ", email: "outra@example.com" },
      captcha: true,
    });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.json).toMatchObject({
      code: "userAlreadyExists",
      field: "username",
      detail: "User already exists.",
    });
    const sameEmail = await call("/api/subscription/users/signup", {
      body: { ...person, cpf: "168.995.350-09", username: "outra", email: "Beatriz@Example.com" },
      captcha: true,
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json).toMatchObject({
      code: "userAlreadyExists",
      field: "email",
      detail: "A user is already registered with this e-mail.",
    });
    const badCpf = await call("/api/subscription/users/signup", {
      body: { ...person, cpf: "123.456.789-00" },
      captcha: true,
    });
    expect(badCpf.json).toMatchObject({ code: "fieldsRequired", field: "cpf" });
    const badEmail = await call("/api/subscription/users/signup", {
      body: { ...person, cpf: "935.411.347-80", email: "not-an-email" },
      captcha: true,
    });
    expect(badEmail.json).toMatchObject({ code: "emailInvalid", field: "email" });
    const noCaptcha = await call("/api/subscription/users/signup", { body: person });
    expect(noCaptcha.status).toBe(403);
  });

  it("an ies-owned application signs up through its institution's form: role 'basic' at that ies, logo in the mail", async () => {
    const context = (
      await call("/api/settings/sign-in-context?hostname=abramede.localhost&applicationAlias=sabia-portal", {
        method: "GET",
      })
    ).json as { applicationOwner: { type: string; tenantAlias: string; iesAlias: string } };
    expect(context.applicationOwner).toEqual({ type: "ies", tenantAlias: "sabia", iesAlias: "abramede" });
    const { tenantAlias, iesAlias } = context.applicationOwner;
    const portal = {
      ...person,
      cpf: "933.875.694-75",
      username: "portal.aluna",
      email: "portal.aluna@example.com",
      applicationAlias: "sabia-portal",
    };
    const created = await call(`/api/users/tenants/${tenantAlias}/ies/${iesAlias}?sendEmail=true`, {
      body: portal,
      captcha: true,
    });
    expect(created.status).toBe(200);
    const rights = await queryRows<{ app: string; role: string; tenant: string; ies: string | null }>(
      api().database.db,
      sql`select a.alias as app, r.alias as role, t.alias as tenant, i.alias as ies from user_rights ur
          join users u on u.id = ur.user_id join roles r on r.id = ur.role_id
          join applications a on a.id = r.application_id join tenants t on t.id = ur.tenant_id
          left join institutions i on i.id = ur.ies_id where u.username = 'portal.aluna'`,
    );
    expect(rights).toEqual([{ app: "sabia-portal", role: "basic", tenant: "sabia", ies: "abramede" }]);
    const mail = await lastMessage(portal.email);
    expect(mail.text).toContain(`${api().url}/api/media/application/sabia-portal.svg`);
    expect(mail.text).not.toContain("sabia.dev/logo.svg");
    expect(mail.html).toContain(`<img src="${api().url}/api/media/application/sabia-portal.svg"`);
  });

  it("users/signup signs up at the tenant of the request's host", async () => {
    const created = await call("/api/subscription/users/signup", {
      body: { ...person, cpf: "742.198.518-28", username: "horizontina", email: "horizontina@example.com" },
      captcha: true,
      host: "faculdade.horizonte.localhost",
    });
    expect(created.status).toBe(200);
    const [right] = await queryRows<{ tenant: string }>(
      api().database.db,
      sql`select t.alias as tenant from user_rights ur join users u on u.id = ur.user_id
          join tenants t on t.id = ur.tenant_id where u.username = 'horizontina'`,
    );
    expect(right!.tenant).toBe("horizonte");
    // Its welcome mail's logo is on the host it was made from.
    expect((await lastMessage("horizontina@example.com")).text).toContain(
      "http://faculdade.horizonte.localhost/api/media/application/artmed-marketplace.svg",
    );
  });

  it("subscription sign-up at an institution returns a token", async () => {
    const created = await call("/api/subscription/users/signup/hcfmusp", {
      method: "PUT",
      body: { ...person, cpf: "935.411.347-80", username: "caio", email: "caio@example.com" },
      captcha: true,
    });
    expect(created.status).toBe(200);
    expect(typeof created.json.accessToken).toBe("string");
  });

  it("a tenant with createAccountEnabled off refuses every sign-up with 403 signUpDisabled and writes nothing", async () => {
    const closed = {
      ...person,
      cpf: "168.995.350-09",
      username: "fechado",
      email: "fechado@example.com",
    };
    const users = async () =>
      (
        await queryRows<{ n: number }>(
          api().database.db,
          sql`select count(*)::int as n from users where username = 'fechado' or email = 'fechado@example.com'`,
        )
      )[0]!.n;
    const outboxed = async () =>
      (
        await queryRows<{ n: number }>(
          api().database.db,
          sql`select count(*)::int as n from outbox where recipient = 'fechado@example.com'`,
        )
      )[0]!.n;
    const refused = await call("/api/users/tenants/hcfmusp?sendEmail=true", { body: closed, captcha: true });
    expect(refused.status).toBe(403);
    expect(refused.type).toContain("application/problem+json");
    expect(refused.json).toMatchObject({ code: "signUpDisabled", status: 403 });
    // Refused whatever the payload: the closed tenant is not a way to probe CPFs or usernames either.
    const taken = await call("/api/users/tenants/hcfmusp", { body: person, captcha: true });
    expect(taken.json.code).toBe("signUpDisabled");

    // The subscription sign-up at an institution follows the institution's tenant.
    await api().database.db.execute(
      sql`update tenants set settings = jsonb_set(settings, '{createAccountEnabled}', 'false') where alias = 'horizonte'`,
    );
    const atIes = await call("/api/subscription/users/signup/faculdade-horizonte", {
      method: "PUT",
      body: closed,
      captcha: true,
    });
    expect(atIes.status).toBe(403);
    expect(atIes.json.code).toBe("signUpDisabled");
    expect(await users()).toBe(0);
    expect(await outboxed()).toBe(0);

    const open = await call("/api/users/tenants/sabia?sendEmail=true", { body: closed, captcha: true });
    expect(open.status).toBe(200);
    expect(await users()).toBe(1);
  });

  it("PATCH me validates and saves; me/password needs the current password and a new, strong, different one", async () => {
    const token = (await signIn("novato", "Temp@2026")).json.accessToken as string;
    expect((await call("/api/auth/token/check", { method: "GET", token })).json.temporaryPassword).toBe(true);
    const patched = await call("/api/users/me", {
      method: "PATCH",
      token,
      body: { timezone: "America/Manaus", languageId: "es" },
    });
    expect(patched.json).toMatchObject({ timezone: "America/Manaus", languageId: "es" });
    // Spec §8 "invalid information, language, timezone, theme or password": each its own code, field named.
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await call("/api/users/me", { method: "PATCH", token, body });
      expect(answer.status).toBe(400);
      expect(answer.type).toContain("application/problem+json");
      return answer.json;
    };
    expect(await refusal({ timezone: "Mars/Olympus" })).toMatchObject({
      code: "invalidTimezone",
      field: "timezone",
    });
    expect(await refusal({ languageId: "fr" })).toMatchObject({
      code: "invalidLanguage",
      field: "languageId",
    });
    expect(await refusal({ theme: "neon" })).toMatchObject({ code: "invalidTheme", field: "theme" });
    expect(await refusal({ name: "R2-D2 <script>" })).toMatchObject({
      code: "invalidInformation",
      field: "name",
    });
    expect(await refusal({ cellphone: "123" })).toMatchObject({
      code: "invalidInformation",
      field: "cellphone",
    });
    const themed = await call("/api/users/me", { method: "PATCH", token, body: { theme: "contrast-dark" } });
    expect(themed.json).toMatchObject({ theme: "contrast-dark", languageId: "es" });
    // ADR 039: the text size follows the person; only the four sizes, null lets the browser's choice stand.
    const sized = await call("/api/users/me", { method: "PATCH", token, body: { textSize: "largest" } });
    expect(sized.json).toMatchObject({ textSize: "largest", theme: "contrast-dark" });
    expect((await call("/api/users/me", { method: "PATCH", token, body: { textSize: "huge" } })).status).toBe(
      400,
    );
    const cleared = await call("/api/users/me", { method: "PATCH", token, body: { textSize: null } });
    expect(cleared.json).toMatchObject({ textSize: null });
    expect((await call("/api/users/me", { method: "GET" })).status).toBe(401);

    const change = (currentPassword: string, newPassword: string) =>
      call("/api/users/me/password", { method: "PUT", token, body: { currentPassword, newPassword } });
    expect((await change("Errada@1", "Nova#Senha1")).json.code).toBe("invalidCredentials");
    expect((await change("Temp@2026", "Temp@2026")).json.code).toBe("sameAsPrevious");
    expect((await change("Temp@2026", "senha@123")).json.code).toBe("weakPassword");
    const changed = await change("Temp@2026", "Nova#Senha1");
    expect(changed.status).toBe(200);
    expect(
      (await call("/api/auth/token/check", { method: "GET", token: changed.json.accessToken as string })).json
        .temporaryPassword,
    ).toBe(false);
  });
});
