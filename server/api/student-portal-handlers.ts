import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import { CurrentUser } from "../../src/services/api/authorization.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { portalCourses } from "../portal/portal-course.ts";
import { readCall } from "./purchases-handlers.ts";

/** Issue 32, the student portal: a course the token's person holds and her lesson progress (else 404). */
export function studentPortalHandlers(context: CheckoutContext, logger: Logger) {
  const portal = portalCourses(context);
  const run = readCall(logger, "id");
  return HttpApiBuilder.group(PlatformApi, "studentPortal", (handlers) =>
    handlers
      .handle("portalCourse", ({ params }) =>
        CurrentUser.use(({ userId }) => run(() => portal.course(userId, params.id))),
      )
      .handle("lessonProgress", ({ params, payload }) =>
        CurrentUser.use(({ userId }) =>
          run(() => portal.report(userId, params.id, params.lessonId, payload)),
        ),
      ),
  );
}
