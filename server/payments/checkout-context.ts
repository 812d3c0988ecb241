import type { Logger } from "pino";
import type { CaptchaService } from "../captcha/altcha.ts";
import type { Db } from "../db/database.ts";
import { userById } from "../db/session/rights-queries.ts";
import { bearerToken, isCurrent, type TokenIssuer } from "../identity/access-tokens.ts";
import type { Mailer } from "../mail/outbox.ts";
import { CheckoutRefused } from "./checkout-refused.ts";
import type { CrmDeals } from "./crm-deal.ts";
import { idempotency, loadIdempotencySecret } from "./idempotency.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import type { PaymentOffer } from "./payment-providers.ts";
import type { SandboxClock } from "./sandbox-clock.ts";
import { accessSessionsOf } from "../session/access-sessions.ts";

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
  const { db, tokens } = dependencies;
  const sessions = accessSessionsOf(db);
  let secret: Promise<string> | undefined;
  const once = idempotency(db, () => (secret ??= loadIdempotencySecret(db, dependencies.idempotencySecret)));

  /** The person of a bearer token (401 when missing, invalid, expired, revoked or of a removed user). */
  const callerOf = async (authorization: string | undefined): Promise<number> => {
    const token = bearerToken(authorization);
    const claims = token ? await tokens.verify(token) : null;
    const user = claims ? await userById(db, claims.userId) : null;
    if (!claims || !user || !isCurrent(claims, user) || !(await sessions.admits(claims)))
      throw new CheckoutRefused({ kind: "unauthenticated" });
    return user.id;
  };

  return { ...dependencies, once, callerOf };
}

export type CheckoutContext = ReturnType<typeof checkoutContext>;
