import { Effect, Exit, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CourseExam } from "../api/student-exam-api.ts";
import type { PortalCourse } from "../api/student-portal-api.ts";
import { TokenStorage } from "../session/token-storage.ts";
import { StudentPortalService } from "./student-portal.service.ts";

const origin = "http://portal.test";
const base = `${origin}/api/candidate/portal/courses`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const run = <A>(
  program: (service: StudentPortalService["Service"]) => Effect.Effect<A, unknown>,
  token: string | null = "tok-1",
) =>
  Effect.runPromiseExit(
    Effect.provide(
      Effect.flatMap(StudentPortalService, program),
      StudentPortalService.layer({ baseUrl: origin }).pipe(Layer.provide(TokenStorage.memory(token))),
    ),
  );

const course: PortalCourse = {
  subscriptionId: 7,
  course: { name: "ACLS", friendlyUrl: "acls" },
  access: "open",
  accessEnd: "2027-11-29",
  progress: 50,
  resumeLessonId: 11,
  modules: [
    {
      id: 3,
      title: "Módulo 1",
      releasedOn: "2026-10-20",
      locked: false,
      lessons: [
        {
          id: 11,
          title: "Aula 1",
          kind: "video",
          durationSeconds: 600,
          videoUrl: "/media/lessons/11.webm",
          body: null,
          materialUrl: null,
          watchedSeconds: 60,
          positionSeconds: 60,
          done: false,
        },
      ],
    },
  ],
};

describe("StudentPortalService (MSW)", () => {
  it("reads a course with the bearer token and decodes it", async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${base}/7`, ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json(course);
      }),
    );
    expect(await run((service) => service.course(7))).toEqual(Exit.succeed(course));
    expect(authorization).toBe("Bearer tok-1");
  });

  it("reports a lesson's progress with PUT and the report as the body", async () => {
    let body: unknown = null;
    server.use(
      http.put(`${base}/7/lessons/11/progress`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          lessonId: 11,
          watchedSeconds: 90,
          positionSeconds: 90,
          done: false,
          progress: 50,
        });
      }),
    );
    const exit = await run((service) => service.report(7, 11, { watchedSeconds: 90, positionSeconds: 90 }));
    expect(exit).toEqual(
      Exit.succeed({ lessonId: 11, watchedSeconds: 90, positionSeconds: 90, done: false, progress: 50 }),
    );
    expect(body).toEqual({ watchedSeconds: 90, positionSeconds: 90 });
  });

  it("reads the exam, posts an attempt's choices only, and fetches the certificate's PDF with the token", async () => {
    const exam: CourseExam = {
      subscriptionId: 7,
      open: true,
      closedReason: null,
      moduleProgress: 75,
      opensAt: 75,
      passingScore: 60,
      attemptsUsed: 0,
      attemptsLeft: 3,
      nextAttemptAt: null,
      lastScore: null,
      passed: false,
      certificateCode: null,
      questions: [{ id: 5, prompt: "?", options: [{ id: 1, text: "a" }] }],
    };
    let posted: unknown = null;
    let pdfAuthorization: string | null = null;
    const result = {
      score: 100,
      passed: true,
      right: 1,
      total: 1,
      attemptsLeft: 0,
      nextAttemptAt: null,
      certificateCode: "7K2M-Q9XD-4HTR-B0VE",
    };
    server.use(
      http.get(`${base}/7/exam`, () => HttpResponse.json(exam)),
      http.post(`${base}/7/exam/attempts`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(result);
      }),
      http.get(`${base}/7/certificate.pdf`, ({ request }) => {
        pdfAuthorization = request.headers.get("authorization");
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { "content-type": "application/pdf", "content-disposition": "attachment" },
        });
      }),
    );
    expect(await run((service) => service.exam(7))).toEqual(Exit.succeed(exam));
    const answers = { answers: [{ questionId: 5, optionId: 1 }] };
    expect(await run((service) => service.attempt(7, answers))).toEqual(Exit.succeed(result));
    expect(posted).toEqual(answers);
    const pdf = await run((service) => service.certificatePdf(7));
    expect(Exit.isSuccess(pdf) && new TextDecoder().decode(pdf.value)).toBe("%PDF");
    expect(pdfAuthorization).toBe("Bearer tok-1");
    expect(await run((service) => Effect.succeed(service.certificateUrl(7)))).toEqual(
      Exit.succeed(`${base}/7/certificate.pdf`),
    );
  });

  it("sends nothing without a token (401, as the server would answer)", async () => {
    const exit = await run((service) => service.course(7), null);
    expect(Exit.isFailure(exit)).toBe(true);
    expect(JSON.stringify(exit)).toContain("401");
  });
});
