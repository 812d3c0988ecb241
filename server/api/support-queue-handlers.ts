import { Effect } from "effect";
import type { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { InvalidInput, NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { Conflict } from "#src/services/api/checkout-schemas.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser, type Caller } from "#src/services/api/authorization.ts";
import { Forbidden, Unauthorized } from "#src/services/api/session-api.ts";
import type { Db } from "../db/database.ts";
import type { ClientOf } from "../http/client-address.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { CheckoutRefused } from "../payments/checkout-refused.ts";
import { SessionRefused } from "../session/session-service.ts";
import { supportQueueActions } from "../support-queue/support-queue-actions.ts";
import { supportQueueItems } from "../support-queue/support-queue-reads.ts";
import {
  auditStaffCall,
  staffCallerOf,
  StaffRoleRequired,
  type StaffCaller,
} from "../users/staff-callers.ts";
import { checkoutProblem, requestOrigin } from "./checkout-handlers.ts";
import { clientIpOf } from "./request-client.ts";

/** The queue as it is at `now` (the clock is read before any transaction: on PGlite a query on the outer
 * handle would wait for it). */
const queue = async (tx: Db, now: Date) => ({ items: await supportQueueItems(tx, now) });

type QueueProblem = InvalidInput | Unauthorized | Forbidden | NotFound | Conflict | ServiceUnavailable;

/** What a refused or failed queue call answers; anything unexpected is a 503 (logged), never a 500. */
const queueProblem =
  (logger: Logger) =>
  (error: unknown): QueueProblem => {
    if (error instanceof SessionRefused)
      return new Unauthorized({ detail: "Sign in: the support queue needs a valid access token." });
    if (error instanceof StaffRoleRequired)
      return new Forbidden({
        code: "staffRoleRequired",
        detail: error.impersonating
          ? "The support queue is not worked while accessing as another user."
          : "The support queue is for operators: assume an operator's role first.",
      });
    if (error instanceof CheckoutRefused) {
      const problem = checkoutProblem(logger)(error);
      return problem instanceof InvalidInput ||
        problem instanceof NotFound ||
        problem instanceof Conflict ||
        problem instanceof Unauthorized ||
        problem instanceof ServiceUnavailable
        ? problem
        : new InvalidInput({ field: "subscriptionId", detail: problem.detail });
    }
    logger.error({ err: error }, "support queue call failed");
    return new ServiceUnavailable({ detail: "The database did not answer; try again in a few moments." });
  };

/**
 * The support queue (issue 30, ADR 081). Each call first names the staff caller (401 without a valid token, 403
 * staffRoleRequired without an operator's current role held now, or while impersonating); a read writes its
 * `support.queue.read` line in its transaction, an action its own line in the action's; both answer the queue.
 */
export const supportQueueHandlers = (
  context: CheckoutContext,
  logger: Logger,
  clientOf: ClientOf,
  links: LinkOrigin,
) => {
  const { db, clock } = context;
  const actions = supportQueueActions(context);

  const staff = <A>(
    request: HttpServerRequest.HttpServerRequest,
    work: (caller: StaffCaller, origin: string) => Promise<A>,
  ) =>
    CurrentUser.use((caller: Caller) =>
      Effect.tryPromise({
        try: async () =>
          work(
            await staffCallerOf(db, caller, clientIpOf(request, clientOf)),
            await requestOrigin(request, links),
          ),
        catch: queueProblem(logger),
      }),
    );

  /** Does the action, then answers the queue as it is after it. */
  const act = (
    request: HttpServerRequest.HttpServerRequest,
    action: (caller: StaffCaller, origin: string) => Promise<unknown>,
  ) =>
    staff(request, async (caller, origin) => {
      await action(caller, origin);
      return queue(db, await clock.now());
    });

  return HttpApiBuilder.group(PlatformApi, "supportQueue", (handlers) =>
    handlers
      .handle("supportQueue", ({ request }) =>
        staff(request, async (caller) => {
          const now = await clock.now();
          return db.transaction(async (transaction) => {
            const tx = transaction as unknown as Db;
            const answer = await queue(tx, now);
            await auditStaffCall(tx, caller, "support.queue.read", null, { items: answer.items.length });
            return answer;
          });
        }),
      )
      .handle("confirmCard", ({ params, request }) =>
        act(request, (caller, origin) => actions.confirmCard(caller, params.subscriptionId, origin)),
      )
      .handle("refuseCard", ({ params, payload, request }) =>
        act(request, (caller, origin) =>
          actions.refuseCard(caller, params.subscriptionId, payload.reason.trim(), origin),
        ),
      )
      .handle("confirmCancellation", ({ params, request }) =>
        act(request, (caller, origin) => actions.confirmCancellation(caller, params.subscriptionId, origin)),
      )
      .handle("retryRefund", ({ params, request }) =>
        act(request, (caller, origin) => actions.retryRefund(caller, params.subscriptionId, origin)),
      )
      .handle("resetExamAttempts", ({ params, request }) =>
        act(request, (caller, origin) => actions.resetExamAttempts(caller, params.subscriptionId, origin)),
      )
      .handle("resolveFlag", ({ params, payload, request }) =>
        act(request, (caller) => actions.resolveFlag(caller, params.eventId, payload.note.trim())),
      ),
  );
};
