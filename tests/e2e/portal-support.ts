import { examQuestionsByArea } from "#server/db/seed/exam-questions.ts";
import { expect, type Page } from "./recorded-test.ts";

/** The student portal (issue 32) as a person finds it: the shell's <sabia-course-portal> and its landmarks. */
export const portal = (page: Page) => page.locator("sabia-course-portal");
export const outline = (page: Page) => portal(page).getByRole("navigation", { name: "Conteúdo do curso" });
export const videoLessons = (page: Page) => outline(page).getByRole("button", { name: /Vídeo · 1 min/ });
export const exam = (page: Page) => portal(page).getByRole("region", { name: "Prova do certificado" });

/** The day `days` after `from` (a São Paulo calendar day, YYYY-MM-DD; today when absent), as the portal writes it. */
export function opensOn(days: number, from?: string) {
  const today =
    from ?? new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(day);
}

/** Plays the open lesson's video, muted (a page may start sound only after a gesture), at the chosen speed. */
export async function play(page: Page, speed: string) {
  await portal(page).getByLabel("Velocidade de reprodução").selectOption(speed);
  const video = portal(page).locator("video");
  await expect(video).toHaveJSProperty("readyState", 4, { timeout: 15_000 });
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  return video;
}

/** The seed's question bank: the right answers the browser never receives. */
export const examBank = Object.values(examQuestionsByArea).flat();

/** Answers every question right or wrong (by the seed bank's answer to its prompt) and sends them. */
export async function answerAll(page: Page, right: boolean) {
  const questions = exam(page).getByRole("group");
  await expect(questions.first()).toBeVisible();
  for (let index = 0; index < (await questions.count()); index++) {
    const group = questions.nth(index);
    const legend = (await group.locator("legend").innerText()).trim();
    const question = examBank.find((candidate) => legend.endsWith(candidate.prompt));
    expect(question, `the bank has "${legend}"`).toBeTruthy();
    const rightOption = question!.options[question!.answer - 1]!;
    const option = right ? rightOption : question!.options.find((text) => text !== rightOption)!;
    await group.getByRole("radio", { name: option, exact: true }).check();
  }
  await exam(page).getByRole("button", { name: "Enviar respostas" }).click();
}

interface PortalCourse {
  modules: { locked: boolean; lessons: { id: number; durationSeconds: number }[] }[];
}

/** The portal's answer for a course of the signed-in person, read with the token the page holds. */
export async function portalCourse(page: Page, subscriptionId: number) {
  const token = await page.evaluate(() => localStorage.getItem("sabia_accessToken"));
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/candidate/portal/courses/${subscriptionId}`;
  const course = (await (await page.request.get(base, { headers })).json()) as PortalCourse;
  return { headers, base, course };
}

/**
 * Reports every lesson of the first modules (75 % of them, rounded up) watched to its end, through the same
 * progress call the portal's player makes; they must be open.
 */
export async function watchModules(page: Page, subscriptionId: number) {
  const { headers, base, course } = await portalCourse(page, subscriptionId);
  const needed = Math.ceil(course.modules.length * 0.75);
  for (const module of course.modules.slice(0, needed)) {
    expect(module.locked, "the module is open").toBe(false);
    for (const lesson of module.lessons) {
      const seconds = lesson.durationSeconds;
      const saved = await page.request.put(`${base}/lessons/${lesson.id}/progress`, {
        headers,
        data: { watchedSeconds: seconds, positionSeconds: seconds },
      });
      expect(saved.status()).toBe(200);
    }
  }
}

/** Opens the first text lesson of the outline and marks it read ("Marcar como lida"); its region. */
export async function readFirstTextLesson(page: Page, opening: RegExp) {
  const text = outline(page)
    .getByRole("button", { name: /Texto · \d+ min$/ })
    .first();
  const title = (await text.locator("span").first().textContent())!;
  await text.click();
  const reading = portal(page).getByRole("region", { name: title });
  await expect(reading.getByText(opening)).toBeVisible();
  await reading.getByRole("button", { name: "Marcar como lida" }).click();
  await expect(reading.getByText("Concluída", { exact: true })).toBeVisible();
  return reading;
}

/** One attempt at the exam with every answer wrong (by the bank), through the portal's own call. */
export async function failExam(page: Page, subscriptionId: number) {
  const { headers, base } = await portalCourse(page, subscriptionId);
  const open = (await (await page.request.get(`${base}/exam`, { headers })).json()) as {
    questions: { id: number; prompt: string; options: { id: number; text: string }[] }[];
  };
  const answers = open.questions.map((question) => {
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
