import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPixPsp } from "./pix-psp.ts";
import { PixConsultados } from "./standard/pix-schemas.ts";
import { apiClient, cobBody, control, startForTest, txidOf } from "./test-kit.ts";

let psp: RunningPixPsp;
let api: Awaited<ReturnType<typeof apiClient>>;
/** horario of each of the five Pix, one controlled hour apart. */
const horarios: string[] = [];

beforeAll(async () => {
  // The clock moves five hours below: the token must outlive that.
  psp = await startForTest({ tokenLifetimeSeconds: 86_400 });
  api = await apiClient(psp);
  for (const n of [1, 2, 3, 4, 5]) {
    await api("PUT", `/cob/${txidOf(n)}`, cobBody(psp, `${n}.00`));
    horarios.push((await control(psp, "POST", `/cob/${txidOf(n)}/pay`, { webhook: "none" })).body.horario);
    await control(psp, "POST", "/clock/advance", { seconds: 3600 });
  }
});
afterAll(() => psp.stop());

const list = async (query: Record<string, string>) => {
  const answer = await api("GET", `/pix?${new URLSearchParams(query)}`);
  return {
    status: answer.status,
    body: answer.status === 200 ? Schema.decodeUnknownSync(PixConsultados)(answer.body) : answer.body,
  };
};

describe("GET /pix", () => {
  it("lists the Pix whose horario falls in [inicio, fim], oldest first", async () => {
    const { body } = await list({ inicio: horarios[1] ?? "", fim: horarios[3] ?? "" });
    expect(body.pix.map((pix: { txid: string }) => pix.txid)).toEqual([txidOf(2), txidOf(3), txidOf(4)]);
    expect(body.parametros.paginacao).toEqual({
      paginaAtual: 0,
      itensPorPagina: 100,
      quantidadeDePaginas: 1,
      quantidadeTotalDeItens: 3,
    });
  });

  it("pages with paginacao.paginaAtual and paginacao.itensPorPagina", async () => {
    const window = {
      inicio: "2000-01-01T00:00:00Z",
      fim: "2999-01-01T00:00:00Z",
      "paginacao.itensPorPagina": "2",
    };
    const pages = await Promise.all(
      ["0", "1", "2"].map((page) => list({ ...window, "paginacao.paginaAtual": page })),
    );
    expect(pages.map((page) => page.body.pix.map((pix: { txid: string }) => pix.txid))).toEqual([
      [txidOf(1), txidOf(2)],
      [txidOf(3), txidOf(4)],
      [txidOf(5)],
    ]);
    expect(pages[2]?.body.parametros.paginacao).toEqual({
      paginaAtual: 2,
      itensPorPagina: 2,
      quantidadeDePaginas: 3,
      quantidadeTotalDeItens: 5,
    });
  });

  it("filters by txid", async () => {
    const { body } = await list({
      inicio: "2000-01-01T00:00:00Z",
      fim: "2999-01-01T00:00:00Z",
      txid: txidOf(4),
    });
    expect(body.pix.map((pix: { valor: string }) => pix.valor)).toEqual(["4.00"]);
    expect(body.parametros.txid).toBe(txidOf(4));
  });

  it("answers PixConsultaInvalida to a missing or malformed window, fim before inicio, or too many items a page", async () => {
    const missing = await list({ fim: "2999-01-01T00:00:00Z" });
    expect([missing.status, missing.body.type]).toEqual([
      400,
      "https://pix.bcb.gov.br/api/v2/error/PixConsultaInvalida",
    ]);
    expect(missing.body.violacoes.map((v: { propriedade: string }) => v.propriedade)).toEqual(["inicio"]);
    const malformed = await list({
      inicio: "yesterday",
      fim: "2999-01-01T00:00:00Z",
      "paginacao.itensPorPagina": "1001",
    });
    expect(malformed.body.violacoes.map((v: { propriedade: string }) => v.propriedade)).toEqual([
      "inicio",
      "paginacao.itensPorPagina",
    ]);
    const reversed = await list({ inicio: "2999-01-01T00:00:00Z", fim: "2000-01-01T00:00:00Z" });
    expect(reversed.body.violacoes.map((v: { propriedade: string }) => v.propriedade)).toEqual(["fim"]);
  });
});

describe("request log", () => {
  it("records each API call in order with its query, body and answer, and can be cleared", async () => {
    await control(psp, "DELETE", "/log");
    await api("PUT", `/cob/${txidOf(9)}`, cobBody(psp));
    await list({ inicio: "2000-01-01T00:00:00Z", fim: "2999-01-01T00:00:00Z", txid: txidOf(9) });
    const { body: log } = await control(psp, "GET", "/log");
    expect(log.map((entry: { method: string; path: string }) => `${entry.method} ${entry.path}`)).toEqual([
      `PUT /v2/cob/${txidOf(9)}`,
      "GET /v2/pix",
    ]);
    expect(log[0]).toMatchObject({ body: cobBody(psp), answer: { status: 201, body: { txid: txidOf(9) } } });
    expect(log[0].headers.authorization).toBe("Bearer [redacted]");
    expect(log[1].query).toMatchObject({ txid: txidOf(9) });
    expect(log[1].answer.body.pix).toEqual([]);
  });
});
