import { mkdirSync, readFileSync } from "node:fs";
import { dailyDripCourse, dailyDripIntervalDays } from "#server/db/seed/seed-purchases.ts";
import { buyWithPix, sandbox } from "../checkout-support.ts";
import {
  answerAll,
  exam,
  opensOn,
  outline,
  play,
  portal,
  portalCourse,
  readFirstTextLesson,
  videoLessons,
  watchModules,
} from "../portal-support.ts";
import { expect, test } from "../recorded-test.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "../support.ts";

/**
 * Issue 32's acceptance in one run, from the course page: a new customer buys the course that drips a module a
 * day, opens it from My Courses ("Acessar curso") in the portal; the exam says it opens at 75 % of the modules;
 * the locked modules say when they open; the sandbox clock (shared by the server: this runs in the sandbox-clock
 * project) moves on until 75 % of the modules are open; a lesson's PDF material opens from its labelled link by
 * keyboard, comes only signed (unsigned: 403), and the lesson is marked read; a video lesson is watched in the
 * player and a text lesson marked read, the rest of those modules reported watched through the player's own progress call; the exam opens;
 * the person fails once, then passes; downloads the certificate's PDF, opens its public verification page; and the
 * cancellation quote, still inside the 7 days, refuses the refund because of the certificate (§9). The right
 * answers come from the seed's question bank, which the browser never receives.
 */
test.describe.configure({ mode: "serial" });

const shots = process.env.PORTAL_SCREENSHOTS ?? "/tmp/portal-shots";
const courseName = "Insuficiência Cardíaca: do Diagnóstico ao Tratamento";

test("bought, dripped modules opened by the clock, 75 %, exam failed then passed, certificate verified, refund waived", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const id = await buyWithPix(page, request, "journey", dailyDripCourse);
  // The purchase's day on the sandbox's clock (earlier specs of this project may have moved it).
  const paidOn = ((await (await request.get("/api/dev/sandbox/clock")).json()) as { now: string }).now;
  const paidDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
    new Date(paidOn),
  );
  await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Acessar curso" }).click();
  await expect(page).toHaveURL(new RegExp(`/wc/sabia-portal/sabia-course-portal\\?curso=${id}$`));
  await expect(portal(page).getByRole("heading", { level: 2, name: courseName })).toBeVisible();
  await expect(exam(page)).toContainText(
    "A prova abre quando você concluir 75 % dos módulos; você concluiu 0 %.",
  );

  // The second module opens the day after the purchase: it and its lessons say when.
  const tomorrow = opensOn(dailyDripIntervalDays, paidDay);
  await expect(outline(page).getByText(`Libera em ${tomorrow}`)).toBeVisible();
  await expect(outline(page).getByText(`Bloqueada · Disponível em ${tomorrow}`).first()).toBeVisible();

  // The clock moves on, a day at a time, until 75 % of the modules are open (still inside the 7 days).
  const { course } = await portalCourse(page, id);
  const needed = Math.ceil(course.modules.length * 0.75);
  const days = (needed - 1) * dailyDripIntervalDays;
  expect(days).toBeLessThan(7);
  expect((await sandbox.advance(request, { minutes: days * 24 * 60 })).status()).toBe(200);
  await page.reload();
  await expect(outline(page).getByText(`Liberado em ${opensOn(days, paidDay)}`)).toBeVisible();

  // A lesson's PDF material (the second module's first lesson): a labelled link, reached and opened by keyboard;
  // paid content, so its address is signed (200, a PDF) and the bare address is refused (403). Read, then marked.
  const withMaterial = outline(page)
    .getByRole("list", { name: /^Módulo 2 — / })
    .getByRole("button")
    .first();
  await expect(withMaterial).toContainText("Texto · PDF ·");
  const materialTitle = (await withMaterial.locator("span").first().textContent())!;
  await withMaterial.click();
  const materialLesson = portal(page).getByRole("region", { name: materialTitle });
  const material = materialLesson.getByRole("link", { name: "Abrir o material da aula (PDF, em nova aba)" });
  await material.focus();
  const [tab] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
  const address = new URL((await material.getAttribute("href"))!, page.url());
  expect(tab.url()).toContain(address.pathname);
  await tab.close();
  const pdf = await page.request.get(address.href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await page.request.get(`${address.origin}${address.pathname}`)).status()).toBe(403);
  await page.screenshot({ path: `${shots}/material-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${shots}/material-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolationsInEveryTheme(page, "sabia-course-portal");
  await materialLesson.getByRole("button", { name: "Marcar como lida" }).click();
  await expect(materialLesson.getByText("Concluída", { exact: true })).toBeVisible();

  // A video lesson watched in the player at 2× to its end, a text lesson read; then the rest of those modules.
  const first = videoLessons(page).first();
  const title = (await first.locator("span").first().textContent())!;
  await first.click();
  await play(page, "2");
  await expect(
    portal(page).getByRole("region", { name: title }).getByText("Concluída", { exact: true }),
  ).toBeVisible({ timeout: 60_000 });
  await readFirstTextLesson(page, /^Boas-vindas ao curso/);
  await watchModules(page, id);

  await page.reload();
  await expect(exam(page)).toContainText(/\d+ questões · nota mínima 60 · 3 tentativa\(s\) restante\(s\)/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${shots}/exam-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolationsInEveryTheme(page, "sabia-course-portal");

  // Sending with a question left blank is refused here; all wrong fails (graded on the server), all right passes.
  await exam(page).getByRole("button", { name: "Enviar respostas" }).click();
  await expect(exam(page).getByRole("alert")).toHaveText("Responda todas as questões antes de enviar.");
  await answerAll(page, false);
  await expect(exam(page).getByRole("status")).toContainText(
    "abaixo da mínima de 60. Tentativas restantes: 2.",
  );
  await exam(page).getByRole("button", { name: "Continuar" }).click();
  await answerAll(page, true);
  await expect(exam(page).getByRole("status")).toContainText("Aprovado! Nota 100");
  await exam(page).getByRole("button", { name: "Continuar" }).click();
  await expect(exam(page)).toContainText("Você foi aprovado na prova com nota 100.");
  const issued = (
    await exam(page)
      .getByText(/^Seu certificado foi emitido/)
      .innerText()
  ).trim();
  const code = /Código de verificação: ([A-Z0-9-]+)\./.exec(issued)![1]!;
  await page.screenshot({ path: `${shots}/exam-passed-1280.png`, fullPage: true });

  // The PDF, downloaded with the person's session.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exam(page).getByRole("button", { name: "Baixar certificado (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificado-${code}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // Its public verification page says it is real.
  await exam(page).getByRole("link", { name: "Abrir a página de verificação" }).click();
  await expect(page).toHaveURL(new RegExp(`/certificado/${code}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Certificado válido" })).toBeVisible();
  await page.screenshot({ path: `${shots}/certificate-check-1280.png`, fullPage: true });
  await expectNoAxeViolationsInEveryTheme(page);
  // A forged code: "not found", as a 404.
  const forged = await page.goto("/certificado/ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Certificado não encontrado" })).toBeVisible();

  // Within 7 days of the payment, the certificate ends the right to a refund: the quote says so.
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Menu do usuário/ })
    .click();
  await page.getByRole("link", { name: "Minhas compras" }).click();
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Ver detalhes: / })
    .first()
    .click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Cancelar compra" }).click();
  await expect(page.getByText(/^O certificado foi emitido nos primeiros 7 dias após a compra/)).toBeVisible();
});
