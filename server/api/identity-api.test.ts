import { solveChallenge } from "altcha-lib/v1";
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

async function captcha(base = api.url): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString("base64");
}

interface Call {
  method?: string;
  body?: unknown;
  captcha?: boolean;
  token?: string;
  language?: string;
  base?: string;
}

async function call(
  path: string,
  { method = "POST", body, captcha: withCaptcha = false, token, language, base = api.url }: Call = {},
) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (withCaptcha) headers["captcha"] = await captcha(base);
  if (token) headers["authorization"] = `Bearer ${token}`;
  if (language) headers["accept-language"] = language;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

const signIn = (username: string, password: string, options: Partial<Call> = {}) =>
  call("/api/auth/signin/tenants/sabia", {
    body: { username, password, applicationAlias: "artmed-marketplace" },
    captcha: true,
    ...options,
  });

const lastMessage = async (recipient: string) => {
  const [row] = await queryRows<{ subject: string; text: string; html: string | null; channel: string }>(
    api.database.db,
    sql`select subject, text, html, channel from outbox where lower(recipient) = lower(${recipient}) order by id desc limit 1`,
  );
  return row!;
};

const operations = (username: string) =>
  call("/api/auth/signin/operations", {
    body: { username, password: "Sabia@2026", applicationAlias: "sabia-operacao" },
    captcha: true,
  });
const requestReset = (user: string, options: Partial<Call> = {}) =>
  call("/api/users/tenants/sabia/applications/artmed-marketplace/password/reset", {
    body: { user, applicationLogoUrl: "https://sabia.dev/logo.svg" },
    captcha: true,
    ...options,
  });
const linkToken = async (recipient: string) =>
  /\/auth\/password\/change\/([A-Za-z0-9_-]+)/.exec((await lastMessage(recipient)).text)![1]!;

const person = {
  cpf: "714.602.380-01",
  name: "Beatriz Nogueira",
  email: "beatriz@example.com",
  username: "beatriz",
  password: "Nova#Senha9",
  cellphone: "(11) 98765-4321",
  applicationAlias: "artmed-marketplace",
  applicationLogoUrl: "https://sabia.dev/logo.svg",
};

describe("sign-in (/api/auth/signin)", () => {
  it("gives a token for the right password, by username or e-mail, and token/check accepts it", async () => {
    const byName = await signIn("aluno", "Sabia@2026");
    expect(byName.status).toBe(200);
    expect(byName.json.secondFactor).toBeNull();
    const token = byName.json.accessToken as string;
    expect(token.split(".")).toHaveLength(3);
    const check = await call("/api/auth/token/check", { method: "GET", token });
    expect(check.json).toMatchObject({ valid: true, temporaryPassword: false });
    expect((await signIn("ALUNO@sabia.dev", "Sabia@2026")).status).toBe(200);
    expect((await call("/api/auth/token/check", { method: "GET", token: `${token}x` })).status).toBe(401);
  });

  it("answers an unknown user and a wrong password with the same status and body", async () => {
    const unknown = await signIn("ninguem-aqui", "Sabia@2026");
    const wrong = await signIn("professor", "Errada@2026");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.type).toContain("application/problem+json");
    expect(unknown.text).toBe(wrong.text);
    expect(unknown.json.code).toBe("invalidCredentials");
  });

  it("refuses without a captcha, with a reused one, and names missing fields", async () => {
    const none = await signIn("aluno", "Sabia@2026", { captcha: false });
    expect(none.status).toBe(403);
    expect(none.json.code).toBe("captchaRequired");
    const solution = await captcha();
    const first = await fetch(`${api.url}/api/auth/signin/tenants/sabia`, {
      method: "POST",
      headers: { "Content-Type": "application/json", captcha: solution },
      body: JSON.stringify({
        username: "aluno",
        password: "Sabia@2026",
        applicationAlias: "artmed-marketplace",
      }),
    });
    expect(first.status).toBe(200);
    const again = await fetch(`${api.url}/api/auth/signin/tenants/sabia`, {
      method: "POST",
      headers: { "Content-Type": "application/json", captcha: solution },
      body: JSON.stringify({
        username: "aluno",
        password: "Sabia@2026",
        applicationAlias: "artmed-marketplace",
      }),
    });
    expect(again.status).toBe(403);
    const empty = await signIn("", "x", { captcha: false });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ code: "loginRequired", field: "username" });
    const malformed = await call("/api/auth/signin/tenants/sabia", { body: { username: "aluno" } });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain("password");
  });

  it("operations sign-in admits operators only, with the same refusal as a wrong password", async () => {
    expect((await operations("operador")).status).toBe(200);
    const student = await operations("semacesso");
    expect(student.status).toBe(401);
    expect(student.json.code).toBe("invalidCredentials");
  });

  it("throttles an account after 5 failures (known or unknown login alike) and keeps the counters in the database", async () => {
    for (const login of ["gestora", "fantasma"]) {
      for (let i = 0; i < 5; i++) expect((await signIn(login, "Errada@2026")).status).toBe(401);
      const blocked = await signIn(login, login === "gestora" ? "Sabia@2026" : "Errada@2026");
      expect(blocked.status).toBe(429);
      expect(blocked.json.code).toBe("tooManyAttempts");
      expect(blocked.json.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.json.retryAfterSeconds).toBeLessThanOrEqual(30);
    }
    const [rows] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from sign_in_failures where login = 'gestora'`,
    );
    expect(rows!.n).toBe(5);
    // Once the wait has passed (simulated by ageing the rows), the right password works and clears the count.
    await api.database.db.execute(
      sql`update sign_in_failures set at = at - interval '31 seconds' where login = 'gestora'`,
    );
    expect((await signIn("gestora", "Sabia@2026")).status).toBe(200);
    const [after] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from sign_in_failures where login = 'gestora'`,
    );
    expect(after!.n).toBe(0);
  }, 60_000);
});

describe("two-factor codes", () => {
  it("dupla gets a challenge, a wrong code is refused, resend sends a new code, the right one gives a token once", async () => {
    const first = await signIn("dupla", "Sabia@2026", { language: "en" });
    expect(first.status).toBe(200);
    expect(first.json.accessToken).toBeNull();
    const challenge = first.json.secondFactor as {
      challengeId: string;
      channel: string;
      destination: string;
    };
    expect(challenge).toMatchObject({ channel: "email", destination: "d***@sabia.dev" });
    const mail = await lastMessage("dupla@sabia.dev");
    expect(mail.subject).toBe("Seu código de acesso");
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const wrong = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe("incorrectCode");

    const resent = await call("/api/subscription/users/generate-authentication-code", {
      body: { challengeId: challenge.challengeId },
    });
    expect(resent.status).toBe(200);
    const newCode = /\b(\d{6})\b/.exec((await lastMessage("dupla@sabia.dev")).text)![1]!;
    if (newCode !== code)
      expect(
        (
          await call("/api/subscription/users/validate-authentication-code", {
            body: { challengeId: challenge.challengeId, code },
          })
        ).status,
      ).toBe(401);

    const ok = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code: newCode },
    });
    expect(ok.status).toBe(200);
    expect(typeof ok.json.accessToken).toBe("string");
    const reused = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: challenge.challengeId, code: newCode },
    });
    expect(reused.status).toBe(410);
    expect(reused.json.code).toBe("codeExpired");
  });

  it("limits attempts and refuses expired codes", async () => {
    const { challengeId } = (await signIn("dupla", "Sabia@2026")).json.secondFactor as {
      challengeId: string;
    };
    for (let i = 0; i < 5; i++)
      await call("/api/subscription/users/validate-authentication-code", {
        body: { challengeId, code: "999999" },
      });
    const code = /\b(\d{6})\b/.exec((await lastMessage("dupla@sabia.dev")).text)![1]!;
    const blocked = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId, code },
    });
    expect(blocked.status).toBe(429);

    const second = (await signIn("dupla", "Sabia@2026")).json.secondFactor as { challengeId: string };
    const secondCode = /\b(\d{6})\b/.exec((await lastMessage("dupla@sabia.dev")).text)![1]!;
    await api.database.db.execute(
      sql`update authentication_challenges set expires_at = now() - interval '1 second' where id = ${second.challengeId}`,
    );
    const expired = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId: second.challengeId, code: secondCode },
    });
    expect(expired.status).toBe(410);
    expect(expired.json.code).toBe("codeExpired");
  });
});

describe("password reset and username recovery (/api/users)", () => {
  it("mails a single-use link; check, confirm, then the link says used; the new password signs in", async () => {
    const sent = await requestReset("professor");
    expect(sent.json).toEqual({ status: "sent" });
    const mail = await lastMessage("professor@sabia.dev");
    expect(mail.subject).toBe("Redefinição de senha");
    expect(mail.text).toContain("https://sabia.dev/logo.svg");
    expect(mail.html).toContain('<img src="https://sabia.dev/logo.svg"');
    const token = await linkToken("professor@sabia.dev");
    expect((await call(`/api/users/password/reset/check/${token}`, { method: "GET" })).status).toBe(200);

    const weak = await call("/api/users/password/confirm", {
      method: "PUT",
      body: { token, newPassword: "fraca" },
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ code: "weakPassword", field: "newPassword" });
    const same = await call("/api/users/password/confirm", {
      method: "PUT",
      body: { token, newPassword: "Sabia@2026" },
    });
    expect(same.json.code).toBe("sameAsPrevious");

    const done = await call("/api/users/password/confirm", {
      method: "PUT",
      body: { token, newPassword: "Outra#Senha7" },
    });
    expect(done.status).toBe(200);
    const used = await call("/api/users/password/confirm", {
      method: "PUT",
      body: { token, newPassword: "Mais#Uma8" },
    });
    expect(used.status).toBe(410);
    expect(used.json.code).toBe("resetTokenUsed");
    expect((await call(`/api/users/password/reset/check/${token}`, { method: "GET" })).json.code).toBe(
      "resetTokenUsed",
    );
    expect((await signIn("professor", "Outra#Senha7")).status).toBe(200);
  });

  it("says expired for an old link, invalid for an unknown one, and answers alike for an unknown user", async () => {
    await requestReset("gestora@sabia.dev");
    const token = await linkToken("gestora@sabia.dev");
    await api.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'password-reset' and used_at is null`,
    );
    const expired = await call(`/api/users/password/reset/check/${token}`, { method: "GET" });
    expect(expired.status).toBe(410);
    expect(expired.json.code).toBe("resetLinkExpired");
    expect((await call("/api/users/password/reset/check/nao-existe", { method: "GET" })).json.code).toBe(
      "resetTokenUsed",
    );
    const unknown = await requestReset("ninguem@example.com");
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ status: "sent" });
    expect((await requestReset("aluno", { captcha: false })).json.code).toBe("captchaRequired");
  });

  it("operation form and username recovery, in the user's language", async () => {
    expect(
      (
        await call("/api/users/operation/applications/sabia-operacao/password/reset", {
          body: { user: "operador" },
          captcha: true,
        })
      ).status,
    ).toBe(200);
    await api.database.db.execute(sql`update users set language_id = 'es' where username = 'semacesso'`);
    const recovered = await call("/api/users/operation/applications/sabia-operacao/username/recover", {
      body: { email: "semacesso@sabia.dev" },
      captcha: true,
    });
    expect(recovered.json).toEqual({ status: "sent" });
    const mail = await lastMessage("semacesso@sabia.dev");
    expect(mail.subject).toBe("Tu usuario");
    expect(mail.text).toContain("semacesso");
    const tenantForm = await call(
      "/api/users/tenants/sabia/applications/artmed-marketplace/username/recover",
      { body: { email: "nobody@example.com" }, captcha: true },
    );
    expect(tenantForm.json).toEqual({ status: "sent" });
  });
});

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
      api.database.db,
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

  it("subscription sign-up at an institution returns a token", async () => {
    const created = await call("/api/subscription/users/signup/hcfmusp", {
      method: "PUT",
      body: { ...person, cpf: "935.411.347-80", username: "caio", email: "caio@example.com" },
      captcha: true,
    });
    expect(created.status).toBe(200);
    expect(typeof created.json.accessToken).toBe("string");
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
    expect(
      (await call("/api/users/me", { method: "PATCH", token, body: { timezone: "Mars/Olympus" } })).json,
    ).toMatchObject({ field: "timezone" });
    expect((await call("/api/users/me", { method: "PATCH", token, body: { languageId: "fr" } })).status).toBe(
      400,
    );
    expect((await call("/api/users/me", { method: "GET" })).status).toBe(400);

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

describe("per-IP limit", () => {
  let own: TestApi;
  beforeAll(async () => {
    own = await startTestApi(pglite!);
  }, 60_000);
  afterAll(() => own?.close());

  it("blocks an IP after 30 failures across different logins", async () => {
    for (let i = 0; i < 30; i++) {
      const failed = await signIn(`pessoa${i}`, "Errada@2026", { base: own.url });
      expect(failed.status).toBe(401);
    }
    const blocked = await signIn("aluno", "Sabia@2026", { base: own.url });
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe("tooManyAttempts");
  }, 120_000);
});
