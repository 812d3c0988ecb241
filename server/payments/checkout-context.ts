import type { Logger } from "pino";
import type { CaptchaService } from "../captcha/altcha.ts";
import type { Db } from "../db/database.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import type { Mailer } from "../mail/outbox.ts";
import type { CrmDeals } from "./crm-deal.ts";
import { idempotency, loadIdempotencySecret } from "./idempotency.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import type { PaymentOffer } from "./payment-providers.ts";
import type { SandboxClock } from "./sandbox-clock.ts";

/** What the checkout's server side works with; tests and the bench pass their own gateway, clock or CRM. */
export interface CheckoutDependencies {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  captcha: CaptchaService;
  tokens: TokenIssuer;
  gateway: PaymentGateway;
  /** The methods the configured provider takes, and whether it is the sandbox (payment-providers.ts). */
  offer: PaymentOffer;
  clock: SandboxClock;
  crm: CrmDeals;
  /** IDEMPOTENCY_SECRET; generated once into the database when unset. */
  idempotencySecret?: string | undefined;
}

export function checkoutContext(dependencies: CheckoutDependencies) {
  const { db } = dependencies;
  let secret: Promise<string> | undefined;
  const once = idempotency(db, () => (secret ??= loadIdempotencySecret(db, dependencies.idempotencySecret)));

  return { ...dependencies, once };
}

export type CheckoutContext = ReturnType<typeof checkoutContext>;
