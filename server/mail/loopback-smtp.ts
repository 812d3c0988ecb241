import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: envelope recipients and the raw RFC 5322 text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export type Refusal = null | "rcpt" | "data";

export interface LoopbackSmtp {
  /** smtp://127.0.0.1:<port> for SMTP_URL / createMailer. */
  url: string;
  received: ReceivedMail[];
  /** From now on, refuse every recipient (550 at RCPT TO) or every message (554 after DATA); null accepts. */
  refuse(refusal: Refusal): void;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** A real SMTP server (the `smtp-server` package, ADR 022) on a free loopback port, for tests of delivery. */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  let refusal: Refusal = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refusal === "rcpt" ? smtpError(550, "Mailbox unavailable") : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusal === "data") return callback(smtpError(554, "Message rejected"));
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback(null);
      });
    },
  });
  const listener = await new Promise<ReturnType<SMTPServer["listen"]>>((resolve) => {
    const bound = server.listen(0, "127.0.0.1", () => resolve(bound));
  });
  const { port } = listener.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (next) => {
      refusal = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The readable text of a received message: quoted-printable soft breaks and escapes undone, headers included. */
export function readableMail(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
