import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crc16CcittFalse, parseEmvFields } from "./br-code.ts";
import type { RunningPixPsp } from "./pix-psp.ts";
import { CobCompleta, CobGerada } from "./standard/cob-schemas.ts";
import { Problema } from "./standard/problem-schemas.ts";
import { apiClient, cobBody, startForTest, txidOf } from "./test-kit.ts";

let psp: RunningPixPsp;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
  psp = await startForTest({ merchantName: "Sabiá Cursos", merchantCity: "Belo Horizonte" });
  api = await apiClient(psp);
});
afterAll(() => psp.stop());

const violationsOf = (body: unknown) =>
  Schema.decodeUnknownSync(Problema)(body).violacoes?.map((v) => v.propriedade);

describe("PUT /cob/{txid}", () => {
  it("creates an ATIVA cob, revision 0, with a location and a dynamic BR Code", async () => {
    const answer = await api("PUT", `/cob/${txidOf(1)}`, cobBody(psp));
    expect(answer.status).toBe(201);
    const cob = Schema.decodeUnknownSync(CobGerada)(answer.body);
    expect(cob).toMatchObject({
      txid: txidOf(1),
      revisao: 0,
      status: "ATIVA",
      valor: { original: "149.90" },
      calendario: { expiracao: 180 },
    });
    expect(cob.loc).toMatchObject({ tipoCob: "cob", location: cob.location });
    expect(cob.location).toMatch(/^127\.0\.0\.1:\d+\/qr\/v2\/[0-9a-f]{32}$/);
    const code = cob.pixCopiaECola ?? "";
    const fields = parseEmvFields(code);
    expect(fields.get("01")).toBe("12");
    expect(parseEmvFields(fields.get("26") ?? "").get("25")).toBe(cob.location);
    expect([fields.get("54"), fields.get("59"), fields.get("60"), fields.get("62")]).toEqual([
      "149.90",
      "Sabia Cursos",
      "Belo Horizonte",
      "0503***",
    ]);
    expect(code.slice(-8, -4)).toBe("6304");
    expect(code.slice(-4)).toBe(crc16CcittFalse(code.slice(0, -4)));
  });

  it("refuses the same txid twice with CobOperacaoInvalida", async () => {
    await api("PUT", `/cob/${txidOf(2)}`, cobBody(psp));
    const again = await api("PUT", `/cob/${txidOf(2)}`, cobBody(psp));
    expect(again.status).toBe(400);
    expect(again.body.type).toBe("https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida");
    expect(violationsOf(again.body)).toEqual(["txid"]);
  });

  it("answers 400 problem+json whose violacoes name every field that breaks the standard", async () => {
    const answer = await api("PUT", "/cob/short", {
      calendario: { expiracao: 0 },
      valor: { original: "149.9" },
      chave: psp.receiverKey,
      devedor: { cpf: "123", nome: "Ana" },
      solicitacaoPagador: "x".repeat(141),
      unknownField: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.body.type).toBe("https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida");
    expect(violationsOf(answer.body)).toEqual(
      expect.arrayContaining([
        "txid",
        "cob.calendario.expiracao",
        "cob.valor.original",
        "cob.devedor.cpf",
        "cob.solicitacaoPagador",
        "cob.unknownField",
      ]),
    );
  });

  it("refuses a key that is not the receiver's and a zero value", async () => {
    const answer = await api("PUT", `/cob/${txidOf(3)}`, {
      ...cobBody(psp, "0.00"),
      chave: "someone-else@example.com",
    });
    expect(violationsOf(answer.body)).toEqual(["cob.valor.original", "cob.chave"]);
  });

  it("answers 400 RequisicaoInvalida to a body that is not JSON", async () => {
    const answer = await api("PUT", `/cob/${txidOf(4)}`, "{not json");
    expect([answer.status, answer.body.type]).toEqual([
      400,
      "https://pix.bcb.gov.br/api/v2/error/RequisicaoInvalida",
    ]);
  });
});

describe("PATCH and GET /cob/{txid}", () => {
  it("revises a cob (revisao + 1, new BR Code) and keeps every revision", async () => {
    await api("PUT", `/cob/${txidOf(10)}`, cobBody(psp));
    const revised = await api("PATCH", `/cob/${txidOf(10)}`, { valor: { original: "99.00" } });
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ revisao: 1, valor: { original: "99.00" }, status: "ATIVA" });
    expect(parseEmvFields(revised.body.pixCopiaECola).get("54")).toBe("99.00");
    const first = await api("GET", `/cob/${txidOf(10)}?revisao=0`);
    expect(first.body).toMatchObject({ revisao: 0, valor: { original: "149.90" } });
  });

  it("removes a cob at the receiver's request, and refuses to revise it afterwards", async () => {
    await api("PUT", `/cob/${txidOf(11)}`, cobBody(psp));
    const removed = await api("PATCH", `/cob/${txidOf(11)}`, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" });
    expect(removed.body).toMatchObject({ revisao: 1, status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" });
    const again = await api("PATCH", `/cob/${txidOf(11)}`, { solicitacaoPagador: "outra" });
    expect([again.status, violationsOf(again.body)]).toEqual([400, ["cob.status"]]);
  });

  it("refuses removal together with other changes, and a status the standard does not allow", async () => {
    await api("PUT", `/cob/${txidOf(12)}`, cobBody(psp));
    const both = await api("PATCH", `/cob/${txidOf(12)}`, {
      status: "REMOVIDA_PELO_USUARIO_RECEBEDOR",
      valor: { original: "1.00" },
    });
    expect(violationsOf(both.body)).toEqual(["cob.status"]);
    const concluded = await api("PATCH", `/cob/${txidOf(12)}`, { status: "CONCLUIDA" });
    expect([concluded.status, violationsOf(concluded.body)]).toEqual([400, ["cob.status"]]);
  });

  it("answers GET with a CobCompleta, and 404 CobNaoEncontrado for an unknown txid", async () => {
    await api("PUT", `/cob/${txidOf(13)}`, cobBody(psp));
    const found = await api("GET", `/cob/${txidOf(13)}`);
    expect(Schema.decodeUnknownSync(CobCompleta)(found.body).pix).toBeUndefined();
    const missing = await api("GET", `/cob/${txidOf(14)}`);
    expect([missing.status, missing.body.type]).toEqual([
      404,
      "https://pix.bcb.gov.br/api/v2/error/CobNaoEncontrado",
    ]);
  });

  it("answers 404 to an unknown path and 405 to a method the path does not take", async () => {
    expect((await api("GET", "/cobv/x")).status).toBe(404);
    const wrong = await api("DELETE", `/cob/${txidOf(13)}`);
    expect([wrong.status, wrong.headers.allow]).toEqual([405, "PUT, PATCH, GET"]);
  });
});
