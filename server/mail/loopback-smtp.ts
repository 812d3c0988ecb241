import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: envelope recipients and the raw RFC 5322 text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** "connect" answers every connection 421 (the server is down); "rcpt" and "data" refuse the message. */
export type Refusal = null | "connect" | "rcpt" | "data";

export interface LoopbackSmtp {
  /** smtp://127.0.0.1:<port> for SMTP_URL / createMailer. */
  url: string;
  received: ReceivedMail[];
  /** From now on, refuse every connection (421), every recipient (550 at RCPT TO) or message (554 after DATA). */
  refuse(refusal: Refusal): void;
  /** From now on, keep each message waiting after DATA (no reply yet) until `release`. */
  hold(): void;
  /** How many messages are waiting. */
  held(): number;
  /** Accepts the waiting messages, in arrival order, and stops holding. */
  release(): void;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** A real SMTP server (the `smtp-server` package, ADR 022) on a free loopback port, for tests of delivery. */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  let refusal: Refusal = null;
  let holding = false;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      callback(refusal === "connect" ? smtpError(421, "Service not available") : null);
    },
    onRcptTo(_address, _session, callback) {
      callback(refusal === "rcpt" ? smtpError(550, "Mailbox unavailable") : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusal === "data") return callback(smtpError(554, "Message rejected"));
        const accept = () => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback(null);
        };
        if (holding) waiting.push(accept);
        else accept();
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
    hold: () => {
      holding = true;
    },
    held: () => waiting.length,
    release: () => {
      holding = false;
      for (const accept of waiting.splice(0)) accept();
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
