import { and, desc, eq, inArray, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { OutboxMessage } from "#src/services/api/platform-api.ts";
import type { Db } from "../db/database.ts";
import { outbox } from "../db/schema/platform.ts";
import type { SmsGateway } from "./sms-gateway.ts";

export interface MailMessage {
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  channel?: "email" | "sms";
}

export type MessageChannel = "email" | "sms";

export interface Mailer {
  /** Whether e-mail leaves the machine (SMTP_URL set) or stays in the outbox for /dev/mailbox. */
  readonly delivers: boolean;
  /** The channels with no real delivery here: their messages stay in the outbox (/dev/mailbox shows them). */
  readonly outboxChannels: readonly MessageChannel[];
  /**
   * Resolves with the outbox id; rejects with MailDeliveryFailed when SMTP (e-mail) or the SMS gateway (SMS)
   * refused the message or could not be reached.
   */
  send(message: MailMessage): Promise<number>;
  /** Whether the SMTP server answers (connection, greeting, EHLO, as nodemailer's verify); true without SMTP. */
  reachable(): Promise<boolean>;
}

/** SMTP or the SMS gateway did not accept the message; the outbox row `outboxId` keeps the error. */
export class MailDeliveryFailed extends Error {
  readonly outboxId: number;
  constructor(outboxId: number, reason: string) {
    super(reason);
    this.name = "MailDeliveryFailed";
    this.outboxId = outboxId;
  }
}

/**
 * Every message is written to the outbox table first (so N instances share one record). E-mail with SMTP_URL is
 * then delivered through nodemailer, SMS with an SMS gateway (SMS_URL) through it, and the row marked sent; a
 * refusal keeps its error and the send rejects (callers answer 502 and undo what the message was for). A channel
 * without delivery stays in the outbox, which /api/dev/outbox and /dev/mailbox show.
 */
export function createMailer(
  db: Db,
  logger: Logger,
  smtpUrl?: string,
  { sms = null, from = "Sabiá <nao-responda@sabia.dev>" }: { sms?: SmsGateway | null; from?: string } = {},
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const deliver = async (message: MailMessage) => {
    if ((message.channel ?? "email") === "sms") {
      await sms!.deliver(message.recipient, message.text);
      return;
    }
    await transport!.sendMail({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  };
  const delivered = (channel: MessageChannel) => (channel === "sms" ? sms !== null : transport !== null);
  return {
    delivers: transport !== null,
    outboxChannels: (["email", "sms"] as const).filter((channel) => !delivered(channel)),
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
      if (delivered(message.channel ?? "email")) {
        try {
          await deliver(message);
          await db
            .update(outbox)
            .set({ sentAt: sql`now()` })
            .where(eq(outbox.id, id));
        } catch (error) {
          logger.error({ err: error, outboxId: id, channel: message.channel ?? "email" }, "delivery failed");
          const reason = error instanceof Error ? error.message : String(error);
          await db.update(outbox).set({ error: reason }).where(eq(outbox.id, id));
          throw new MailDeliveryFailed(id, reason);
        }
      }
      return id;
    },
  };
}

/** Newest first, at most 100; optionally for one recipient and only the given channels. */
export async function listOutbox(
  db: Db,
  recipient?: string,
  channels: readonly MessageChannel[] = ["email", "sms"],
): Promise<OutboxMessage[]> {
  if (channels.length === 0) return [];
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
    .where(
      and(
        inArray(outbox.channel, [...channels]),
        recipient ? sql`lower(${outbox.recipient}) = lower(${recipient})` : undefined,
      ),
    )
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
