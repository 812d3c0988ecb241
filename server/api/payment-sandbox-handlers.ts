import { Effect, Option } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { Conflict } from "#src/services/api/checkout-schemas.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { sandboxControl } from "../payments/sandbox-control.ts";
import { checkoutProblem, requestOrigin } from "./checkout-handlers.ts";

const hidden = () => Effect.fail(new NotFound({ detail: "There is no payments sandbox here." }));

/**
 * The payments sandbox control under /api/dev/sandbox, answered only to whom DEV_MAILBOX lets read the
 * development outbox (loopback clients by default); anyone else gets 404, as if it did not exist.
 */
export function paymentSandboxHandlers(
  context: CheckoutContext,
  logger: Logger,
  links: LinkOrigin,
  mayUseSandbox: (socketPeer: string | undefined, forwardedFor: string | undefined) => boolean,
  /**
   * The clock may also move under a real provider where the development endpoints are allowed (DEV_MAILBOX):
   * browser tests expire a Pix against the PSP simulator with it. Production leaves them off.
   */
  mayMoveClock: (socketPeer: string | undefined, forwardedFor: string | undefined) => boolean = mayUseSandbox,
) {
  const control = sandboxControl(context);
  const toProblem = checkoutProblem(logger);
  type Request = Parameters<typeof requestOrigin>[0];
  const allowed = (request: Request) =>
    mayUseSandbox(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"]);
  /** pay and confirm-card: 404 (nothing to pay), 409 (already paid or clearing), 503. */
  const guarded = <A>(request: Request, work: () => Promise<A>) =>
    allowed(request)
      ? Effect.tryPromise({
          try: work,
          catch: (error) => {
            const problem = toProblem(error);
            return problem instanceof Conflict || problem instanceof ServiceUnavailable
              ? problem
              : new NotFound({ detail: problem.detail });
          },
        })
      : hidden();
  /** advance and clock: nothing to refuse but the database (503). */
  const clockWork = <A>(request: Request, work: () => Promise<A>) =>
    mayMoveClock(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"])
      ? Effect.tryPromise({
          try: work,
          catch: (error) => {
            const problem = toProblem(error);
            return problem instanceof ServiceUnavailable ? problem : new NotFound({ detail: problem.detail });
          },
        })
      : hidden();

  return HttpApiBuilder.group(PlatformApi, "paymentSandbox", (handlers) =>
    handlers
      .handle("sandboxPay", ({ params, request }) =>
        guarded(request, async () => control.pay(params.id, await requestOrigin(request, links))),
      )
      .handle("sandboxConfirmCard", ({ params, request }) =>
        guarded(request, async () => control.confirmCard(params.id, await requestOrigin(request, links))),
      )
      .handle("sandboxAdvance", ({ payload, request }) =>
        clockWork(request, async () => control.advance(payload, await requestOrigin(request, links))),
      )
      .handle("sandboxClock", ({ request }) => clockWork(request, () => control.clock())),
  );
}
