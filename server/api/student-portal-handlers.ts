import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "../../src/services/api/platform-api-definition.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { portalCourses } from "../portal/portal-course.ts";
import { readCall } from "./purchases-handlers.ts";

/** Issue 32, the student portal: a course the token's person holds and her lesson progress (else 404). */
export function studentPortalHandlers(context: CheckoutContext, logger: Logger) {
  const portal = portalCourses(context);
  const run = readCall(logger, "id");
  return HttpApiBuilder.group(PlatformApi, "studentPortal", (handlers) =>
    handlers
      .handle("portalCourse", ({ headers, params }) =>
        run(() => portal.course(headers.authorization, params.id)),
      )
      .handle("lessonProgress", ({ headers, params, payload }) =>
        run(() => portal.report(headers.authorization, params.id, params.lessonId, payload)),
      ),
  );
}
