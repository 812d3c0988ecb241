import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEventsWhere } from "../db/audit/audit-queries.ts";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { readableMail, startLoopbackSmtp, type LoopbackSmtp } from "../mail/loopback-smtp.ts";
import { identityClient } from "./identity-test-kit.ts";
import { staffTestKit } from "./staff-users-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Issue 30 (ADR 074): the e-mail of a password set by staff goes through SMTP_URL like every other; when it cannot
 * be sent the call answers 502 emailSendFailed and nothing changed — the old password still works, no audit line.
 */
vi.setConfig({ testTimeout: 120_000 });
let smtp: LoopbackSmtp | undefined;
let server: TestApi | undefined;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  server = await startTestApi(testEngines()[0]!, { smtpUrl: smtp.url, trustProxy: "loopback" });
}, 300_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
const api = () => server!;
const client = identityClient(api);
const { operatorToken, userOf } = staffTestKit(api, client);

const passwordOf = async (username: string) =>
  (
    await queryRows<{ password_hash: string; temporary_password: boolean }>(
      api().database.db,
      sql`select password_hash, temporary_password from users where username = ${username}`,
    )
  )[0]!;

describe("PUT /users/{uuid}/password through SMTP", () => {
  it("a refused e-mail: 502 emailSendFailed, the password unchanged and nothing audited", async () => {
    const professor = await userOf("professor");
    const before = await passwordOf("professor");
    smtp!.refuse("rcpt");
    const answer = await client.call(`/api/users/${professor.uuid}/password`, {
      method: "PUT",
      token: await operatorToken(),
      body: { password: "Trocar#2026x", applicationUrl: "https://sabia.dev/auth/signin" },
    });
    smtp!.refuse(null);
    expect(answer.status).toBe(502);
    expect(answer.json.code).toBe("emailSendFailed");
    expect(await passwordOf("professor")).toEqual(before);
    expect(await auditEventsWhere(api().database.db, { action: "staff.user.set-password" })).toEqual([]);
  });

  it("an accepted e-mail reaches the person with the address to sign in at", async () => {
    const professor = await userOf("professor");
    const received = smtp!.received.length;
    const answer = await client.call(`/api/users/${professor.uuid}/password`, {
      method: "PUT",
      token: await operatorToken(),
      body: { password: "Trocar#2026x", applicationUrl: "https://sabia.dev/auth/signin" },
    });
    expect(answer.status, answer.text).toBe(200);
    const mail = smtp!.received[received]!;
    expect(mail.to).toEqual(["professor@sabia.dev"]);
    expect(readableMail(mail.raw)).toContain("https://sabia.dev/auth/signin");
    expect((await passwordOf("professor")).temporary_password).toBe(true);
  });
});
