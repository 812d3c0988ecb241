import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { createMailer, listOutbox, MailDeliveryFailed, mailboxPage } from "./outbox.ts";

const logger = pino({ level: "silent" });
let database: Database;
beforeAll(async () => {
  database = await testEngines()[0]!.open();
}, 60_000);
afterAll(() => database?.close());

describe("outbox", () => {
  it("keeps messages in the outbox when SMTP_URL is not set", async () => {
    const mailer = createMailer(database.db, logger);
    expect(mailer.delivers).toBe(false);
    await mailer.send({
      recipient: "novato@sabia.dev",
      subject: "Redefinir senha",
      text: "Abra <o link> para redefinir.",
    });
    const [message] = await listOutbox(database.db, "NOVATO@sabia.dev");
    expect(message).toMatchObject({ subject: "Redefinir senha", sentAt: null });
    expect(mailboxPage([message!])).toContain("Abra &#60;o link&#62; para redefinir.");
  });

  it("with SMTP_URL, a delivery that fails rejects with MailDeliveryFailed and the outbox row keeps the error", async () => {
    const mailer = createMailer(database.db, logger, "smtp://127.0.0.1:1");
    expect(mailer.delivers).toBe(true);
    const failure = await mailer.send({ recipient: "aluno@sabia.dev", subject: "Teste", text: "Olá" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MailDeliveryFailed);
    const id = (failure as MailDeliveryFailed).outboxId;
    const [row] = await queryRows<{ error: string | null; sent_at: unknown }>(
      database.db,
      sql`select error, sent_at from outbox where id = ${id}`,
    );
    expect(row!.sent_at).toBeNull();
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await mailer.reachable()).toBe(false);
    expect(await createMailer(database.db, logger).reachable()).toBe(true);
  }, 30_000);
});
