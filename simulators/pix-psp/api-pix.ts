/** GET /pix, GET /pix/{e2eid}, PUT and GET /pix/{e2eid}/devolucao/{id}: received Pix and their devoluções. */
import { Schema } from "effect";
import type { PixPspContext } from "./context.ts";
import { type Answer, decode, ok, problem, type ViolationContext } from "./problems.ts";
import { settleRefund } from "./refunds.ts";
import type { Refund } from "./state.ts";
import { DevolucaoSolicitada, PixListQuery } from "./standard/pix-schemas.ts";
import { DevolucaoId, EndToEndId } from "./standard/primitives.ts";

const listInvalid: ViolationContext = {
  tipo: "PixConsultaInvalida",
  title: "Consulta inválida.",
  detail:
    "Os parâmetros de consulta à lista de pix recebidos não respeitam o schema ou não fazem sentido semanticamente.",
};
const refundInvalid: ViolationContext = {
  tipo: "PixDevolucaoInvalida",
  title: "Devolução inválida.",
  detail: "A presente requisição de devolução não respeita o _schema_ ou não faz sentido semanticamente.",
};
const pixNotFound = (): Answer =>
  problem(404, "PixNaoEncontrado", "Pix não encontrado.", "Pix não encontrado para o e2eid informado.");
const cents = (valor: string) => Math.round(Number(valor) * 100);
const refundWindowMs = 90 * 24 * 3600 * 1000;

export function getPix(e2eid: string, context: PixPspContext): Answer {
  const path = decode(
    Schema.Struct({ e2eid: EndToEndId }),
    { e2eid },
    { ...listInvalid, tipo: "RequisicaoInvalida", title: "Requisição inválida." },
  );
  if (path.answer) return path.answer;
  const pix = context.state.pixView(e2eid);
  return pix ? ok(200, pix) : pixNotFound();
}

/** GET /pix: the Pix whose `horario` falls in [inicio, fim], oldest first, a page at a time. */
export function listPix(query: Record<string, string>, context: PixPspContext): Answer {
  const decoded = decode(PixListQuery, query, listInvalid);
  if (decoded.answer) return decoded.answer;
  const { inicio, fim, txid, txIdPresente, devolucaoPresente, cpf, cnpj } = decoded.value;
  const [from, to] = [Date.parse(inicio), Date.parse(fim)];
  const violations = [];
  if (to < from)
    violations.push({ razao: "O timestamp fim é anterior ao timestamp inicio.", propriedade: "fim" });
  if (cpf !== undefined && cnpj !== undefined)
    violations.push({ razao: "Ambos os parâmetros cpf e cnpj estão preenchidos.", propriedade: "cnpj" });
  if (violations.length > 0)
    return problem(400, listInvalid.tipo, listInvalid.title, listInvalid.detail, violations);
  const matching = [...context.state.pix.values()]
    .filter(({ pix, refunds, payerDocument }) => {
      const at = Date.parse(pix.horario);
      if (at < from || at > to) return false;
      if (txid !== undefined && pix.txid !== txid) return false;
      if (txIdPresente !== undefined && (pix.txid !== undefined) !== (txIdPresente === "true")) return false;
      if (devolucaoPresente !== undefined && refunds.size > 0 !== (devolucaoPresente === "true"))
        return false;
      return (cpf ?? cnpj) === undefined || payerDocument === (cpf ?? cnpj);
    })
    .toSorted((a, b) => Date.parse(a.pix.horario) - Date.parse(b.pix.horario));
  const paginaAtual = decoded.value["paginacao.paginaAtual"] ?? 0;
  const itensPorPagina = decoded.value["paginacao.itensPorPagina"] ?? 100;
  const page = matching.slice(paginaAtual * itensPorPagina, (paginaAtual + 1) * itensPorPagina);
  const filters = Object.fromEntries(
    Object.entries({ txid, cpf, cnpj }).filter(([, value]) => value !== undefined),
  );
  return ok(200, {
    parametros: {
      inicio,
      fim,
      ...filters,
      ...(txIdPresente === undefined ? {} : { txIdPresente: txIdPresente === "true" }),
      ...(devolucaoPresente === undefined ? {} : { devolucaoPresente: devolucaoPresente === "true" }),
      paginacao: {
        paginaAtual,
        itensPorPagina,
        // The standard's minimum is 1 page, even for an empty answer.
        quantidadeDePaginas: Math.max(1, Math.ceil(matching.length / itensPorPagina)),
        quantidadeTotalDeItens: matching.length,
      },
    },
    pix: page.map(({ pix }) => context.state.pixView(pix.endToEndId) ?? pix),
  });
}

const RefundPath = Schema.Struct({ e2eid: EndToEndId, id: DevolucaoId });

export function requestRefund(e2eid: string, id: string, body: unknown, context: PixPspContext): Answer {
  const request = decode(
    Schema.Struct({ ...RefundPath.fields, devolucao: DevolucaoSolicitada }),
    { e2eid, id, devolucao: body },
    refundInvalid,
  );
  if (request.answer) return request.answer;
  const decoded = { value: request.value.devolucao };
  const record = context.state.pix.get(e2eid);
  if (!record) return pixNotFound();
  const now = context.clock.now();
  const asked = decoded.value;
  const alreadyReturned = [...record.refunds.values()]
    .filter((refund) => refund.status !== "NAO_REALIZADO")
    .reduce((sum, refund) => sum + cents(refund.valor), 0);
  const violations = [];
  if (cents(asked.valor) === 0)
    violations.push({ razao: "O campo devolucao.valor é zero.", propriedade: "devolucao.valor" });
  if (alreadyReturned + cents(asked.valor) > cents(record.pix.valor)) {
    violations.push({
      razao:
        "A presente requisição de devolução, em conjunto com as demais prévias devoluções, excederia o valor do pix originário.",
      propriedade: "devolucao.valor",
    });
  }
  if (record.refunds.has(id)) {
    violations.push({
      razao: "O id da devolução já foi utilizado por outra requisição de devolução deste Pix.",
      propriedade: "id",
    });
  }
  if (asked.natureza === "RETIRADA") {
    violations.push({
      razao: "Pix comum só admite devolução de natureza ORIGINAL.",
      propriedade: "devolucao.natureza",
    });
  }
  if (now.getTime() - Date.parse(record.pix.horario) > refundWindowMs) {
    violations.push({
      razao: "A devolução viola a janela de 90 dias desde a liquidação do Pix.",
      propriedade: "devolucao",
    });
  }
  if (violations.length > 0)
    return problem(400, refundInvalid.tipo, refundInvalid.title, refundInvalid.detail, violations);
  const refund: Refund = {
    id,
    rtrId: context.ids.rtrId(now),
    valor: asked.valor,
    ...(asked.natureza ? { natureza: asked.natureza } : {}),
    ...(asked.descricao !== undefined ? { descricao: asked.descricao } : {}),
    horario: { solicitacao: now.toISOString() },
    status: "EM_PROCESSAMENTO",
  };
  record.refunds.set(id, refund);
  const delay = context.settings.autoSettleRefundsMs;
  if (delay !== undefined)
    context.later(delay, () => void settleRefund(e2eid, id, { status: "DEVOLVIDO" }, context));
  return ok(201, refund);
}

export function getRefund(e2eid: string, id: string, context: PixPspContext): Answer {
  const path = decode(
    RefundPath,
    { e2eid, id },
    { ...refundInvalid, tipo: "RequisicaoInvalida", title: "Requisição inválida." },
  );
  if (path.answer) return path.answer;
  const refund = context.state.pix.get(e2eid)?.refunds.get(id);
  return refund
    ? ok(200, refund)
    : problem(
        404,
        "PixDevolucaoNaoEncontrada",
        "Devolução não encontrada.",
        "Devolução não encontrada para o e2eid informado.",
      );
}
