import { Option, Schema } from "effect";
import { ChargeAnswer, ReceivedPixPage, RefundAnswer, type ReceivedPix } from "./pix-api-answers.ts";
import { PixUnreachable, type HttpsAnswer, type HttpsCall } from "./pix-https.ts";
import type { clientCredentials } from "./pix-oauth.ts";

/** The PSP understood the call and said no (4xx): the problem it answered is kept. */
export class PixRefused extends Error {
  readonly status: number;
  readonly problem: unknown;
  constructor(status: number, problem: unknown) {
    super(`the Pix PSP refused the call (HTTP ${status})`);
    this.status = status;
    this.problem = problem;
    this.name = "PixRefused";
  }
}

/** One line for the payments ledger: what was asked and what the PSP answered. */
export interface PixExchange {
  kind: string;
  txid?: string | undefined;
  endToEndId?: string | undefined;
  refundId?: string | undefined;
  httpStatus: number | null;
  body: { request: { method: string; path: string; body?: unknown }; answer: unknown };
}

export interface ChargeRequest {
  txid: string;
  /** Seconds from creation (spec §9: 180). */
  expiresInSeconds: number;
  debtor: { cpf: string; name: string } | null;
  /** "12.34" */
  amount: string;
  receiverKey: string;
  message: string;
}

const decode = <S extends Schema.Top>(schema: S, answer: HttpsAnswer): S["Type"] => {
  const decoded = Schema.decodeUnknownOption(schema as never)(answer.body);
  if (Option.isNone(decoded))
    throw new PixUnreachable("the PSP answered something the standard does not describe");
  return decoded.value as S["Type"];
};

/**
 * The calls of the Pix API standard (bacen/pix-api v2) that Sabiá makes: immediate charges (`cob`), received Pix,
 * devoluções and the webhook registration — over mutual TLS, with an OAuth token, each answer decoded and each
 * exchange handed to `record` for the ledger. 5xx, time-outs and unreadable answers are `PixUnreachable`.
 */
export function pixApiClient(
  https: HttpsCall,
  oauth: ReturnType<typeof clientCredentials>,
  apiUrl: string,
  record: (exchange: PixExchange) => void,
) {
  const base = apiUrl.replace(/\/+$/, "");

  const call = async (
    method: "GET" | "PUT" | "PATCH",
    path: string,
    body: object | undefined,
    ids: Omit<PixExchange, "httpStatus" | "body">,
  ): Promise<HttpsAnswer> => {
    const send = async () =>
      https({
        method,
        url: `${base}${path}`,
        headers: { authorization: `Bearer ${await oauth.token()}` },
        body,
      });
    const request = { method, path, ...(body === undefined ? {} : { body }) };
    let answer: HttpsAnswer;
    try {
      answer = await send();
      if (answer.status === 401) {
        oauth.forget();
        answer = await send();
      }
    } catch (error) {
      record({ ...ids, httpStatus: null, body: { request, answer: { error: String(error) } } });
      throw error;
    }
    record({ ...ids, httpStatus: answer.status, body: { request, answer: answer.body } });
    if (answer.status >= 500 || answer.status === 429)
      throw new PixUnreachable(`the PSP answered ${answer.status}`);
    if (answer.status >= 400) throw new PixRefused(answer.status, answer.body);
    return answer;
  };

  return {
    async createCharge(request: ChargeRequest): Promise<ChargeAnswer> {
      const body = {
        calendario: { expiracao: request.expiresInSeconds },
        ...(request.debtor ? { devedor: { cpf: request.debtor.cpf, nome: request.debtor.name } } : {}),
        valor: { original: request.amount },
        chave: request.receiverKey,
        solicitacaoPagador: request.message.slice(0, 140),
      };
      const answer = await call("PUT", `/cob/${encodeURIComponent(request.txid)}`, body, {
        kind: "charge.created",
        txid: request.txid,
      });
      return decode(ChargeAnswer, answer);
    },

    async removeCharge(txid: string): Promise<ChargeAnswer> {
      const answer = await call(
        "PATCH",
        `/cob/${encodeURIComponent(txid)}`,
        { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" },
        { kind: "charge.removed", txid },
      );
      return decode(ChargeAnswer, answer);
    },

    async readCharge(txid: string): Promise<ChargeAnswer> {
      return decode(
        ChargeAnswer,
        await call("GET", `/cob/${encodeURIComponent(txid)}`, undefined, { kind: "charge.read", txid }),
      );
    },

    /** Every Pix received between two instants, all pages. */
    async receivedBetween(from: Date, to: Date): Promise<ReceivedPix[]> {
      const received: ReceivedPix[] = [];
      for (let page = 0; ; page++) {
        const query = new URLSearchParams({
          inicio: from.toISOString(),
          fim: to.toISOString(),
          "paginacao.paginaAtual": String(page),
          "paginacao.itensPorPagina": "100",
        });
        const answer = decode(
          ReceivedPixPage,
          await call("GET", `/pix?${query}`, undefined, { kind: "pix.swept" }),
        );
        received.push(...answer.pix);
        if (page + 1 >= answer.parametros.paginacao.quantidadeDePaginas) return received;
      }
    },

    async requestRefund(endToEndId: string, refundId: string, amount: string): Promise<RefundAnswer> {
      const answer = await call(
        "PUT",
        `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(refundId)}`,
        { valor: amount, natureza: "ORIGINAL", descricao: "Cancelamento no prazo de arrependimento" },
        { kind: "refund.requested", endToEndId, refundId },
      );
      return decode(RefundAnswer, answer);
    },

    async readRefund(endToEndId: string, refundId: string): Promise<RefundAnswer> {
      const answer = await call(
        "GET",
        `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(refundId)}`,
        undefined,
        { kind: "refund.read", endToEndId, refundId },
      );
      return decode(RefundAnswer, answer);
    },

    async registerWebhook(receiverKey: string, webhookUrl: string): Promise<void> {
      await call(
        "PUT",
        `/webhook/${encodeURIComponent(receiverKey)}`,
        { webhookUrl },
        { kind: "webhook.registered" },
      );
    },
  };
}

export type PixApiClient = ReturnType<typeof pixApiClient>;
