import { Effect } from "effect";
import { HttpApiBuilder, HttpApiSchema } from "effect/http-api";
import type { Logger } from "pino";
import { CaptchaRejected, InvalidInput, NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import { IdempotencyKeyReused } from "#src/services/api/checkout-schemas.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { courseCertificates } from "../portal/certificates.ts";
import { courseExams } from "../portal/course-exam.ts";
import { checkoutProblem, requestOrigin } from "./checkout-handlers.ts";
import { readCall } from "./purchases-handlers.ts";

/**
 * Issue 32, the exam and the certificate (ADR 091): the token's own exam, graded here; the certificate's PDF; and
 * the public check of a verification code.
 */
export function studentExamHandlers(context: CheckoutContext, logger: Logger, links: LinkOrigin) {
  const exams = courseExams(context);
  const certificates = courseCertificates(context);
  const read = readCall(logger, "id");
  const toProblem = checkoutProblem(logger);
  /** The attempt: a refused one keeps its 409 (examClosed); it never needs a captcha or an idempotency key. */
  const attempt = <A>(work: () => Promise<A>) =>
    Effect.tryPromise({
      try: work,
      catch: (error) => {
        const problem = toProblem(error);
        return problem instanceof CaptchaRejected || problem instanceof IdempotencyKeyReused
          ? new InvalidInput({ detail: problem.detail, field: "answers" })
          : problem;
      },
    });
  /** The public check: a 404 or a 503, nothing else can happen without a token. */
  const check = <A>(work: () => Promise<A>) =>
    Effect.tryPromise({
      try: work,
      catch: (error) => {
        const problem = toProblem(error);
        return problem instanceof NotFound || problem instanceof ServiceUnavailable
          ? problem
          : new ServiceUnavailable({ detail: "The certificate check did not answer; try again." });
      },
    });
  return HttpApiBuilder.group(PlatformApi, "studentExam", (handlers) =>
    handlers
      .handle("courseExam", ({ params }) =>
        CurrentUser.use(({ userId }) => read(() => exams.read(userId, params.id))),
      )
      .handle("examAttempt", ({ params, payload }) =>
        CurrentUser.use(({ userId }) => attempt(() => exams.attempt(userId, params.id, payload))),
      )
      .handle("certificatePdf", ({ params, request }) =>
        CurrentUser.use(({ userId }) =>
          read(async () => {
            const pdf = await certificates.pdf(userId, params.id, await requestOrigin(request, links));
            return HttpApiSchema.withHeaders({
              body: pdf.body,
              headers: { "content-disposition": `attachment; filename="${pdf.fileName}"` },
            });
          }),
        ),
      )
      .handle("certificateCheck", ({ params }) => check(() => certificates.check(params.code))),
  );
}
