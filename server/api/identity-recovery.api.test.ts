import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { useIdentityApi } from "./identity-test-kit.ts";

/** Password reset and username recovery over HTTP (outbox, no SMTP): every outcome of spec §4. */
const { api, call, signIn, lastMessage, requestReset, linkToken } = useIdentityApi();

describe("password reset and username recovery (/api/users)", () => {
  it("mails a single-use link; check, confirm, then the link says used; the new password signs in", async () => {
    const sent = await requestReset("professor");
    expect(sent.json).toEqual({ status: "sent" });
    const mail = await lastMessage("professor@sabia.dev");
    expect(mail.subject).toBe("Redefinição de senha");
    // The body's logo on another host is not taken: the application's stored logo, on this site, is.
    const logo = `${api().url}/api/media/application/artmed-marketplace.svg`;
    expect(mail.text).toContain(logo);
    expect(mail.html).toContain(`<img src="${logo}"`);
    expect(mail.text + mail.html).not.toContain("sabia.dev/logo.svg");
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
    await api().database.db.execute(
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
    expect((await lastMessage("operador@sabia.dev")).text).toContain(
      `${api().url}/api/media/application/sabia-operacao.svg`,
    );
    await api().database.db.execute(sql`update users set language_id = 'es' where username = 'operador'`);
    const recovered = await call("/api/users/operation/applications/sabia-operacao/username/recover", {
      body: { email: "operador@sabia.dev" },
      captcha: true,
    });
    expect(recovered.json).toEqual({ status: "sent" });
    const mail = await lastMessage("operador@sabia.dev");
    expect(mail.subject).toBe("Su usuario");
    expect(mail.text).toContain("operador");
    const tenantForm = await call(
      "/api/users/tenants/sabia/applications/artmed-marketplace/username/recover",
      { body: { email: "nobody@example.com" }, captcha: true },
    );
    expect(tenantForm.json).toEqual({ status: "sent" });
  });

  it("scopes recovery and reset to the form: another tenant's user or a non-operator gets 'sent' and no mail", async () => {
    const mails = async (recipient: string) =>
      (
        await queryRows<{ n: number }>(
          api().database.db,
          sql`select count(*)::int as n from outbox where lower(recipient) = lower(${recipient})`,
        )
      )[0]!.n;
    const before = await mails("aluno@sabia.dev");
    // aluno holds rights only in the tenant sabia.
    const elsewhere = [
      ["/api/users/tenants/horizonte/applications/artmed-marketplace/password/reset", { user: "aluno" }],
      [
        "/api/users/tenants/horizonte/applications/artmed-marketplace/username/recover",
        { email: "aluno@sabia.dev" },
      ],
      ["/api/users/operation/applications/sabia-operacao/password/reset", { user: "aluno" }],
      ["/api/users/operation/applications/sabia-operacao/username/recover", { email: "aluno@sabia.dev" }],
    ] as const;
    for (const [path, body] of elsewhere) {
      const answer = await call(path, { body, captcha: true });
      expect(answer.status, path).toBe(200);
      expect(answer.json).toEqual({ status: "sent" });
    }
    expect(await mails("aluno@sabia.dev")).toBe(before);
    // gestora holds rights in horizonte too: her reset there is mailed.
    await call("/api/users/tenants/horizonte/applications/artmed-marketplace/password/reset", {
      body: { user: "gestora" },
      captcha: true,
    });
    expect((await lastMessage("gestora@sabia.dev")).subject).toBe("Redefinição de senha");
  });

  it("answers 404 naming an unknown tenant or application", async () => {
    const tenant = await call(
      "/api/users/tenants/nao-existe/applications/artmed-marketplace/password/reset",
      {
        body: { user: "aluno" },
        captcha: true,
      },
    );
    expect(tenant.status).toBe(404);
    expect(tenant.type).toContain("application/problem+json");
    expect(tenant.json).toMatchObject({ code: "notFound", field: "tenant" });
    expect(tenant.json.detail).toContain("nao-existe");
    const app = await call("/api/users/operation/applications/app-fantasma/username/recover", {
      body: { email: "aluno@sabia.dev" },
      captcha: true,
    });
    expect(app.status).toBe(404);
    expect(app.json).toMatchObject({ code: "notFound", field: "app" });
    expect(app.json.detail).toContain("app-fantasma");
    const signInThere = await call("/api/auth/signin/tenants/nao-existe", {
      body: { username: "aluno", password: "Sabia@2026", applicationAlias: "artmed-marketplace" },
      captcha: true,
    });
    expect(signInThere.status).toBe(404);
    expect(signInThere.json).toMatchObject({ code: "notFound", field: "tenant" });
  });

  it("builds e-mailed links on the request's host only when this deployment serves it (no Host poisoning)", async () => {
    const linkOf = async (recipient: string) =>
      new URL(/https?:\/\/\S+/.exec((await lastMessage(recipient)).text)![0]);
    const forged = await requestReset("aluno", { host: "evil.example" });
    expect(forged.json).toEqual({ status: "sent" });
    const link = await linkOf("aluno@sabia.dev");
    expect(link.hostname).toBe("localhost");
    expect(link.pathname).toMatch(/^\/auth\/password\/change\/[A-Za-z0-9_-]+$/);
    await call("/api/users/tenants/sabia/applications/artmed-marketplace/username/recover", {
      body: { email: "aluno@sabia.dev" },
      captcha: true,
      host: "evil.example:8443",
    });
    expect((await linkOf("aluno@sabia.dev")).hostname).toBe("localhost");

    // A served host keeps its name, but the port is this server's, never the one the Host names (issue 15).
    const port = new URL(api().url).port;
    await requestReset("aluno", { host: "hcfmusp.localhost:5173" });
    expect((await linkOf("aluno@sabia.dev")).origin).toBe(`http://hcfmusp.localhost:${port}`);
    await requestReset("aluno", { host: "faculdade.horizonte.localhost" });
    expect((await linkOf("aluno@sabia.dev")).origin).toBe("http://faculdade.horizonte.localhost");
    await requestReset("aluno", {
      host: `operacao.localhost:${port}`,
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect((await linkOf("aluno@sabia.dev")).origin).toBe(`http://operacao.localhost:${port}`);
  });
});
