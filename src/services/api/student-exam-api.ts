import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Conflict } from "./checkout-schemas.ts";
import { IntegerParam } from "./query-schemas.ts";
import { Unauthorized } from "./session-api.ts";
import { Authorization } from "./authorization.ts";

/** A question as the browser sees it: the prompt and its options, never which one is right. */
export const ExamQuestion = Schema.Struct({
  id: Schema.Number,
  prompt: Schema.String,
  options: Schema.Array(Schema.Struct({ id: Schema.Number, text: Schema.String })),
});
export type ExamQuestion = typeof ExamQuestion.Type;

/**
 * The certificate exam of a course the person holds (ADR 091). open: at least 75 % of the modules done, the exam not
 * passed yet and an attempt left in the window; otherwise `closedReason` says why and `nextAttemptAt` when it
 * reopens after the wait. Questions are sent only while it is open.
 */
export const CourseExam = Schema.Struct({
  subscriptionId: Schema.Number,
  open: Schema.Boolean,
  closedReason: Schema.NullOr(Schema.Literals(["modules", "waiting", "passed", "access"])),
  /** Whole percent of the modules done, and the share that opens the exam. */
  moduleProgress: Schema.Number,
  opensAt: Schema.Number,
  passingScore: Schema.Number,
  attemptsUsed: Schema.Number,
  attemptsLeft: Schema.Number,
  nextAttemptAt: Schema.NullOr(Schema.String),
  lastScore: Schema.NullOr(Schema.Number),
  passed: Schema.Boolean,
  /** The verification code of the certificate once issued. */
  certificateCode: Schema.NullOr(Schema.String),
  questions: Schema.Array(ExamQuestion),
});
export type CourseExam = typeof CourseExam.Type;

const Id = IntegerParam(1, 2_147_483_647);
const AnswerId = Schema.Number.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
);

/** What the browser sends: the chosen option per question, nothing else (no score: the server grades). */
export const ExamAnswers = Schema.Struct({
  answers: Schema.Array(Schema.Struct({ questionId: AnswerId, optionId: AnswerId })).pipe(
    Schema.check(Schema.isMaxLength(200)),
  ),
});
export type ExamAnswers = typeof ExamAnswers.Type;

export const ExamResult = Schema.Struct({
  score: Schema.Number,
  passed: Schema.Boolean,
  right: Schema.Number,
  total: Schema.Number,
  attemptsLeft: Schema.Number,
  nextAttemptAt: Schema.NullOr(Schema.String),
  certificateCode: Schema.NullOr(Schema.String),
});
export type ExamResult = typeof ExamResult.Type;

/** What anyone may learn from a verification code: nothing personal beyond the holder's name. */
export const CertificateCheck = Schema.Struct({
  code: Schema.String,
  holder: Schema.String,
  course: Schema.String,
  hours: Schema.Number,
  institution: Schema.String,
  issuedOn: Schema.String,
  kind: Schema.Literals(["certificate", "participation"]),
});
export type CertificateCheck = typeof CertificateCheck.Type;

const errors = [Unauthorized, NotFound, InvalidInput, ServiceUnavailable] as const;

/** Issue 32, the exam and the certificate: always the token's own subscription (anyone else's answers 404). */
export const StudentExamGroup = HttpApiGroup.make("studentExam")
  .add(
    HttpApiEndpoint.get("courseExam", "/candidate/portal/courses/:id/exam", {
      params: { id: Id },
      success: CourseExam,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("examAttempt", "/candidate/portal/courses/:id/exam/attempts", {
      params: { id: Id },
      payload: ExamAnswers,
      success: ExamResult,
      error: [...errors, Conflict],
    })
      .middleware(Authorization)
      .annotate(
        OpenApi.Description,
        "Grades the answers on the server (unknown question or option ids: 400 naming the field; a question left " +
          "unanswered is wrong). 409 examClosed when the exam is not open (modules, waiting time, already passed).",
      ),
  )
  .add(
    HttpApiEndpoint.get("certificatePdf", "/candidate/portal/courses/:id/certificate.pdf", {
      params: { id: Id },
      success: HttpApiSchema.WithHeaders(
        Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
        { "content-disposition": Schema.String },
      ),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("certificateCheck", "/certificates/:code", {
      params: { code: Schema.String.pipe(Schema.check(Schema.isMaxLength(64))) },
      success: CertificateCheck,
      error: [NotFound, ServiceUnavailable],
    }).annotate(
      OpenApi.Description,
      "Public: is this certificate real? An unknown or forged code answers 404.",
    ),
  );
