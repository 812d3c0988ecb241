import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatDigitableLine } from "#src/domain/payments/boleto.ts";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { readableMail, startLoopbackSmtp, type LoopbackSmtp } from "../mail/loopback-smtp.ts";
import { identityClient } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/**
 * Issue 26 "E-mails": a Pix code or a slip is e-mailed when made, a cancellation when asked for and its refund
 * when it settles — once each, in the buyer's language, with the link back to the purchase, through a real SMTP
 * server on loopback (SMTP_URL set), after the transaction commits.
 */
const [pglite] = testEngines();
let smtp: LoopbackSmtp;
let api: TestApi;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  api = await startTestApi(pglite!, { smtpUrl: smtp.url });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});
afterEach(() => smtp.refuse(null));

const { call, signIn } = identityClient(() => api);
const email = "aluno@sabia.dev";
let token = "";
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(api.database.db, query);
const speaks = (language: string) =>
  api.database.db.execute(sql`update users set language_id = ${language} where username = 'aluno'`);
const aluno = async (path: string, body?: unknown, method = "POST") => {
  if (!token) token = String((await signIn("aluno", "Sabia@2026")).json["accessToken"]);
  return call(path, { method, token, ...(body === undefined ? {} : { body }) });
};
const pays = async (path: string, body: unknown, key: string = randomUUID()) => {
  if (!token) token = String((await signIn("aluno", "Sabia@2026")).json["accessToken"]);
  return call(path, { body, token, headers: { "idempotency-key": key } });
};
interface Row {
  id: number;
  subject: string;
  text: string;
  html: string | null;
  sent_at: unknown;
  error: string | null;
}
const outbox = () =>
  rows<Row>(
    sql`select id, subject, text, html, sent_at, error from outbox where recipient = ${email} order by id`,
  );
/** Where the next messages start: the outbox's last id for aluno and what SMTP had received. */
const mark = async () => ({
  id: (await outbox()).at(-1)?.id ?? 0,
  smtp: smtp.received.filter((mail) => mail.to.includes(email)).length,
});
/** aluno's messages since `from`: each one delivered through SMTP (marked sent) and received there. */
const since = async (from: { id: number; smtp: number }) => {
  const sent = (await outbox()).filter((row) => row.id > from.id);
  const received = smtp.received.filter((mail) => mail.to.includes(email)).slice(from.smtp);
  expect(received).toHaveLength(sent.length);
  sent.forEach((row, index) => {
    expect(row.sent_at).not.toBeNull();
    expect(readableMail(received[index]!.raw)).toContain(row.text.split("\n")[0]!);
  });
  return sent;
};
const startCheckout = async (slug: string) => {
  const answer = await aluno("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
    friendlyUrl: slug,
  });
  return Number(answer.json["subscriptionId"]);
};
const purchaseId = async (slug: string) =>
  (
    await rows<{ id: number }>(
      sql`select s.id from subscriptions s join users u on u.id = s.user_id join courses c on c.id = s.course_id
          where u.username = 'aluno' and c.friendly_url = ${slug} order by s.id desc limit 1`,
    )
  )[0]!.id;
const link = (id: number) => `${api.url}/minhas-compras/detalhes?compra=${id}`;

describe("payment codes are e-mailed when made", () => {
  it("a Pix code: once per code (not on a replayed request, not for the same live code), renewed anew, in Spanish", async () => {
    await speaks("es");
    const id = await startCheckout("sepse-e-choque-septico");
    const before = await mark();
    const key = randomUUID();
    const first = await pays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id }, key);
    expect(first.status).toBe(200);
    const payment = first.json["payment"] as Record<string, string>;
    const mails = await since(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Su código Pix: Sepse e Choque Séptico");
    expect(mails[0]!.text).toContain(payment["copyPaste"]);
    expect(mails[0]!.text).toContain(link(id));
    expect(mails[0]!.text).toContain("R$");
    expect(mails[0]!.text).toContain("hora de Brasilia");

    // The same request again (same Idempotency-Key) is answered from its first answer: no second e-mail.
    const replay = await pays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id }, key);
    expect(replay.json).toEqual(first.json);
    // Another request while the code lives answers the same code, already e-mailed.
    const again = await pays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect((again.json["payment"] as Record<string, string>)["copyPaste"]).toBe(payment["copyPaste"]);
    expect(await since(before)).toHaveLength(1);

    const renewed = await pays(`/api/candidate/pix/${id}/renew-pix-ecommerce`, {
      subscriptionId: id,
      validationKey: payment["validationKey"],
    });
    expect(renewed.status).toBe(200);
    const code = (renewed.json["payment"] as Record<string, string>)["copyPaste"]!;
    const after = await since(before);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toBe("Nuevo código Pix: Sepse e Choque Séptico");
    expect(after[1]!.text).toContain(code);
    const stored = (await outbox()).at(-1)!;
    expect(stored.sent_at).not.toBeNull();
    expect(stored.html).toContain(`<a href="${link(id)}">`);
  });

  it("a slip: the digitable line, the due date, the CPF masked and the link, in English", async () => {
    await speaks("en");
    const [{ cpf }] = (await rows<{ cpf: string }>(sql`select cpf from users where username = 'aluno'`)) as [
      { cpf: string },
    ];
    const id = await startCheckout("neonatologia-essencial");
    const before = await mark();
    const key = randomUUID();
    const slip = await pays("/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id }, key);
    expect(slip.status).toBe(200);
    const payment = slip.json["payment"] as Record<string, string>;
    await pays("/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id }, key);
    await pays("/api/candidate/boleto/generate-slip-ecommerce", { subscriptionId: id });
    const mails = await since(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your bank slip (boleto): Neonatologia Essencial");
    expect(mails[0]!.text).toContain(formatDigitableLine(payment["digitableLine"]!));
    const [year, month, day] = payment["dueDate"]!.split("-").map(Number) as [number, number, number];
    expect(mails[0]!.text).toContain(
      new Intl.DateTimeFormat("en", { timeZone: "UTC", dateStyle: "long" }).format(
        new Date(Date.UTC(year, month - 1, day)),
      ),
    );
    expect(mails[0]!.text).toContain(link(id));
    const digits = cpf.replace(/\D/g, "");
    expect(mails[0]!.text).toContain(`***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`);
    expect(mails[0]!.text).not.toContain(digits);
    expect(mails[0]!.text).not.toContain(cpf);
  });

  it("a mail server that refuses the message does not fail the payment: it is logged and kept in the outbox", async () => {
    await speaks("pt-BR");
    const id = await startCheckout("estomaterapia-basica");
    smtp.refuse("data");
    const pix = await pays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect(pix.status).toBe(200);
    expect(pix.json["status"]).toBe("payment-pending");
    const [payment] = await rows<{ status: string }>(
      sql`select status from payments where subscription_id = ${id}`,
    );
    expect(payment?.status).toBe("pending");
    const stored = (await outbox()).at(-1)!;
    expect(stored.subject).toBe("Seu código Pix: Estomaterapia Básica");
    expect(stored.error).toMatch(/554|rejected/);
  });
});

describe("cancellations and refunds are e-mailed when they happen", () => {
  const cancel = async (id: number) => aluno(`/api/candidate/purchases/${id}/cancellation`);
  const confirm = (id: number) => call(`/api/dev/sandbox/purchases/${id}/confirm-cancellation`);

  it("an unpaid purchase: cancelled at once, said with its price, once", async () => {
    await speaks("pt-BR");
    const id = await purchaseId("transtornos-de-ansiedade");
    const before = await mark();
    expect((await cancel(id)).json["status"]).toBe("purchase-canceled");
    expect((await cancel(id)).status).toBe(409);
    const mails = await since(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Compra cancelada: /);
    expect(mails[0]!.text).toContain("Nada foi cobrado");
    expect(mails[0]!.text).toMatch(/R\$\s?[\d.]+,\d{2}/);
    expect(mails[0]!.text).toContain(link(id));
  });

  it("within 7 days: the request says the full refund, support's confirmation says the credit and its validity", async () => {
    const id = await purchaseId("medicina-de-emergencia-sala-vermelha");
    const quote = (await aluno(`/api/candidate/purchases/${id}/cancellation`, undefined, "GET")).json;
    const amount = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(
      Number(quote["refund"]),
    );
    const before = await mark();
    expect((await cancel(id)).json["status"]).toBe("cancellation-requested");
    expect((await confirm(id)).json["status"]).toBe("cancellation-confirmed");
    expect((await confirm(id)).status).toBe(404);
    const mails = await since(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toMatch(/^Cancelamento solicitado: /);
    expect(mails[0]!.text).toContain(`O reembolso é integral: ${amount}`);
    expect(mails[1]!.subject).toMatch(/^Reembolso concluído: /);
    expect(mails[1]!.text).toContain(`${amount} ficaram como crédito, válido até`);
    expect(mails[1]!.text).toContain(link(id));
  });

  it("after 7 days: the proportional refund less the fine, then the credit", async () => {
    await speaks("en");
    const id = await purchaseId("acls-suporte-avancado-de-vida-em-cardiologia");
    const before = await mark();
    expect((await cancel(id)).json["status"]).toBe("cancellation-requested");
    await confirm(id);
    const mails = await since(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toMatch(/^Cancellation requested: ACLS/);
    expect(mails[0]!.text).toMatch(
      /proportional refund is R\$\s?[\d,]+\.\d{2}, after the R\$\s?[\d,]+\.\d{2} fine/,
    );
    expect(mails[1]!.subject).toMatch(/^Refund completed: ACLS/);
    expect(mails[1]!.text).toMatch(/became credit, valid until \w+ \d{1,2}, \d{4}/);
  });

  it("escapes what it interpolates into the HTML part", async () => {
    await speaks("pt-BR");
    await api.database.db.execute(
      sql`update users set name = ${`Ana <img src=x onerror="alert(1)"> & 'Bia'`} where username = 'aluno'`,
    );
    const id = await startCheckout("gestao-da-farmacia-hospitalar");
    await pays("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    const stored = (await outbox()).at(-1)!;
    expect(stored.text).toContain(`Olá, Ana <img src=x onerror="alert(1)"> & 'Bia'.`);
    expect(stored.html).not.toContain("<img");
    expect(stored.html).toContain("Ana &#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;Bia&#39;.");
  });
});
