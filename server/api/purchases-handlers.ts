import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { InvalidInput } from "../../src/services/api/api-errors.ts";
import { Conflict, IdempotencyKeyReused } from "../../src/services/api/checkout-schemas.ts";
import { CaptchaRejected } from "../../src/services/api/api-errors.ts";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { purchaseReads } from "../purchases/purchase-reads.ts";
import { checkoutProblem } from "./checkout-handlers.ts";

/** Spec §7 purchased-courses and my-courses: the token's own purchases and courses (another person's: 404). */
export function purchasesHandlers(context: CheckoutContext, logger: Logger) {
  const toProblem = checkoutProblem(logger);
  const reads = purchaseReads(context);
  // Reads never conflict or need a captcha; should such a refusal surface, it is a 400 on the body.
  const run = <A>(work: () => Promise<A>) =>
    Effect.tryPromise({
      try: work,
      catch: (error) => {
        const problem = toProblem(error);
        return problem instanceof Conflict ||
          problem instanceof IdempotencyKeyReused ||
          problem instanceof CaptchaRejected
          ? new InvalidInput({ detail: problem.detail, field: "email" })
          : problem;
      },
    });
  return HttpApiBuilder.group(PlatformApi, "purchases", (handlers) =>
    handlers
      .handle("purchasedCourses", ({ headers, payload }) =>
        run(() => reads.purchasedCourses(headers.authorization, payload)),
      )
      .handle("myCourses", ({ headers, payload }) =>
        run(() => reads.myCourses(headers.authorization, payload)),
      ),
  );
}
