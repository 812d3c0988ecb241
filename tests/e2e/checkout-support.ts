import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect, type APIRequestContext, type Locator, type Page } from "./recorded-test.ts";
import { sandboxCards } from "#src/domain/payments/sandbox-cards.ts";
import { storageKeys } from "#src/services/config.ts";
import { createAccount, fillSignIn, newPerson, signInFromPage } from "./identity-support.ts";
import { waitForHydration } from "./support.ts";

/** A course of the demo catalogue with card plans and a cash plan, that no demo account has bought. */
export const courseOnSale = "qualidade-e-seguranca-do-paciente";

/** Where a buyer starts: the course page's "Comprar agora", which opens the checkout (signed out: its choices). */
export async function openCheckoutFromCoursePage(page: Page, slug: string) {
  await page.goto(`/curso/${slug}`);
  await waitForHydration(page);
  await page
    .getByRole("complementary", { name: "Comprar agora" })
    .getByRole("link", { name: "Comprar agora" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${slug}$`));
  await waitForHydration(page);
}

/**
 * A new customer (an account of its own, so a retried test never meets the purchase of its first try) who
 * opens the course page, follows "Comprar agora", signs in from the checkout's "Entrar para comprar" and comes
 * back to the checkout of `slug`.
 */
export async function signInToCheckout(page: Page, request: APIRequestContext, slug: string, tag = "buyer") {
  const person = newPerson(tag);
  await createAccount(request, person);
  await openCheckoutFromCoursePage(page, slug);
  await page.getByRole("link", { name: "Entrar para comprar" }).click();
  await expect(page).toHaveURL(new RegExp(`/signin/${encodeURIComponent(`/checkout/${slug}`)}$`));
  await waitForHydration(page);
  await fillSignIn(page, person.username, person.password);
  await expect(page).toHaveURL(new RegExp(`/checkout/${slug}$`));
  await expect(page.getByRole("heading", { name: "Escolha como pagar" })).toBeVisible();
  return person;
}

/** The person's subscription for `slug`, as the checkout recovers it (the API answers the same one). */
export async function subscriptionIdOf(page: Page, slug: string): Promise<number> {
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  const response = await page.request.post("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
    headers: { authorization: `Bearer ${token}` },
    data: { friendlyUrl: slug },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { subscriptionId: number }).subscriptionId;
}

/** The payments sandbox (loopback only): pay a Pix or a slip at the bank, confirm a card, move the clock. */
export const sandbox = {
  pay: (request: APIRequestContext, id: number) => request.post(`/api/dev/sandbox/subscriptions/${id}/pay`),
  confirmCard: (request: APIRequestContext, id: number) =>
    request.post(`/api/dev/sandbox/subscriptions/${id}/confirm-card`),
  advance: (request: APIRequestContext, move: { businessDays?: number; minutes?: number }) =>
    request.post("/api/dev/sandbox/advance", { data: move }),
};

/**
 * Step 1 → 2: how to pay first (issue 28) — cash (Pix or boleto), or the card and then `installments` in its
 * select —, then on to the payment.
 */
export async function choosePlan(page: Page, plan: "cash" | number) {
  const saved = () => expect(page.getByText("Salvando o plano…")).toHaveCount(0);
  await page
    .getByRole("radio", { name: plan === "cash" ? /^À vista no Pix ou boleto/ : /^Cartão de crédito/ })
    .check();
  await saved();
  if (plan !== "cash") {
    const installments = page.getByLabel("Parcelas");
    const option = installments.locator("option", { hasText: new RegExp(`^${plan}×`) });
    await installments.selectOption((await option.getAttribute("value"))!);
    await saved();
  }
  await page.getByRole("button", { name: "Continuar para o pagamento" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento", exact: true })).toBeVisible();
}

/** Reads the QR Code picture as a phone camera would: a screenshot of the image, decoded. */
export async function decodeQr(image: Locator): Promise<string> {
  const png = PNG.sync.read(await image.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, "the QR Code is readable").not.toBeNull();
  return decoded!.data;
}

/** Fills the card form with a sandbox card (sandboxCards in src/domain/payments/sandbox-cards.ts). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel("Número do cartão").fill(number);
  await page.getByLabel("Nome impresso no cartão").fill("MARINA TAVARES");
  await page.getByLabel("Validade").fill("12/30");
  await page.getByLabel("Código de segurança (CVV)").fill("123");
}

const itfDigits = ["00110", "10001", "01001", "11000", "00101", "10100", "01100", "00011", "10010", "01010"];

/**
 * Reads an Interleaved 2 of 5 barcode drawn as <rect>s (x, width; the first rect is the white background) the
 * way a scanner does: bar and space widths, narrow or wide, start and stop patterns, digit pairs.
 */
export function decodeItf(rects: Array<{ x: number; width: number }>): string {
  const bars = rects.toSorted((a, b) => a.x - b.x);
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    widths.push(bar.width);
    const next = bars[index + 1];
    if (next) widths.push(next.x - (bar.x + bar.width));
  });
  const narrow = Math.min(...widths);
  const wide = (width: number) => (width > narrow * 1.5 ? "1" : "0");
  expect(widths.slice(0, 4).map(wide).join(""), "start pattern").toBe("0000");
  expect(widths.slice(-3).map(wide).join(""), "stop pattern").toBe("100");
  const body = widths.slice(4, -3);
  let digits = "";
  for (let at = 0; at < body.length; at += 10) {
    const pair = body.slice(at, at + 10).map(wide);
    digits += String(itfDigits.indexOf(pair.filter((_, i) => i % 2 === 0).join("")));
    digits += String(itfDigits.indexOf(pair.filter((_, i) => i % 2 === 1).join("")));
  }
  return digits;
}

/** A new person buys `slug` (default `courseOnSale`) with Pix through the checkout and the sandbox pays it; the purchase's id. */
export async function buyWithPix(
  page: Page,
  request: APIRequestContext,
  tag: string,
  slug = courseOnSale,
): Promise<number> {
  return (await buyWithPixAs(page, request, tag, slug)).id;
}

/** buyWithPix, answering the new person too. */
export async function buyWithPixAs(page: Page, request: APIRequestContext, tag: string, slug = courseOnSale) {
  const person = await signInToCheckout(page, request, slug, tag);
  await choosePlan(page, "cash");
  await page.getByRole("radio", { name: "Pix" }).check();
  await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
  const id = await subscriptionIdOf(page, slug);
  expect((await sandbox.pay(request, id)).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout: 15_000 });
  return { id, person };
}

/** A new person pays `courseOnSale` with the sandbox card that waits for the operator; the purchase's id. */
export async function payWithPendingCard(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<number> {
  await signInToCheckout(page, request, courseOnSale, tag);
  await choosePlan(page, 1);
  await fillCard(page, sandboxCards.pending);
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Pagamento em análise" })).toBeVisible();
  return subscriptionIdOf(page, courseOnSale);
}

const aluno = { username: "aluno", password: "Sabia@2026", name: "Ana Lúcia Moreira" };

/** A person (aluno unless said) signs in on the storefront's sign-in page (returning home) and opens a page of the user menu, as a customer does. */
export async function openFromUserMenu(
  page: Page,
  item: "Meus cursos" | "Minhas compras",
  person: { username: string; password: string; name: string } = aluno,
) {
  await signInFromPage(page, person.username, person.password, "/signin/%2F");
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await page.getByRole("button", { name: `Menu do usuário: ${person.name}` }).click();
  await page.getByRole("link", { name: item }).click();
}
