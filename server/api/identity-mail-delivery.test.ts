import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { readableMail, startLoopbackSmtp, type LoopbackSmtp } from "../mail/loopback-smtp.ts";
import { identityClient, person, tokenIn } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/** SMTP_URL set: the API delivers through a real SMTP server on loopback, which accepts or refuses. */
const [pglite] = testEngines();
let smtp: LoopbackSmtp;
let api: TestApi;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  api = await startTestApi(pglite!, { smtpUrl: smtp.url });
  await api.database.db.execute(
    sql`update users set language_id = 'en' where username in ('professor', 'gestora')`,
  );
}, 60_000);
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});
afterEach(() => {
  smtp.refuse(null);
  smtp.release();
});

/** Waits (up to 10 s) until `ready` holds. */
async function until(ready: () => boolean) {
  for (const deadline = Date.now() + 10_000; !ready();) {
    if (Date.now() > deadline) throw new Error("condition not reached in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const { call, signIn, requestReset, lastMessage } = identityClient(() => api);
const checkToken = (token: string) => call(`/api/users/password/reset/check/${token}`, { method: "GET" });
const expectBadGateway = (answer: Awaited<ReturnType<typeof call>>) => {
  expect(answer.status).toBe(502);
  expect(answer.type).toContain("application/problem+json");
  expect(answer.json).toMatchObject({ code: "emailSendFailed", status: 502 });
};

describe("delivery through SMTP_URL", () => {
  it("an accepted reset e-mail reaches the recipient with its subject and link, and the outbox row is marked sent", async () => {
    const before = smtp.received.length;
    const sent = await requestReset("professor");
    expect(sent.json).toEqual({ status: "sent" });
    const mail = smtp.received[before]!;
    expect(mail.to).toEqual(["professor@sabia.dev"]);
    const text = readableMail(mail.raw);
    expect(text).toMatch(/^Subject: Password reset$/m);
    const token = tokenIn(text)!;
    expect(text).toContain(`${api.url}/auth/password/change/${token}`);
    expect((await checkToken(token)).status).toBe(200);
    const row = await lastMessage("professor@sabia.dev");
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toBeNull();
  });

  it("a recipient refused at RCPT gives 502 emailSendFailed; that link never works, the earlier one still does", async () => {
    await requestReset("gestora");
    const earlier = tokenIn(readableMail(smtp.received.at(-1)!.raw))!;
    smtp.refuse("rcpt");
    expectBadGateway(await requestReset("gestora"));
    const row = await lastMessage("gestora@sabia.dev");
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/550|Mailbox unavailable/);
    const undelivered = tokenIn(row.text)!;
    expect(undelivered).not.toBe(earlier);
    expect((await checkToken(undelivered)).json.code).toBe("resetTokenUsed");
    const confirm = await call("/api/users/password/confirm", {
      method: "PUT",
      body: { token: undelivered, newPassword: "Outra#Senha7" },
    });
    expect(confirm.status).toBe(410);
    expect((await checkToken(earlier)).status).toBe(200);
  });

  it("a message refused after DATA: username recovery and sign-up answer 502, and no account is left behind", async () => {
    smtp.refuse("data");
    expectBadGateway(
      await call("/api/users/tenants/sabia/applications/artmed-marketplace/username/recover", {
        body: { email: "aluno@sabia.dev" },
        captcha: true,
      }),
    );
    expect((await lastMessage("aluno@sabia.dev")).error).toMatch(/554|rejected/);
    expectBadGateway(await call("/api/users/tenants/sabia?sendEmail=true", { body: person, captcha: true }));
    const [left] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from users where username = ${person.username}`,
    );
    expect(left!.n).toBe(0);
    expect((await signIn(person.username, person.password)).status).toBe(401);
    smtp.refuse(null);
    expect(
      (await call("/api/users/tenants/sabia?sendEmail=true", { body: person, captcha: true })).status,
    ).toBe(200);
  });

  it("two-factor: an undelivered code leaves no challenge; a failed resend keeps the delivered code valid", async () => {
    smtp.refuse("rcpt");
    expectBadGateway(await signIn("dupla", "Sabia@2026"));
    const [open] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from authentication_challenges c join users u on u.id = c.user_id where u.username = 'dupla'`,
    );
    expect(open!.n).toBe(0);
    smtp.refuse(null);
    const { challengeId } = (await signIn("dupla", "Sabia@2026")).json.secondFactor as {
      challengeId: string;
    };
    const code = /\b(\d{6})\b/.exec(readableMail(smtp.received.at(-1)!.raw))![1]!;
    smtp.refuse("data");
    expectBadGateway(
      await call("/api/subscription/users/generate-authentication-code", { body: { challengeId } }),
    );
    const ok = await call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId, code },
    });
    expect(ok.status).toBe(200);
  });

  it("two overlapping reset requests: the newer link works whichever delivery ends last, the older one does not", async () => {
    smtp.hold();
    const first = requestReset("semacesso");
    await until(() => smtp.held() === 1);
    const second = requestReset("semacesso");
    await until(() => smtp.held() === 2);
    smtp.release();
    expect((await first).json).toEqual({ status: "sent" });
    expect((await second).json).toEqual({ status: "sent" });
    const [older, newer] = smtp.received.slice(-2).map((mail) => tokenIn(readableMail(mail.raw))!);
    expect(older).not.toBe(newer);
    expect((await checkToken(newer!)).status).toBe(200);
    expect((await checkToken(older!)).json.code).toBe("resetTokenUsed");
  });

  it("SMTP down: recovery and reset answer 502 for unknown and known addresses alike; SMTP up: 200 for both", async () => {
    const recover = (email: string) =>
      call("/api/users/tenants/sabia/applications/artmed-marketplace/username/recover", {
        body: { email },
        captcha: true,
      });
    smtp.refuse("connect");
    expectBadGateway(await recover("ninguem@example.com"));
    expectBadGateway(await recover("aluno@sabia.dev"));
    expectBadGateway(await requestReset("ninguem@example.com"));
    expectBadGateway(await requestReset("aluno"));
    smtp.refuse(null);
    for (const answer of [
      await recover("ninguem@example.com"),
      await recover("aluno@sabia.dev"),
      await requestReset("ninguem@example.com"),
      await requestReset("aluno"),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ status: "sent" });
    }
  });
});
