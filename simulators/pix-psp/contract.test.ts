import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkExchange, checkExchanges, pixApiStandardVersion } from "./contract.ts";
import type { RunningPixPsp } from "./pix-psp.ts";
import type { LogEntry } from "./state.ts";
import {
  call,
  type CallOptions,
  cobBody,
  control,
  startForTest,
  tokenFor,
  txidOf,
  webhookReceiver,
} from "./test-kit.ts";

let psp: RunningPixPsp;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  hook = await webhookReceiver();
  psp = await startForTest();
});
afterAll(async () => {
  await psp.stop();
  await hook.close();
});

const txid = txidOf(7);
const endToEndId = "E12345678202601011200abcdefghijk";

/** A well-formed exchange to spoil: PUT /v2/cob/{txid} answered 201 with its CobGerada. */
function putCob(): LogEntry {
  const criacao = "2026-01-01T12:00:00.000Z";
  return {
    time: criacao,
    method: "PUT",
    path: `/v2/cob/${txid}`,
    query: {},
    headers: { authorization: "Bearer [redacted]", "content-type": "application/json" },
    body: { calendario: { expiracao: 180 }, valor: { original: "10.00" }, chave: "sabia@example.com" },
    answer: {
      status: 201,
      body: {
        calendario: { criacao, expiracao: 180 },
        txid,
        revisao: 0,
        location: "pix.example.com/qr/v2/abc",
        status: "ATIVA",
        valor: { original: "10.00" },
        chave: "sabia@example.com",
      },
    },
  };
}

describe(`contract of every exchange with the Pix API ${pixApiStandardVersion}`, () => {
  it(`finds no mismatch in a realistic run against the simulator (Pix API ${pixApiStandardVersion})`, async () => {
    expect(pixApiStandardVersion).toBe("2.9.0");
    let calls = 0;
    const token = await tokenFor(psp);
    calls += 1;
    const counted = (url: string, options: CallOptions) => {
      calls += 1;
      return call(psp, url, options);
    };
    const api = (method: string, path: string, body?: unknown, options: CallOptions = {}) =>
      counted(`${psp.apiUrl}${path}`, {
        method,
        body,
        headers: { authorization: `Bearer ${token}` },
        ...options,
      });
    const start = new Date(Date.now() - 60_000).toISOString();
    expect((await api("PUT", `/cob/${txidOf(1)}`, cobBody(psp, "100.00"))).status).toBe(201);
    expect((await api("PATCH", `/cob/${txidOf(1)}`, { solicitacaoPagador: "Turma de março" })).status).toBe(
      200,
    );
    expect((await api("GET", `/cob/${txidOf(1)}`)).status).toBe(200);
    const paid = await control(psp, "POST", `/cob/${txidOf(1)}/pay`, { webhook: "none" });
    const e2eid = paid.body.endToEndId as string;
    expect((await api("GET", `/cob/${txidOf(1)}?revisao=0`)).status).toBe(200);
    const end = new Date(Date.now() + 60_000).toISOString();
    const window = new URLSearchParams({ inicio: start, fim: end, "paginacao.itensPorPagina": "10" });
    const listed = await api("GET", `/pix?${window}`);
    expect([listed.status, listed.body.pix.length]).toEqual([200, 1]);
    expect((await api("GET", `/pix/${e2eid}`)).status).toBe(200);
    expect((await api("PUT", `/pix/${e2eid}/devolucao/D1`, { valor: "30.00" })).status).toBe(201);
    expect((await api("GET", `/pix/${e2eid}/devolucao/D1`)).status).toBe(200);
    const key = encodeURIComponent(psp.receiverKey);
    expect((await api("PUT", `/webhook/${key}`, { webhookUrl: hook.url })).status).toBe(200);
    expect((await api("GET", `/webhook/${key}`)).status).toBe(200);
    expect((await api("DELETE", `/webhook/${key}`)).status).toBe(204);
    // Refused calls: a malformed body, an unknown cob, no token, a wrong client secret.
    expect((await api("PUT", `/cob/${txidOf(2)}`, cobBody(psp, "10"))).status).toBe(400);
    expect((await api("GET", `/cob/${txidOf(3)}`)).status).toBe(404);
    expect((await api("GET", `/cob/${txidOf(1)}`, undefined, { headers: {} })).status).toBe(401);
    const wrongSecret = await counted(psp.tokenUrl, {
      method: "POST",
      body: "grant_type=client_credentials",
      headers: {
        authorization: `Basic ${Buffer.from(`${psp.clientId}:wrong`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(wrongSecret.status).toBe(401);

    const log = (await control(psp, "GET", "/log")).body as LogEntry[];
    expect(log.map((entry) => entry.path)).toContain("/oauth/token");
    expect(checkExchanges(log)).toEqual({ checked: calls, mismatches: [] });
  });

  it("names a request body that breaks the standard and was accepted", () => {
    const entry = putCob();
    entry.body = { ...(entry.body as object), valor: { original: "10" } };
    const mismatches = checkExchange(entry);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatch(
      /^PUT \/v2\/cob\/\{txid\} request: body \(CobSolicitada\)\.valor\.original: .*"10"/,
    );
  });

  it("lets a refused request be malformed, yet checks the refusal against Problema", () => {
    const refused = putCob();
    refused.body = { valor: { original: "10" } };
    const problem = {
      type: "https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida",
      title: "Cobrança inválida.",
    };
    refused.answer = { status: 400, body: { ...problem, status: 400 } };
    expect(checkExchange(refused)).toEqual([]);
    refused.answer = { status: 400, body: { ...problem, status: 404 } };
    expect(checkExchange(refused)).toEqual([
      "PUT /v2/cob/{txid} answer 400 (Problema): body.status: 404 differs from the HTTP status 400",
    ]);
    refused.answer = { status: 400, body: { error: "invalid_request" } };
    expect(checkExchange(refused).join("\n")).toMatch(/answer 400 \(Problema\): body\.type: Missing key/);
  });

  it("names an answer that breaks its schema: a CobGerada without txid", () => {
    const entry = putCob();
    const { txid: _txid, ...withoutTxid } = putCob().answer!.body as Record<string, unknown>;
    entry.answer = { status: 201, body: withoutTxid };
    expect(checkExchange(entry)).toEqual([
      "PUT /v2/cob/{txid} answer 201 (CobGerada): body.txid: Missing key",
    ]);
    const { mismatches } = checkExchanges([putCob(), entry]);
    expect(mismatches).toEqual([
      `#2 (${entry.time}) PUT /v2/cob/{txid} answer 201 (CobGerada): body.txid: Missing key`,
    ]);
  });

  it("names an unknown operation, an undefined status, path and query parameters, a missing token", () => {
    const entry = putCob();
    expect(checkExchange({ ...entry, method: "POST", path: "/v2/cobv" })).toEqual([
      `unknown operation: POST /v2/cobv is not an operation of the Pix API ${pixApiStandardVersion} served here`,
    ]);
    expect(checkExchange({ ...entry, answer: { status: 200, body: entry.answer?.body } })).toEqual([
      "PUT /v2/cob/{txid} answer 200: status: not one the standard defines here (201, 400, 401, 403, 404, 503)",
    ]);
    const pix = { endToEndId, valor: "10.00", horario: "2026-01-01T12:00:00Z" };
    const getPix: LogEntry = {
      ...entry,
      method: "GET",
      path: "/v2/pix/E123",
      query: { fields: "all" },
      headers: {},
      body: undefined,
      answer: { status: 200, body: pix },
    };
    expect(checkExchange(getPix)).toEqual([
      expect.stringMatching(/^GET \/v2\/pix\/\{e2eid\} request: path\.e2eid: .*"E123"/),
      expect.stringMatching(
        /^GET \/v2\/pix\/\{e2eid\} request: query\.fields: the operation defines no query parameters$/,
      ),
      'GET /v2/pix/{e2eid} request: headers.authorization: expected Bearer credentials, got ""',
      `GET /v2/pix/{e2eid} answer 200 (Pix): body.endToEndId: names "${endToEndId}", the path {e2eid} "E123"`,
    ]);
    const list: LogEntry = {
      ...getPix,
      path: "/v2/pix",
      query: { inicio: "ontem", fim: "2026-01-02T00:00:00Z" },
    };
    expect(checkExchange({ ...list, headers: { authorization: "Bearer [redacted]" } }).join("\n")).toMatch(
      /^GET \/v2\/pix request: query \(PixListQuery\)\.inicio: Expected an RFC 3339 date-time/,
    );
  });

  it("wants no content where the standard defines none", () => {
    const deleted: LogEntry = {
      ...putCob(),
      method: "DELETE",
      path: "/v2/webhook/sabia%40example.com",
      body: undefined,
      answer: { status: 204, body: { ok: true } },
    };
    expect(checkExchange(deleted)).toEqual([
      "DELETE /v2/webhook/{chave} answer 204: body: the standard defines no content",
    ]);
  });
});
