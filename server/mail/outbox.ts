import { desc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { OutboxMessage } from "../../src/services/api/platform-api.ts";
import type { Db } from "../db/database.ts";
import { outbox } from "../db/schema/platform.ts";

export interface MailMessage {
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  channel?: "email" | "sms";
}

export interface Mailer {
  /** Whether messages leave the machine (SMTP_URL set) or stay in the outbox for /dev/mailbox. */
  readonly delivers: boolean;
  /** Resolves with the outbox id; rejects with MailDeliveryFailed when SMTP refused or could not be reached. */
  send(message: MailMessage): Promise<number>;
  /** Whether the SMTP server answers (connection, greeting, EHLO, as nodemailer's verify); true without SMTP. */
  reachable(): Promise<boolean>;
}

/** SMTP did not accept the message; the outbox row `outboxId` keeps the error. */
export class MailDeliveryFailed extends Error {
  readonly outboxId: number;
  constructor(outboxId: number, reason: string) {
    super(reason);
    this.name = "MailDeliveryFailed";
    this.outboxId = outboxId;
  }
}

/**
 * Every message is written to the outbox table first (so N instances share one record). With SMTP_URL it is then
 * delivered through nodemailer and marked sent, or its error is kept and the send rejects (callers answer 502 and
 * undo what the message was for); without it, /api/dev/outbox shows it.
 */
export function createMailer(
  db: Db,
  logger: Logger,
  smtpUrl?: string,
  from = "Sabiá <nao-responda@sabia.dev>",
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    delivers: transport !== null,
    async reachable() {
      if (!transport) return true;
      try {
        await transport.verify();
        return true;
      } catch (error) {
        logger.error({ err: error }, "mail server unreachable");
        return false;
      }
    },
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          channel: message.channel ?? "email",
          recipient: message.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (transport && (message.channel ?? "email") === "email") {
        try {
          await transport.sendMail({
            from,
            to: message.recipient,
            subject: message.subject,
            text: message.text,
            ...(message.html ? { html: message.html } : {}),
          });
          await db
            .update(outbox)
            .set({ sentAt: sql`now()` })
            .where(eq(outbox.id, id));
        } catch (error) {
          logger.error({ err: error, outboxId: id }, "mail delivery failed");
          const reason = error instanceof Error ? error.message : String(error);
          await db.update(outbox).set({ error: reason }).where(eq(outbox.id, id));
          throw new MailDeliveryFailed(id, reason);
        }
      }
      return id;
    },
  };
}

/** Newest first, at most 100; optionally for one recipient. */
export async function listOutbox(db: Db, recipient?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(recipient ? sql`lower(${outbox.recipient}) = lower(${recipient})` : undefined)
    .orderBy(desc(outbox.id))
    .limit(100);
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The /dev/mailbox page: the outbox as a readable list (a person on a fresh machine reads codes and links here). */
export function mailboxPage(messages: readonly OutboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article><h2>${escapeHtml(message.subject)}</h2>
<p class="meta">Para: ${escapeHtml(message.recipient)} · ${escapeHtml(message.channel)} · <time datetime="${message.createdAt}">${escapeHtml(message.createdAt)}</time></p>
<pre>${escapeHtml(message.text)}</pre></article>`,
    )
    .join("\n");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Caixa de saída — Sabiá</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap}</style>
</head><body><h1>Caixa de saída (desenvolvimento)</h1><p>Mensagens que o servidor enviaria por e-mail ou SMS.</p>
${items || "<p>Nenhuma mensagem.</p>"}</body></html>`;
}
