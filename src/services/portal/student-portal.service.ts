import { Context, Effect, Layer } from "effect";
import { HttpClient } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { ApiFetch } from "../api/in-process.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import type { CourseExam, ExamAnswers, ExamResult } from "../api/student-exam-api.ts";
import type { LessonProgress, LessonReport, PortalCourse } from "../api/student-portal-api.ts";
import { fetchClientLayer } from "../http/api-transport.ts";
import { bearerCall } from "../session/bearer-call.ts";
import type { TokenStorage } from "../session/token-storage.ts";
import { authorizationClient } from "../api/authorization.ts";

/** The student portal's calls (issue 32): a course the signed-in person holds, and her lesson reports. */
export interface StudentPortalApi {
  readonly course: (subscriptionId: number) => Effect.Effect<PortalCourse, unknown>;
  readonly report: (
    subscriptionId: number,
    lessonId: number,
    report: LessonReport,
  ) => Effect.Effect<LessonProgress, unknown>;
  /** The certificate exam: whether it is open, attempts, and the questions (never their answers). */
  readonly exam: (subscriptionId: number) => Effect.Effect<CourseExam, unknown>;
  /** One attempt: the chosen options only; the server grades it. */
  readonly attempt: (subscriptionId: number, answers: ExamAnswers) => Effect.Effect<ExamResult, unknown>;
  /** The certificate's PDF, fetched with the bearer token (a plain link could not send it). */
  readonly certificatePdf: (subscriptionId: number) => Effect.Effect<Uint8Array, unknown>;
  /** Where the certificate's PDF is (its address; the download itself needs the token: certificatePdf). */
  readonly certificateUrl: (subscriptionId: number) => string;
}

export interface StudentPortalOptions {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  fetch?: ApiFetch;
}

const makeClient = (options: StudentPortalOptions) =>
  Effect.gen(function* () {
    const portal = yield* HttpApiClient.group(PlatformApi, {
      group: "studentPortal",
      httpClient: yield* HttpClient.HttpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(authorizationClient));
    const exams = yield* HttpApiClient.group(PlatformApi, {
      group: "studentExam",
      httpClient: yield* HttpClient.HttpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(authorizationClient));
    const authorized = yield* bearerCall;
    const api: StudentPortalApi = {
      course: (id) => authorized(() => portal.portalCourse({ params: { id } })),
      report: (id, lessonId, payload) =>
        authorized(() => portal.lessonProgress({ params: { id, lessonId }, payload })),
      exam: (id) => authorized(() => exams.courseExam({ params: { id } })),
      attempt: (id, payload) => authorized(() => exams.examAttempt({ params: { id }, payload })),
      certificatePdf: (id) =>
        authorized(() => exams.certificatePdf({ params: { id } }).pipe(Effect.map((pdf) => pdf.body))),
      certificateUrl: (id) => `${options.baseUrl}/api/candidate/portal/courses/${id}/certificate.pdf`,
    };
    return api;
  });

export class StudentPortalService extends Context.Service<StudentPortalService, StudentPortalApi>()(
  "sabia/StudentPortalService",
) {
  static layer(options: StudentPortalOptions): Layer.Layer<StudentPortalService, never, TokenStorage> {
    return Layer.effect(StudentPortalService)(makeClient(options)).pipe(
      Layer.provide(fetchClientLayer(options.fetch)),
    );
  }
}
