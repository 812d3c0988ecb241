/**
 * What the simulated gateway remembers, in memory, gone at stop: card tokens (first six, last four, expiry and
 * cardholder — never the full number or the security code), payments with their refunds, idempotency keys, the
 * request log and the webhook deliveries.
 */
import type { Payment } from "./reference/answers.ts";
import type { LogEntry } from "../common/http-io.ts";

export type { LogEntry };

export interface StoredToken {
  id: string;
  firstSix: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  cardholderName: string;
  identification?: { type: string; number: string } | undefined;
  createdAtMs: number;
  used: boolean;
}

/** A payment as answered, plus what only the simulator knows (the boleto's payer, for its slip page). */
export interface StoredPayment {
  payment: Payment;
  boleto?: { payerName: string; document: string; address: string; dueDate: string } | undefined;
}

export interface WebhookDelivery {
  at: string;
  url: string;
  action: string;
  paymentId: number;
  requestId: string;
  status?: number;
  error?: string;
}

export class GatewayState {
  readonly tokens = new Map<string, StoredToken>();
  readonly payments = new Map<number, StoredPayment>();
  /** X-Idempotency-Key → payment id (POST /v1/payments) or refund answer (refunds). */
  readonly idempotency = new Map<string, number>();
  readonly log: LogEntry[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  private nextPayment = 1_000_000_001;
  private nextRefund = 2_000_000_001;
  private nextNotification = 3_000_000_001;

  paymentId(): number {
    return this.nextPayment++;
  }

  refundId(): number {
    return this.nextRefund++;
  }

  notificationId(): number {
    return this.nextNotification++;
  }

  snapshot() {
    return {
      tokens: [...this.tokens.values()].map(({ id, firstSix, lastFour, cardholderName, used }) => ({
        id,
        firstSix,
        lastFour,
        cardholderName,
        used,
      })),
      payments: [...this.payments.values()].map((stored) => stored.payment),
      webhookDeliveries: this.deliveries,
    };
  }
}
