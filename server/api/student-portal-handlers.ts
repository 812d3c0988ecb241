import { HttpApiBuilder } from "effect/http-api";
import type { Logger } from "pino";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import type { ClientOf } from "../http/client-address.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { portalCourses } from "../portal/portal-course.ts";
import { conflictCall } from "./purchases-handlers.ts";
import { clientIpOf } from "./request-client.ts";

/**
 * Issue 32, the student portal: a course the token's person holds and her lesson progress (else 404); 409
 * streamingElsewhere while another IP watches (ADR 096), the client's IP taken as the sign-in rule takes it.
 */
export function studentPortalHandlers(context: CheckoutContext, logger: Logger, clientOf: ClientOf) {
  const portal = portalCourses(context);
  const run = conflictCall(logger, "id");
  return HttpApiBuilder.group(PlatformApi, "studentPortal", (handlers) =>
    handlers
      .handle("portalCourse", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          run(() => portal.course(userId, params.id, clientIpOf(request, clientOf))),
        ),
      )
      .handle("lessonProgress", ({ params, payload, request }) =>
        CurrentUser.use(({ userId }) =>
          run(() =>
            portal.report(userId, params.id, params.lessonId, payload, clientIpOf(request, clientOf)),
          ),
        ),
      ),
  );
}
