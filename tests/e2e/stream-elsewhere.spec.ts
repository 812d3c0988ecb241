import { mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { streamWindowSeconds } from "#src/domain/portal/stream-window.ts";
import { dripCourse } from "#server/db/seed/seed-purchases.ts";
import { buyWithPix } from "./checkout-support.ts";
import { storedToken } from "./identity-support.ts";
import { expect, test, type Page } from "./recorded-test.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/**
 * Issue 32, spec §6 for watching (ADR 096): a customer opens her course in the portal while her account already
 * streams from another IP (the test's API calls, forwarded for 203.0.113.50: the e2e server trusts loopback
 * proxies). The lesson she starts is stopped at its first progress report and the portal says why, with a retry;
 * retrying while the other place still streams is refused again; once the other place has been quiet for the
 * stream window, the retry opens the same lesson. axe is clean on the refusal in the four themes.
 */
const shots = process.env.PORTAL_SCREENSHOTS ?? "/tmp/portal-shots";
const otherPlace = "203.0.113.50";
const portal = (page: Page) => page.locator("sabia-course-portal");
const refusal = (page: Page) =>
  portal(page).getByRole("heading", { name: "Sua conta está assistindo em outro lugar" });

interface Course {
  modules: { lessons: { id: number; kind: string }[] }[];
}

/** The other place: the same account, its calls forwarded for another IP. */
function elsewhere(request: APIRequestContext, token: string, id: number) {
  const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": otherPlace };
  const course = `/api/candidate/portal/courses/${id}`;
  return {
    read: () => request.get(course, { headers }),
    report: (lessonId: number, seconds: number) =>
      request.put(`${course}/lessons/${lessonId}/progress`, {
        headers,
        data: { watchedSeconds: seconds, positionSeconds: seconds },
      }),
  };
}

test("a second stream from another IP is refused in the portal, with a retry that works once the other stops", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const id = await buyWithPix(page, request, "stream", dripCourse);
  await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Acessar curso" }).click();
  await expect(page).toHaveURL(new RegExp(`/wc/sabia-portal/sabia-course-portal\\?curso=${id}$`));
  const outline = portal(page).getByRole("navigation", { name: "Conteúdo do curso" });
  await expect(outline).toBeVisible();

  // The other place starts watching the first lesson (nobody streams yet, so it may).
  const other = elsewhere(request, (await storedToken(page))!, id);
  const course = (await (await other.read()).json()) as Course;
  const lesson = course.modules[0]!.lessons[0]!.id;
  expect((await other.report(lesson, 5)).status()).toBe(200);

  // Here, a video lesson starts: its first report is refused, the player stops and the portal says why.
  await outline
    .getByRole("button", { name: /Vídeo · 1 min/ })
    .first()
    .click();
  const video = portal(page).locator("video");
  await expect(video).toHaveJSProperty("readyState", 4, { timeout: 15_000 });
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect(refusal(page)).toBeVisible({ timeout: 20_000 });
  await expect(portal(page).getByRole("alert")).toContainText("um lugar por vez");
  await expect(portal(page).getByText(`cerca de ${streamWindowSeconds} segundos`)).toBeVisible();
  await expect(portal(page).locator("video")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/portal-elsewhere-1280.png` });
  await expectNoAxeViolationsInEveryTheme(page, "sabia-course-portal");

  // The other place goes on: a retry is refused again (the course read hands out no media meanwhile).
  expect((await other.report(lesson, 10)).status()).toBe(200);
  await portal(page).getByRole("button", { name: "Tentar de novo" }).click();
  await expect(refusal(page)).toBeVisible();

  // The other place stops; after the stream window the retry opens the course again, at the same lesson.
  await page.waitForTimeout((streamWindowSeconds + 1) * 1000);
  await portal(page).getByRole("button", { name: "Tentar de novo" }).click();
  await expect(outline).toBeVisible();
  await expect(portal(page).locator("video")).toHaveCount(1);
  await expect(refusal(page)).toHaveCount(0);
  // Now this place streams, and the other one is the one refused.
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  // Past its first 5 s report here, the other place is the one refused.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(7);
  await expect(refusal(page)).toHaveCount(0);
  const refused = await other.report(lesson, 15);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe("streamingElsewhere");
});
