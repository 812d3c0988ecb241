import { generateCpf } from "@brazilian-utils/brazilian-utils";
import { solvedChallenge } from "#server/captcha/solve-challenge.ts";
import { expect, type APIRequestContext, type Locator, type Page } from "./recorded-test.ts";
import { storageKeys } from "#src/services/config.ts";
import { waitForHydration } from "./support.ts";

/** A new person for one test: unique username, e-mail and a CPF with real check digits. */
export function newPerson(tag: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    cpf: generateCpf(),
    name: "Marina Tavares",
    email: `${tag}-${suffix}@example.com`,
    username: `${tag}${suffix}`,
    password: "Prova#2026x",
    cellphone: "11987654321",
  };
}

/** Solves the server's ALTCHA challenge here (for API calls made by the test itself). */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  return solvedChallenge(await (await request.get("/api/captcha/challenge")).json());
}

/** Creates an account through the API (sign-up without the form), for tests about something else. */
export async function createAccount(request: APIRequestContext, person: ReturnType<typeof newPerson>) {
  const response = await request.post("/api/users/tenants/sabia", {
    headers: { captcha: await solvedCaptcha(request) },
    data: { ...person, applicationAlias: "artmed-marketplace" },
  });
  expect(response.status()).toBe(200);
}

/** Reads the newest message to `recipient` on /dev/mailbox (as a person on a fresh machine would). */
export async function readMailbox(page: Page, recipient: string, subject: string): Promise<string> {
  const mailbox = await page.context().newPage();
  let text = "";
  await expect(async () => {
    await mailbox.goto("/dev/mailbox");
    const message = mailbox
      .getByRole("article")
      .filter({ hasText: recipient })
      .filter({ has: mailbox.getByRole("heading", { name: subject }) })
      .first();
    text = await message.innerText();
  }).toPass({ timeout: 10_000 });
  await mailbox.close();
  return text;
}

export const sixDigitCodeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";
export const linkIn = (text: string, path: string) =>
  new URL(new RegExp(`https?://\\S+${path}\\S*`).exec(text)![0]).pathname;

/** Ticks the captcha box and waits for the proof of work (or for the automatic re-solve after a submission). */
export async function solveCaptcha(page: Page) {
  const box = page.getByRole("checkbox", { name: "Não sou um robô" });
  await expect(page.getByText("Verificando…")).toHaveCount(0, { timeout: 20_000 });
  if (!(await box.isChecked())) await box.click();
  await expect(box).toBeChecked({ timeout: 20_000 });
}

export const storedToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), storageKeys.accessToken);

/**
 * Waits until another page of the browser sees this page's access token as `expected` (present or absent).
 * Seen on the shared CI machine: a token written (or cleared) by a busy page was not yet in the browser's
 * storage when the test's `page.goto` loaded the next document, which then started without it — forever,
 * since that write never reached it (2–3 runs in 48 at load 12; never with this wait). A person needs more
 * than a few hundred milliseconds between landing and typing an address; a test needs to be told.
 */
export async function tokenSettled(page: Page, expected: "present" | "absent") {
  const probe = await page.context().newPage();
  try {
    await probe.goto(new URL("/robots.txt", page.url()).href);
    await expect
      .poll(() => probe.evaluate((key) => window.localStorage.getItem(key) !== null, storageKeys.accessToken))
      .toBe(expected === "present");
  } finally {
    await probe.close();
  }
}

/** Forgets the session from the test's side (a page with no menu, as the expired-password page) and waits for it. */
export async function clearStoredSession(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await tokenSettled(page, "absent");
}

/**
 * Signs out as a person does: the account menu (platform) or the user menu (storefront), then "Sair" — which is
 * only there once the page has settled. (Clearing the storage from the test instead raced the platform home's
 * own role assumption, which stored its new token after the clear and left the person signed in.)
 */
export async function signOut(page: Page) {
  const menu = page.getByRole("button", { name: /^(Menu da conta|Menu do usuário)/ });
  await menu.click();
  await page.getByRole("button", { name: "Sair", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await tokenSettled(page, "absent");
}

/** GET me with the page's stored token: the account as the API keeps it. */
export async function readMe<T>(page: Page): Promise<T> {
  const me = await page.request.get("/api/users/me", {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  return (await me.json()) as T;
}

export async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByLabel("Usuário ou e-mail").fill(username);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** Where a person signs in: the sign-in page at `url` (the portal's, the operation host's, a return path), then its form. */
export async function signInFromPage(page: Page, username: string, password: string, url = "/auth/signin") {
  await page.goto(url);
  await waitForHydration(page);
  await fillSignIn(page, username, password);
}

/** A new account (tagged `tag`) that signs in on the sign-in page and lands on the platform home. */
export async function newPersonAtHome(page: Page, request: APIRequestContext, tag: string) {
  const person = newPerson(tag);
  await createAccount(request, person);
  await signInFromPage(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
  return person;
}

/** What the masks of spec §5 show for the digits: 000.000.000-00 and (99) 99999-9999. */
export const maskedCpf = (digits: string) =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
export const maskedCellphone = (digits: string) =>
  `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

/**
 * Types digits key by key into a masked field, at full speed with no pause between keys, after clearing it, and
 * expects the mask to show every digit. (The mask library before issue 16 dropped keys typed quickly, so this
 * helper retried until the field looked right — which hid the bug from every test.)
 */
export async function typeMasked(field: Locator, digits: string, expected: string) {
  await field.fill("");
  await field.pressSequentially(digits);
  await expect(field).toHaveValue(expected);
}

/**
 * On /impersonate (signed in as an operator): looks the person up by username and accesses as them with the role
 * chosen among theirs (issue 28: the page offers the person's roles, no free text).
 */
export async function accessAs(page: Page, username: string, roleAlias: string) {
  await page.getByRole("textbox", { name: "Usuário", exact: true }).fill(username);
  await page.getByRole("button", { name: "Ver perfis" }).click();
  const role = page.getByRole("combobox", { name: "Perfil", exact: true });
  await expect(role).toBeFocused();
  await role.selectOption(roleAlias);
  await page.getByRole("button", { name: "Acessar", exact: true }).click();
}
