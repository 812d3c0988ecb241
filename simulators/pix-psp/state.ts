/**
 * Everything the simulated PSP remembers, in memory: cobs with their revisions, received Pix, devoluções,
 * webhook registrations and deliveries, tokens, and the request log. One instance per simulator; gone at stop.
 */
import type { CobGerada } from "./standard/cob-schemas.ts";
import type { Devolucao, Pix } from "./standard/pix-schemas.ts";
import type { LogEntry } from "../common/http-io.ts";

export type { LogEntry };

export type Cob = typeof CobGerada.Type;
export type PixPayment = typeof Pix.Type;
export type Refund = typeof Devolucao.Type;

export interface CobRecord {
  /** Every revision, index = revisao; the last is the current one. */
  revisions: Cob[];
  /** endToEndIds of the Pix received for this txid, right amount or not. */
  pix: string[];
}

export interface PixRecord {
  pix: PixPayment;
  /** Devoluções by their client-given id, in the order they were asked for. */
  refunds: Map<string, Refund>;
  /** CPF or CNPJ of the payer, given to the control API; only the GET /pix cpf/cnpj filters read it. */
  payerDocument?: string | undefined;
}

export interface WebhookRegistration {
  chave: string;
  webhookUrl: string;
  criacao: string;
}

export interface WebhookDelivery {
  at: string;
  url: string;
  /** Why it was sent: a payment, a devolução reaching a final status, a redelivery asked by control. */
  reason: "pix" | "pix-repeat" | "pix-late" | "devolucao" | "redeliver";
  endToEndIds: string[];
  /** HTTP status of the webhook's answer; absent when no answer came (`error` says why). */
  status?: number;
  error?: string;
}

export interface IssuedToken {
  expiresAtMs: number;
  scopes: ReadonlySet<string>;
}

export type OutageMode = "none" | "unavailable" | "timeout";

export class PixPspState {
  readonly cobs = new Map<string, CobRecord>();
  readonly pix = new Map<string, PixRecord>();
  readonly webhooks = new Map<string, WebhookRegistration>();
  readonly deliveries: WebhookDelivery[] = [];
  readonly tokens = new Map<string, IssuedToken>();
  readonly log: LogEntry[] = [];
  tokensIssued = 0;
  nextLocationId = 1;
  outage: OutageMode = "none";

  currentCob(txid: string): Cob | undefined {
    return this.cobs.get(txid)?.revisions.at(-1);
  }

  /** A Pix as the API shows it: with `devolucoes` once any was asked for. */
  pixView(endToEndId: string): PixPayment | undefined {
    const record = this.pix.get(endToEndId);
    if (!record) return undefined;
    return record.refunds.size === 0
      ? record.pix
      : { ...record.pix, devolucoes: [...record.refunds.values()] };
  }

  /** Plain JSON for GET /control/state. */
  snapshot(extra: Record<string, unknown>): Record<string, unknown> {
    return {
      ...extra,
      outage: this.outage,
      tokensIssued: this.tokensIssued,
      cobs: [...this.cobs.entries()].map(([txid, record]) => ({
        txid,
        ...record.revisions.at(-1),
        revisoes: record.revisions.length,
      })),
      pix: [...this.pix.keys()].map((endToEndId) => this.pixView(endToEndId)),
      devolucoes: [...this.pix.values()].flatMap((record) =>
        [...record.refunds.values()].map((refund) => ({ endToEndId: record.pix.endToEndId, ...refund })),
      ),
      webhooks: [...this.webhooks.values()],
      webhookDeliveries: this.deliveries,
    };
  }
}
