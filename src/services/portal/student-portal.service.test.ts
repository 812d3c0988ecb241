import { Effect, Exit, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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

  it("sends nothing without a token (401, as the server would answer)", async () => {
    const exit = await run((service) => service.course(7), null);
    expect(Exit.isFailure(exit)).toBe(true);
    expect(JSON.stringify(exit)).toContain("401");
  });
});
