import { examQuestionsByArea } from "../../server/db/seed/exam-questions.ts";
import { expect, type Page } from "./recorded-test.ts";

/** The seed's question bank: the right answers the browser never receives. */
export const examBank = Object.values(examQuestionsByArea).flat();

const portalCall = async (page: Page, subscriptionId: number) => ({
  headers: {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("sabia_accessToken"))}`,
  },
  base: `/api/candidate/portal/courses/${subscriptionId}`,
});

/** Marks every lesson of the first modules (75 % of them, rounded up) watched, as the player's reports do. */
export async function completeModules(page: Page, subscriptionId: number) {
  const { headers, base } = await portalCall(page, subscriptionId);
  const course = (await (await page.request.get(base, { headers })).json()) as {
    modules: { lessons: { id: number; durationSeconds: number }[] }[];
  };
  const needed = Math.ceil(course.modules.length * 0.75);
  for (const module of course.modules.slice(0, needed))
    for (const lesson of module.lessons) {
      const seconds = lesson.durationSeconds;
      const saved = await page.request.put(`${base}/lessons/${lesson.id}/progress`, {
        headers,
        data: { watchedSeconds: seconds, positionSeconds: seconds },
      });
      expect(saved.status()).toBe(200);
    }
}

/** One attempt at the exam with every answer wrong (by the bank), through the portal's own call. */
export async function failExam(page: Page, subscriptionId: number) {
  const { headers, base } = await portalCall(page, subscriptionId);
  const exam = (await (await page.request.get(`${base}/exam`, { headers })).json()) as {
    questions: { id: number; prompt: string; options: { id: number; text: string }[] }[];
  };
  const answers = exam.questions.map((question) => {
    const banked = examBank.find((candidate) => candidate.prompt === question.prompt)!;
    const right = banked.options[banked.answer - 1];
    return {
      questionId: question.id,
      optionId: question.options.find((option) => option.text !== right)!.id,
    };
  });
  const sent = await page.request.post(`${base}/exam/attempts`, { headers, data: { answers } });
  expect(sent.status()).toBe(200);
  expect(((await sent.json()) as { passed: boolean }).passed).toBe(false);
}
