/** PUT, PATCH and GET /cob/{txid}: the cobrança imediata, with its revisions and its dynamic BR Code. */
import { Schema } from "effect";
import { dynamicBrCode } from "./br-code.ts";
import type { PixPspContext } from "./context.ts";
import { type Answer, decode, ok, problem, type ViolationContext } from "./problems.ts";
import type { Cob } from "./state.ts";
import { CobRevisada, CobSolicitada } from "./standard/cob-schemas.ts";
import type { Violacao } from "./standard/problem-schemas.ts";
import { TxId } from "./standard/primitives.ts";

const cobInvalid = (title: string): ViolationContext => ({
  tipo: "CobOperacaoInvalida",
  title,
  detail:
    "A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o _schema_ ou está semanticamente errada.",
});
const cobNotFound = (): Answer =>
  problem(
    404,
    "CobNaoEncontrado",
    "Cobrança não encontrada.",
    "Cobrança não encontrada para o txid informado.",
  );
const invalidTxid = (txid: string) =>
  decode(Schema.Struct({ txid: TxId }), { txid }, cobInvalid("Cobrança inválida."));

type Violations = Array<typeof Violacao.Type>;

/** The standard's semantic violations of PUT|PATCH /cob/{txid} that a schema cannot say. */
function semanticViolations(body: typeof CobRevisada.Type, context: PixPspContext): Violations {
  const violations: Violations = [];
  if (
    body.valor?.original !== undefined &&
    Number(body.valor.original) === 0 &&
    body.valor.modalidadeAlteracao !== 1
  ) {
    violations.push({ razao: "O campo cob.valor.original é zero.", propriedade: "cob.valor.original" });
  }
  if (body.chave !== undefined && body.chave !== context.settings.receiverKey) {
    violations.push({
      razao: "O campo cob.chave corresponde a uma conta que não pertence a este usuário recebedor.",
      propriedade: "cob.chave",
    });
  }
  if (body.loc !== undefined) {
    // Locations made beforehand (POST /loc) are not simulated: every cob gets its own.
    violations.push({ razao: "O location referenciado por loc.id inexiste.", propriedade: "cob.loc.id" });
  }
  return violations;
}

/** Field order of the standard's examples; the BR Code follows the current value and key. */
function arrange(cob: Omit<Cob, "pixCopiaECola">, context: PixPspContext): Cob {
  const amount = cob.valor.modalidadeAlteracao === 1 ? undefined : cob.valor.original;
  const location = cob.location ?? "";
  const pixCopiaECola = dynamicBrCode({
    location,
    merchantName: context.settings.merchantName,
    merchantCity: context.settings.merchantCity,
    amount,
  });
  return {
    calendario: cob.calendario,
    txid: cob.txid,
    revisao: cob.revisao,
    ...(cob.loc ? { loc: cob.loc } : {}),
    location,
    status: cob.status,
    ...(cob.devedor ? { devedor: cob.devedor } : {}),
    valor: cob.valor,
    chave: cob.chave,
    ...(cob.solicitacaoPagador !== undefined ? { solicitacaoPagador: cob.solicitacaoPagador } : {}),
    ...(cob.infoAdicionais ? { infoAdicionais: cob.infoAdicionais } : {}),
    pixCopiaECola,
  };
}

export function createCob(txid: string, body: unknown, context: PixPspContext): Answer {
  const where = cobInvalid("Cobrança inválida.");
  // Path and body are checked together, so that one answer names every violation ("txid", "cob.valor.original").
  const request = decode(Schema.Struct({ txid: TxId, cob: CobSolicitada }), { txid, cob: body }, where);
  if (request.answer) return request.answer;
  const decoded = { value: request.value.cob };
  const violations = semanticViolations(decoded.value, context);
  if (context.state.cobs.has(txid)) {
    violations.push({ razao: "O txid informado já foi utilizado por outra cobrança.", propriedade: "txid" });
  }
  if (violations.length > 0) return problem(400, where.tipo, where.title, where.detail, violations);
  const { calendario, loc: _loc, ...rest } = decoded.value;
  const criacao = context.clock.now().toISOString();
  const location = `${context.settings.locationHost}/qr/v2/${context.ids.hex(32)}`;
  const cob = arrange(
    {
      ...rest,
      calendario: { criacao, expiracao: calendario.expiracao ?? 86_400 },
      txid,
      revisao: 0,
      loc: { id: context.state.nextLocationId++, location, tipoCob: "cob", criacao },
      location,
      status: "ATIVA",
    },
    context,
  );
  context.state.cobs.set(txid, { revisions: [cob], pix: [] });
  return ok(201, cob);
}

export function reviseCob(txid: string, body: unknown, context: PixPspContext): Answer {
  const where = cobInvalid("Operação inválida.");
  const request = decode(Schema.Struct({ txid: TxId, cob: CobRevisada }), { txid, cob: body }, where);
  if (request.answer) return request.answer;
  const decoded = { value: request.value.cob };
  const record = context.state.cobs.get(txid);
  const current = record?.revisions.at(-1);
  if (!record || !current) return cobNotFound();
  const { status, calendario, valor, loc: _loc, ...fields } = decoded.value;
  const violations = semanticViolations(decoded.value, context);
  if (current.status !== "ATIVA") {
    violations.push({
      razao: "A cobrança não está ATIVA, e a presente requisição busca alterá-la.",
      propriedade: "cob.status",
    });
  }
  const otherChanges = calendario !== undefined || valor !== undefined || Object.keys(fields).length > 0;
  if (status !== undefined && otherChanges) {
    violations.push({
      razao: "A cobrança não pode ser removida ao mesmo tempo em que outras alterações são propostas.",
      propriedade: "cob.status",
    });
  }
  if (violations.length > 0) return problem(400, where.tipo, where.title, where.detail, violations);
  if (status === undefined && !otherChanges) return ok(200, current);
  const revised = arrange(
    {
      ...current,
      ...fields,
      calendario: { ...current.calendario, ...calendario },
      valor: { ...current.valor, ...valor },
      status: status ?? current.status,
      revisao: current.revisao + 1,
    },
    context,
  );
  record.revisions.push(revised);
  return ok(200, revised);
}

const RevisaoQuery = Schema.Struct({
  revisao: Schema.optionalKey(
    Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))),
  ),
});

export function getCob(txid: string, query: Record<string, string>, context: PixPspContext): Answer {
  const path = invalidTxid(txid);
  if (path.answer) return path.answer;
  const decoded = decode(RevisaoQuery, query, {
    ...cobInvalid("Consulta inválida."),
    tipo: "CobConsultaInvalida",
  });
  if (decoded.answer) return decoded.answer;
  const record = context.state.cobs.get(txid);
  const cob =
    decoded.value.revisao === undefined ? record?.revisions.at(-1) : record?.revisions[decoded.value.revisao];
  if (!record || !cob) return cobNotFound();
  const pix = record.pix.flatMap((endToEndId) => context.state.pixView(endToEndId) ?? []);
  return ok(200, pix.length > 0 ? { ...cob, pix } : cob);
}
