/**
 * Typed calls to Mercado Pago's Payments API (ADR 057), as a small adapter instead of the official SDK, whose
 * base URL is a constant and so cannot reach the local simulator. Every answer is decoded with the schemas of
 * mercadopago-answers.ts; 4xx answers are MercadoPagoRefused (with the API's cause list), 5xx, time-outs and
 * answers that do not decode are MercadoPagoUnreachable. Payment and refund calls carry X-Idempotency-Key.
 * Card data never passes here: the browser's tokenizer turns the card into a token first.
 */
import { Option, Schema } from "effect";
import {
  ErrorAnswer,
  InstallmentsAnswer,
  PaymentAnswer,
  RefundAnswer,
  type PayerCostAnswer,
} from "./mercadopago-answers.ts";

export class MercadoPagoRefused extends Error {
  readonly status: number;
  readonly answer: ErrorAnswer;
  constructor(status: number, answer: ErrorAnswer) {
    super(`Mercado Pago refused the call (HTTP ${status}): ${answer.message ?? "no message"}`);
    this.name = "MercadoPagoRefused";
    this.status = status;
    this.answer = answer;
  }

  /** The parameters the API named in its causes ("payer.email", "token", …). */
  get fields(): string[] {
    return (this.answer.cause ?? []).flatMap((cause) => (cause.data ? [cause.data] : []));
  }
}

export class MercadoPagoUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MercadoPagoUnreachable";
  }
}

/** One line for the payments ledger: what was asked and what the gateway answered. */
export interface MercadoPagoExchange {
  kind: "installments" | "card-payment" | "boleto" | "payment" | "refund";
  paymentId?: number | undefined;
  httpStatus: number | null;
  request: { method: string; path: string; body?: unknown };
  answer: unknown;
}

export interface MercadoPagoClientOptions {
  baseUrl: string;
  accessToken: string;
  timeoutMs?: number;
  record?: (exchange: MercadoPagoExchange) => void;
  fetch?: typeof globalThis.fetch;
}

export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  /** CPF (11 digits) or CNPJ (14). */
  document: string;
}

export interface PayerAddress {
  zipCode: string;
  streetName: string;
  streetNumber: string;
  neighborhood: string;
  city: string;
  /** Two letters: "SP". */
  federalUnit: string;
}

interface Common {
  amount: number;
  description: string;
  /** Sabiá's payment reference, echoed back as external_reference. */
  reference: string;
  notificationUrl?: string | undefined;
  idempotencyKey: string;
}

export interface CardPaymentRequest extends Common {
  token: string;
  installments: number;
  paymentMethodId: string;
  issuerId?: string | undefined;
  payer: Pick<Payer, "email"> & Partial<Pick<Payer, "document">>;
}

export interface BoletoRequest extends Common {
  payer: Payer;
  address: PayerAddress;
  /** ISO date-time with offset; the gateway's default (a few days) when absent. */
  dateOfExpiration?: string | undefined;
}

const identification = (document: string) => ({
  type: document.length === 14 ? "CNPJ" : "CPF",
  number: document,
});

/**
 * The installment counts a plan may offer the customer: those the gateway lists without interest to the payer
 * (rate 0 and a total equal to the amount), at most `max` (the plan's own limit), in order.
 */
export function interestFreeInstallments(
  costs: readonly PayerCostAnswer[],
  amount: number,
  max: number,
): number[] {
  return costs
    .filter(
      (cost) =>
        cost.installment_rate === 0 &&
        Math.abs(cost.total_amount - amount) < 0.005 &&
        cost.installments <= max,
    )
    .map((cost) => cost.installments)
    .toSorted((a, b) => a - b);
}

const idOf = (answer: unknown) => {
  const id = typeof answer === "object" && answer !== null ? (answer as { id?: unknown }).id : undefined;
  return typeof id === "number" && Number.isInteger(id) ? String(id) : undefined;
};

export function mercadoPagoClient(options: MercadoPagoClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const fetcher = options.fetch ?? globalThis.fetch;

  async function call<S extends Schema.Top>(
    kind: MercadoPagoExchange["kind"],
    method: "GET" | "POST",
    path: string,
    schema: S,
    body?: object,
    idempotencyKey?: string,
  ): Promise<S["Type"]> {
    const request = { method, path, ...(body === undefined ? {} : { body }) };
    let status: number | null = null;
    let answer: unknown;
    try {
      const response = await fetcher(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(idempotencyKey ? { "x-idempotency-key": idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      status = response.status;
      const text = await response.text();
      answer = text === "" ? undefined : (JSON.parse(text) as unknown);
    } catch (error) {
      options.record?.({ kind, httpStatus: status, request, answer: null });
      throw new MercadoPagoUnreachable(
        `Mercado Pago ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // A payment's creation names its id only in the answer: the ledger line needs it to be found with the rest.
    const paymentId =
      /\/payments\/(\d+)/.exec(path)?.[1] ?? (path === "/v1/payments" ? idOf(answer) : undefined);
    options.record?.({
      kind,
      paymentId: paymentId ? Number(paymentId) : undefined,
      httpStatus: status,
      request,
      answer,
    });
    if (status >= 400 && status < 500) {
      const decoded = Schema.decodeUnknownOption(ErrorAnswer)(answer);
      throw new MercadoPagoRefused(
        status,
        Option.getOrElse(decoded, () => ({ message: String(answer) })),
      );
    }
    if (status >= 500) throw new MercadoPagoUnreachable(`Mercado Pago ${method} ${path} answered ${status}`);
    const decoded = Schema.decodeUnknownOption(schema as never)(answer);
    if (Option.isNone(decoded)) {
      throw new MercadoPagoUnreachable(
        `Mercado Pago ${method} ${path}: an answer the API reference does not describe`,
      );
    }
    return decoded.value as S["Type"];
  }

  return {
    /** GET /v1/payment_methods/installments: the payer costs for an amount and the card's BIN (or brand). */
    async installments(request: { amount: number; bin?: string; paymentMethodId?: string }) {
      const query = new URLSearchParams({ amount: request.amount.toFixed(2) });
      if (request.bin) query.set("bin", request.bin);
      if (request.paymentMethodId) query.set("payment_method_id", request.paymentMethodId);
      const list = await call(
        "installments",
        "GET",
        `/v1/payment_methods/installments?${query}`,
        InstallmentsAnswer,
      );
      return list[0]?.payer_costs ?? [];
    },

    /** POST /v1/payments with the browser's card token. */
    createCardPayment(request: CardPaymentRequest) {
      return call(
        "card-payment",
        "POST",
        "/v1/payments",
        PaymentAnswer,
        {
          transaction_amount: request.amount,
          token: request.token,
          installments: request.installments,
          payment_method_id: request.paymentMethodId,
          ...(request.issuerId ? { issuer_id: request.issuerId } : {}),
          description: request.description,
          external_reference: request.reference,
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
          payer: {
            email: request.payer.email,
            ...(request.payer.document ? { identification: identification(request.payer.document) } : {}),
          },
        },
        request.idempotencyKey,
      );
    },

    /** POST /v1/payments for a registered boleto (bolbradesco): line, barcode, due date and slip URL come back. */
    createBoleto(request: BoletoRequest) {
      const { address, payer } = request;
      return call(
        "boleto",
        "POST",
        "/v1/payments",
        PaymentAnswer,
        {
          transaction_amount: request.amount,
          payment_method_id: "bolbradesco",
          description: request.description,
          external_reference: request.reference,
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
          ...(request.dateOfExpiration ? { date_of_expiration: request.dateOfExpiration } : {}),
          payer: {
            email: payer.email,
            first_name: payer.firstName,
            last_name: payer.lastName,
            identification: identification(payer.document),
            address: {
              zip_code: address.zipCode,
              street_name: address.streetName,
              street_number: address.streetNumber,
              neighborhood: address.neighborhood,
              city: address.city,
              federal_unit: address.federalUnit,
            },
          },
        },
        request.idempotencyKey,
      );
    },

    /** GET /v1/payments/{id}: what the gateway says now (webhooks only say "look again"). */
    getPayment(id: number) {
      return call("payment", "GET", `/v1/payments/${id}`, PaymentAnswer);
    },

    /** POST /v1/payments/{id}/refunds: the whole remainder, or `amount` of it. */
    refund(id: number, request: { amount?: number; idempotencyKey: string }) {
      const body = request.amount === undefined ? {} : { amount: request.amount };
      return call("refund", "POST", `/v1/payments/${id}/refunds`, RefundAnswer, body, request.idempotencyKey);
    },
  };
}

export type MercadoPagoClient = ReturnType<typeof mercadoPagoClient>;
