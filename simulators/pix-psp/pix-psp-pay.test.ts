import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPixPsp } from "./pix-psp.ts";
import { CobCompleta } from "./standard/cob-schemas.ts";
import { Pix } from "./standard/pix-schemas.ts";
import { WebhookCompleto, WebhookPixBody } from "./standard/webhook-schemas.ts";
import { apiClient, call, cobBody, control, startForTest, txidOf, webhookReceiver } from "./test-kit.ts";

let psp: RunningPixPsp;
let api: Awaited<ReturnType<typeof apiClient>>;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  hook = await webhookReceiver();
  psp = await startForTest({ webhookUrl: hook.url });
  api = await apiClient(psp);
});
afterAll(async () => {
  await psp.stop();
  await hook.close();
});

const receivedFor = (txid: string) =>
  hook.received.filter((delivery) => delivery.body.pix.some((pix: { txid: string }) => pix.txid === txid));
const deliveriesFor = async (endToEndId: string) =>
  (await control(psp, "GET", "/state")).body.webhookDeliveries.filter((d: { endToEndIds: string[] }) =>
    d.endToEndIds.includes(endToEndId),
  );

describe("paying a cob (control API)", () => {
  it("records the Pix, concludes the cob and POSTs {pix: [...]} to {webhookUrl}/pix", async () => {
    await api("PUT", `/cob/${txidOf(1)}`, cobBody(psp));
    const paid = await control(psp, "POST", `/cob/${txidOf(1)}/pay`, { infoPagador: "Pago pelo app" });
    expect(paid.status).toBe(201);
    const pix = Schema.decodeUnknownSync(Pix)(paid.body);
    expect(pix.endToEndId).toMatch(/^E00000000\d{12}[a-zA-Z0-9]{11}$/);
    expect(pix).toMatchObject({ txid: txidOf(1), valor: "149.90", infoPagador: "Pago pelo app" });
    const cob = Schema.decodeUnknownSync(CobCompleta)((await api("GET", `/cob/${txidOf(1)}`)).body);
    expect(cob.status).toBe("CONCLUIDA");
    expect(cob.pix?.map((p) => p.endToEndId)).toEqual([pix.endToEndId]);
    const [delivered] = receivedFor(txidOf(1));
    expect(delivered?.path).toBe("/hooks/pix-psp/pix");
    expect(Schema.decodeUnknownSync(WebhookPixBody)(delivered?.body).pix[0]).toEqual(pix);
    expect(await deliveriesFor(pix.endToEndId)).toEqual([
      expect.objectContaining({ reason: "pix", status: 200, url: `${hook.url}/pix` }),
    ]);
    expect((await api("GET", `/pix/${pix.endToEndId}`)).body).toEqual(pix);
  });

  it("refuses to take a second payment of a concluded cob", async () => {
    const again = await control(psp, "POST", `/cob/${txidOf(1)}/pay`, {});
    expect([again.status, again.body.error]).toEqual([409, "not-active"]);
  });

  it("delivers twice, late, or not at all when asked", async () => {
    for (const n of [2, 3, 4]) await api("PUT", `/cob/${txidOf(n)}`, cobBody(psp));
    const twice = await control(psp, "POST", `/cob/${txidOf(2)}/pay`, { webhook: "twice" });
    expect(receivedFor(txidOf(2)).map((c) => c.body.pix[0].endToEndId)).toEqual([
      twice.body.endToEndId,
      twice.body.endToEndId,
    ]);
    await control(psp, "POST", `/cob/${txidOf(3)}/pay`, { webhook: "none" });
    const late = await control(psp, "POST", `/cob/${txidOf(4)}/pay`, { webhook: "late", lateMs: 150 });
    expect(receivedFor(txidOf(4))).toEqual([]);
    await expect.poll(() => receivedFor(txidOf(4)).length).toBe(1);
    expect(await deliveriesFor(late.body.endToEndId)).toEqual([
      expect.objectContaining({ reason: "pix-late", status: 200 }),
    ]);
    expect(receivedFor(txidOf(3))).toEqual([]);
    // The cob paid without a webhook is still CONCLUIDA: the receiver finds it by asking (reconciliation).
    expect((await api("GET", `/cob/${txidOf(3)}`)).body.status).toBe("CONCLUIDA");
  });

  it("redelivers a Pix's webhook on request", async () => {
    const pix = (await api("GET", `/cob/${txidOf(3)}`)).body.pix[0];
    const redelivered = await control(psp, "POST", `/webhook/redeliver/${pix.endToEndId}`);
    expect(redelivered.body).toMatchObject({ reason: "redeliver", status: 200 });
    expect(receivedFor(txidOf(3))).toHaveLength(1);
  });

  it("records a Pix of another amount and notifies it, but leaves the cob ATIVA", async () => {
    await api("PUT", `/cob/${txidOf(5)}`, cobBody(psp));
    const wrong = await control(psp, "POST", `/cob/${txidOf(5)}/pay`, { amount: "14.99" });
    expect(wrong.body.valor).toBe("14.99");
    const cob = (await api("GET", `/cob/${txidOf(5)}`)).body;
    expect(cob.status).toBe("ATIVA");
    expect(cob.pix.map((p: { valor: string }) => p.valor)).toEqual(["14.99"]);
    expect(receivedFor(txidOf(5))).toHaveLength(1);
  });

  it("refuses to pay a cob whose calendario.criacao + expiracao has passed on the controlled clock", async () => {
    await api("PUT", `/cob/${txidOf(6)}`, cobBody(psp, "10.00", 180));
    await control(psp, "POST", "/clock/advance", { seconds: 179 });
    await api("PUT", `/cob/${txidOf(7)}`, cobBody(psp, "10.00", 180));
    await control(psp, "POST", "/clock/advance", { seconds: 2 });
    const late = await control(psp, "POST", `/cob/${txidOf(6)}/pay`, {});
    expect([late.status, late.body.error]).toEqual([409, "expired"]);
    expect((await control(psp, "POST", `/cob/${txidOf(7)}/pay`, {})).status).toBe(201);
    const clock = await control(psp, "GET", "/clock");
    expect(clock.body.offsetSeconds).toBe(181);
  });

  it("sends to the webhook registered with PUT /webhook/{chave}, which GET shows and DELETE removes", async () => {
    const other = await webhookReceiver(500);
    const chave = encodeURIComponent(psp.receiverKey);
    expect((await api("PUT", `/webhook/${chave}`, { webhookUrl: other.url })).status).toBe(200);
    const shown = Schema.decodeUnknownSync(WebhookCompleto)((await api("GET", `/webhook/${chave}`)).body);
    expect(shown).toMatchObject({ webhookUrl: other.url, chave: psp.receiverKey });
    await api("PUT", `/cob/${txidOf(8)}`, cobBody(psp));
    const paid = await control(psp, "POST", `/cob/${txidOf(8)}/pay`, {});
    expect(other.received).toHaveLength(1);
    expect(await deliveriesFor(paid.body.endToEndId)).toEqual([
      expect.objectContaining({ status: 500, url: `${other.url}/pix` }),
    ]);
    expect((await api("DELETE", `/webhook/${chave}`)).status).toBe(204);
    expect((await api("GET", `/webhook/${chave}`)).status).toBe(404);
    const foreign = await api("PUT", "/webhook/someone-else", { webhookUrl: "ftp://x" });
    expect(foreign.body.violacoes.map((v: { propriedade: string }) => v.propriedade)).toEqual([
      "webhook.webhookUrl",
    ]);
    await other.close();
  });
});

describe("outages", () => {
  it("answers 503 ServicoIndisponivel while unavailable, then serves again", async () => {
    await control(psp, "POST", "/outage", { mode: "unavailable" });
    const down = await api("GET", `/cob/${txidOf(1)}`);
    expect([down.status, down.body.type]).toEqual([
      503,
      "https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel",
    ]);
    await control(psp, "POST", "/outage", { mode: "none" });
    expect((await api("GET", `/cob/${txidOf(1)}`)).status).toBe(200);
  });

  it("never answers while in timeout mode", async () => {
    await control(psp, "POST", "/outage", { mode: "timeout" });
    const started = Date.now();
    await expect(call(psp, `${psp.apiUrl}/cob/${txidOf(1)}`, { timeoutMs: 300 })).rejects.toThrow("timeout");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await control(psp, "POST", "/outage", { mode: "none" });
    expect((await api("GET", `/cob/${txidOf(1)}`)).status).toBe(200);
  });
});
