import { Effect, Option } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { CaptchaRejected, InvalidInput, NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { Conflict, IdempotencyKeyReused } from "#src/services/api/checkout-schemas.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { purchaseCancellations } from "../purchases/cancellation.ts";
import { purchaseReads } from "../purchases/purchase-reads.ts";
import { checkoutProblem, requestOrigin } from "./checkout-handlers.ts";

type Problem = ReturnType<ReturnType<typeof checkoutProblem>>;

/** A call whose refusals it cannot meet (captcha, idempotency, and a conflict unless `keeps`) are a 400 on `field`. */
function problemCall<Kept extends Problem>(
  logger: Logger,
  field: string,
  keeps: (problem: Problem) => boolean,
) {
  const toProblem = checkoutProblem(logger);
  return <A>(work: () => Promise<A>) =>
    Effect.tryPromise({
      try: work,
      catch: (error): Kept | InvalidInput => {
        const problem = toProblem(error);
        return keeps(problem) ? (problem as Kept) : new InvalidInput({ detail: problem.detail, field });
      },
    });
}

const neverMet = (problem: Problem) =>
  problem instanceof IdempotencyKeyReused || problem instanceof CaptchaRejected;

/**
 * A read of the person's own records: reads never conflict or need a captcha; should such a refusal surface, it is
 * a 400 on `field`. The rest (401, 404, 400, 503) passes through.
 */
export const readCall = (logger: Logger, field: string) =>
  problemCall<Exclude<Problem, Conflict | IdempotencyKeyReused | CaptchaRejected>>(
    logger,
    field,
    (problem) => !neverMet(problem) && !(problem instanceof Conflict),
  );

/** Like readCall, but a conflict keeps its 409 and code (a cancellation's, a stream elsewhere's). */
export const conflictCall = (logger: Logger, field: string) =>
  problemCall<Exclude<Problem, IdempotencyKeyReused | CaptchaRejected>>(
    logger,
    field,
    (problem) => !neverMet(problem),
  );

/**
 * Spec §7 purchased-courses and my-courses, one purchase, and its cancellation (spec §9): always the token's own
 * (another person's answers 404).
 */
export function purchasesHandlers(context: CheckoutContext, logger: Logger, links: LinkOrigin) {
  const reads = purchaseReads(context);
  const cancellations = purchaseCancellations(context);
  const run = readCall(logger, "email");
  /** A cancellation may conflict (cannot be cancelled, changed meanwhile): 409 with its code. */
  const runCancellation = conflictCall(logger, "id");
  return HttpApiBuilder.group(PlatformApi, "purchases", (handlers) =>
    handlers
      .handle("purchasedCourses", ({ payload }) =>
        CurrentUser.use(({ userId }) => run(() => reads.purchasedCourses(userId, payload))),
      )
      .handle("myCourses", ({ payload }) =>
        CurrentUser.use(({ userId }) => run(() => reads.myCourses(userId, payload))),
      )
      .handle("purchase", ({ params }) =>
        CurrentUser.use(({ userId }) => run(() => reads.purchase(userId, params.id))),
      )
      .handle("cancellationQuote", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(async () => cancellations.quote(userId, params.id, await requestOrigin(request, links))),
        ),
      )
      .handle("requestCancellation", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          runCancellation(async () =>
            cancellations.request(userId, params.id, await requestOrigin(request, links)),
          ),
        ),
      ),
  );
}

/** The sandbox acting as support (loopback only, like the payments sandbox; anyone else gets 404). */
export function cancellationSandboxHandlers(
  context: CheckoutContext,
  logger: Logger,
  links: LinkOrigin,
  mayUseSandbox: (socketPeer: string | undefined, forwardedFor: string | undefined) => boolean,
) {
  const toProblem = checkoutProblem(logger);
  const cancellations = purchaseCancellations(context);
  return HttpApiBuilder.group(PlatformApi, "cancellationSandbox", (handlers) =>
    handlers.handle("sandboxConfirmCancellation", ({ params, request }) =>
      mayUseSandbox(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"])
        ? Effect.tryPromise({
            try: async () => cancellations.confirm(params.id, await requestOrigin(request, links)),
            catch: (error) => {
              const problem = toProblem(error);
              return problem instanceof Conflict || problem instanceof ServiceUnavailable
                ? problem
                : new NotFound({ detail: problem.detail });
            },
          })
        : Effect.fail(new NotFound({ detail: "There is no payments sandbox here." })),
    ),
  );
}
