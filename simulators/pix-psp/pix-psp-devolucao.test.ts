import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPixPsp } from "./pix-psp.ts";
import { Devolucao } from "./standard/pix-schemas.ts";
import { apiClient, cobBody, control, startForTest, txidOf, webhookReceiver } from "./test-kit.ts";

let psp: RunningPixPsp;
let api: Awaited<ReturnType<typeof apiClient>>;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let endToEndId = "";

beforeAll(async () => {
  hook = await webhookReceiver();
  psp = await startForTest({ webhookUrl: hook.url });
  api = await apiClient(psp);
  await api("PUT", `/cob/${txidOf(1)}`, cobBody(psp, "100.00"));
  endToEndId = (await control(psp, "POST", `/cob/${txidOf(1)}/pay`, {})).body.endToEndId;
});
afterAll(async () => {
  await psp.stop();
  await hook.close();
});

describe("devoluções", () => {
  it("takes a devolução as EM_PROCESSAMENTO and settles it as DEVOLVIDO, notifying the webhook", async () => {
    const asked = await api("PUT", `/pix/${endToEndId}/devolucao/D1`, {
      valor: "30.00",
      descricao: "Cancelamento",
    });
    expect(asked.status).toBe(201);
    const refund = Schema.decodeUnknownSync(Devolucao)(asked.body);
    expect(refund).toMatchObject({
      id: "D1",
      valor: "30.00",
      status: "EM_PROCESSAMENTO",
      descricao: "Cancelamento",
    });
    expect(refund.rtrId).toMatch(/^D99999999\d{12}[a-zA-Z0-9]{11}$/);
    expect((await api("GET", `/pix/${endToEndId}/devolucao/D1`)).body).toEqual(asked.body);
    const settled = await control(psp, "POST", `/devolucao/${endToEndId}/D1/settle`, { status: "DEVOLVIDO" });
    expect(settled.body).toMatchObject({ status: "DEVOLVIDO", horario: { liquidacao: expect.any(String) } });
    const shown = (await api("GET", `/pix/${endToEndId}/devolucao/D1`)).body;
    expect(Schema.decodeUnknownSync(Devolucao)(shown).status).toBe("DEVOLVIDO");
    const notified = hook.received.at(-1)?.body.pix[0];
    expect(notified.devolucoes).toEqual([shown]);
    const again = await control(psp, "POST", `/devolucao/${endToEndId}/D1/settle`, {
      status: "NAO_REALIZADO",
    });
    expect([again.status, again.body.error]).toEqual([409, "already-final"]);
  });

  it("settles as NAO_REALIZADO with a motivo, and lets that amount be asked for again", async () => {
    await api("PUT", `/pix/${endToEndId}/devolucao/D2`, { valor: "70.00" });
    const failed = await control(psp, "POST", `/devolucao/${endToEndId}/D2/settle`, {
      status: "NAO_REALIZADO",
      motivo: "Conta do pagador encerrada",
    });
    expect(failed.body).toMatchObject({ status: "NAO_REALIZADO", motivo: "Conta do pagador encerrada" });
    expect(failed.body.horario.liquidacao).toBeUndefined();
    expect((await api("PUT", `/pix/${endToEndId}/devolucao/D3`, { valor: "70.00" })).status).toBe(201);
  });

  it("refuses more than the Pix's value in total, a reused id and a malformed valor", async () => {
    const over = await api("PUT", `/pix/${endToEndId}/devolucao/D4`, { valor: "0.01" });
    expect([over.status, over.body.type]).toEqual([
      400,
      "https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida",
    ]);
    expect(over.body.violacoes.map((v: { propriedade: string }) => v.propriedade)).toEqual([
      "devolucao.valor",
    ]);
    const reused = await api("PUT", `/pix/${endToEndId}/devolucao/D3`, { valor: "0.01" });
    expect(reused.body.violacoes.map((v: { propriedade: string }) => v.propriedade)).toContain("id");
    const malformed = await api("PUT", `/pix/${endToEndId}/devolucao/bad-id!`, { valor: "1,00" });
    expect(malformed.body.violacoes.map((v: { propriedade: string }) => v.propriedade)).toEqual([
      "id",
      "devolucao.valor",
    ]);
  });

  it("answers 404 for an unknown Pix or devolução", async () => {
    const missing = "E00000000202601010000AAAAAAAAAAA";
    expect((await api("PUT", `/pix/${missing}/devolucao/D1`, { valor: "1.00" })).body.type).toMatch(
      /PixNaoEncontrado$/,
    );
    expect((await api("GET", `/pix/${endToEndId}/devolucao/D9`)).body.type).toMatch(
      /PixDevolucaoNaoEncontrada$/,
    );
  });

  it("settles by itself after autoSettleRefundsMs when that is set", async () => {
    const auto = await startForTest({ autoSettleRefundsMs: 50 });
    const autoApi = await apiClient(auto);
    await autoApi("PUT", `/cob/${txidOf(2)}`, cobBody(auto));
    const paid = await control(auto, "POST", `/cob/${txidOf(2)}/pay`, {});
    await autoApi("PUT", `/pix/${paid.body.endToEndId}/devolucao/A1`, { valor: "1.00" });
    await expect
      .poll(async () => (await autoApi("GET", `/pix/${paid.body.endToEndId}/devolucao/A1`)).body.status)
      .toBe("DEVOLVIDO");
    await auto.stop();
  });
});
