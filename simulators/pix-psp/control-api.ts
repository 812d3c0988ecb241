/**
 * The control API: plain HTTP on 127.0.0.1, JSON in and out, for tests and the demo to play the payer, the
 * clock, the bank's settlement and outages, and to read what the simulator saw. Not part of the standard.
 */
import { Schema } from "effect";
import type { PixPspContext } from "./context.ts";
import { controlFailure, controlListener } from "../common/http-io.ts";
import { payCob } from "./payments.ts";
import { type Answer, decode, ok } from "./problems.ts";
import { settleRefund } from "./refunds.ts";
import { Cnpj, Cpf, Valor } from "./standard/primitives.ts";

const PayBody = Schema.Struct({
  amount: Schema.optionalKey(Valor),
  webhook: Schema.optionalKey(Schema.Literals(["once", "twice", "none", "late"])),
  lateMs: Schema.optionalKey(
    Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 600_000 }))),
  ),
  infoPagador: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(140)))),
  payerDocument: Schema.optionalKey(Schema.Union([Cpf, Cnpj])),
});
const AdvanceBody = Schema.Struct({
  seconds: Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
});
const OutageBody = Schema.Struct({ mode: Schema.Literals(["none", "unavailable", "timeout"]) });
const SettleBody = Schema.Struct({
  status: Schema.Literals(["DEVOLVIDO", "NAO_REALIZADO"]),
  motivo: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(140)))),
});

/** Control bodies are checked too; their violations come back in the standard's shape, for one reading habit. */
function body<S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown) {
  return decode(schema, input ?? {}, {
    tipo: "RequisicaoInvalida",
    title: "Controle inválido.",
    detail: "Corpo de controle inválido.",
  });
}

async function control(
  method: string,
  path: string,
  input: unknown,
  context: PixPspContext,
): Promise<Answer> {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const [root, area, first, second, third] = parts;
  if (root !== "control") return controlFailure(404, "not-found", "unknown control path");
  const key = `${method} ${area ?? ""}/${parts.length}`;
  switch (key) {
    case "POST cob/4": {
      if (second !== "pay") break;
      const decoded = body(PayBody, input);
      if (decoded.answer) return decoded.answer;
      const outcome = await payCob(first ?? "", decoded.value, context);
      return outcome.ok
        ? ok(201, outcome.pix)
        : controlFailure(outcome.status, outcome.error, outcome.detail);
    }
    case "GET clock/2":
      return ok(200, { now: context.clock.now().toISOString(), offsetSeconds: context.clock.offsetSeconds });
    case "POST clock/3": {
      if (first !== "advance") break;
      const decoded = body(AdvanceBody, input);
      if (decoded.answer) return decoded.answer;
      context.clock.advance(decoded.value.seconds);
      return ok(200, { now: context.clock.now().toISOString(), offsetSeconds: context.clock.offsetSeconds });
    }
    case "POST outage/2": {
      const decoded = body(OutageBody, input);
      if (decoded.answer) return decoded.answer;
      context.state.outage = decoded.value.mode;
      return ok(200, { mode: context.state.outage });
    }
    case "POST devolucao/5": {
      if (third !== "settle") break;
      const decoded = body(SettleBody, input);
      if (decoded.answer) return decoded.answer;
      const outcome = await settleRefund(first ?? "", second ?? "", decoded.value, context);
      if (outcome.ok) return ok(200, outcome.refund);
      return outcome.error === "not-found"
        ? controlFailure(404, "not-found", "no such devolução")
        : controlFailure(409, "already-final", `the devolução is already ${outcome.refund?.status}`);
    }
    case "POST webhook/4": {
      if (first !== "redeliver") break;
      const record = context.state.pix.get(second ?? "");
      const pix = context.state.pixView(second ?? "");
      if (!record || !pix) return controlFailure(404, "not-found", "no such Pix");
      const delivery = await context.webhooks.deliver(
        "redeliver",
        record.pix.chave ?? context.settings.receiverKey,
        [pix],
      );
      return delivery
        ? ok(200, delivery)
        : controlFailure(409, "no-webhook", "no webhook URL is set for the receiver key");
    }
    case "GET log/2":
      return ok(200, context.state.log);
    case "DELETE log/2":
      context.state.log.length = 0;
      return ok(204);
    case "GET state/2":
      return ok(
        200,
        context.state.snapshot({
          now: context.clock.now().toISOString(),
          receiverKey: context.settings.receiverKey,
        }),
      );
  }
  return controlFailure(404, "not-found", `no control endpoint ${method} ${path}`);
}

export const makeControlListener = (context: PixPspContext) =>
  controlListener((method, path, input) => control(method, path, input, context));
