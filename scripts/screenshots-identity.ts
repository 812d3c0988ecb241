import { mkdirSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumArgs } from "../playwright.config.ts";
import { chromiumPath } from "./chromium.ts";

/**
 * `npm run screenshots:identity -- <baseUrl>` → screenshots/{signin,signup-errors,two-factor}-{1280,375}.png
 * The identity screens of issue 5's acceptance in pt-BR, driven as a person would: the sign-in page, the
 * sign-up form submitted with invalid data (errors on their fields), and the two-factor dialog after `dupla`
 * signs in (the page solves the captcha itself once its box is ticked).
 */
const [base] = process.argv.slice(2);
if (!base) {
  console.error("usage: npm run screenshots:identity -- http://localhost:3000");
  process.exit(2);
}
const widths = [1280, 375] as const;

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

async function open(page: Page, path: string) {
  await page.goto(new URL(path, base).toString());
  await hydrated(page);
}

async function shoot(page: Page, name: string) {
  const path = `screenshots/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

const scenes: Record<string, (page: Page) => Promise<void>> = {
  signin: (page) => open(page, "/auth/signin"),
  "signup-errors": async (page) => {
    await open(page, "/auth/signup");
    await page.getByLabel("E-mail").fill("nao-e-email");
    await page.getByLabel("Senha", { exact: true }).fill("curta");
    await page.getByLabel("Repita a senha").fill("outra");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByLabel("CPF").and(page.locator('[aria-invalid="true"]')).waitFor();
  },
  "two-factor": async (page) => {
    await open(page, "/auth/signin");
    await page.getByLabel("Usuário ou e-mail").fill("dupla");
    await page.getByLabel("Senha", { exact: true }).fill("Sabia@2026");
    const captcha = page.getByRole("checkbox", { name: "Não sou um robô" });
    await captcha.click();
    await page.waitForFunction(
      () => (document.querySelector('input[name="captcha"]') as HTMLInputElement | null)?.value !== "",
      undefined,
      { timeout: 30_000 },
    );
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByRole("dialog", { name: "Verificação em duas etapas" }).waitFor();
  },
};

async function run(browser: Browser) {
  for (const width of widths) {
    for (const [name, scene] of Object.entries(scenes)) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "pt-BR" });
      const page = await context.newPage();
      await scene(page);
      await shoot(page, `${name}-${width}`);
      await context.close();
    }
  }
}

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await run(browser);
} finally {
  await browser.close();
}
