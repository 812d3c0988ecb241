import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useIdentityApi } from "./identity-test-kit.ts";

/** Password reset and username recovery over HTTP (outbox, no SMTP): every outcome of spec §4. */
const { api, call, signIn, lastMessage, requestReset, linkToken } = useIdentityApi();

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
    await api().database.db.execute(sql`update users set language_id = 'es' where username = 'semacesso'`);
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

    await requestReset("aluno", { host: "hcfmusp.localhost:5173" });
    expect((await linkOf("aluno@sabia.dev")).origin).toBe("http://hcfmusp.localhost:5173");
    await requestReset("aluno", { host: "faculdade.horizonte.localhost" });
    expect((await linkOf("aluno@sabia.dev")).origin).toBe("http://faculdade.horizonte.localhost");
    await requestReset("aluno", { host: "operacao.localhost:3000" });
    expect((await linkOf("aluno@sabia.dev")).origin).toBe("http://operacao.localhost:3000");
  });
});
