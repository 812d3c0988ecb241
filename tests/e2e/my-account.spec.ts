import { expect, test, type Page } from "./recorded-test.ts";
import sharp from "sharp";
import { jpegHeaderBytes, pngImage } from "../fixtures/images.ts";
import { createAccount, newPersonAtHome } from "./identity-support.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/**
 * My Account (issue 14): reached as a person does — sign in on the identity page, open the avatar's menu, choose
 * "Minha conta" — every tab saves and still shows after a reload; photo refusals; the dialog kit's focus trap;
 * snackbars; axe in the four themes. Each test signs up its own person, so tests run in parallel and never
 * change a demo account's language or theme under another spec.
 */
// Each test signs a new person up and in, then saves several times (axe runs three times): on this shared 2-core
// machine a test took up to 31 s in a parallel run, past the 30 s default.
test.describe.configure({ timeout: 60_000 });

async function openMyAccount(page: Page, request: Parameters<typeof createAccount>[0]) {
  // Signing in on the portal lands on the platform home (issue 14): My Account is in the avatar's menu.
  const person = await newPersonAtHome(page, request, "conta");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Menu da conta" }).click();
  await page.getByRole("link", { name: "Minha conta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
  // The menu closes once its link is followed.
  await expect(page.getByRole("link", { name: "Minha conta" })).toHaveCount(0);
  await expect(page.getByRole("tablist", { name: "Seções da minha conta" })).toBeVisible();
  return person;
}

const tab = (page: Page, name: string | RegExp) => page.getByRole("tab", { name });
const snackbar = (page: Page) => page.getByRole("status").filter({ hasText: /./ }).last();

test.describe("My Account (issue 14)", () => {
  test("contact information, time zone and accessibility save and are still there after a reload", async ({
    page,
    request,
  }) => {
    await openMyAccount(page, request);
    await page.getByLabel("Nome completo").fill("Marina Tavares Lopes");
    await page.getByLabel("Celular").fill("11912345678");
    await page.getByRole("button", { name: "Salvar informações" }).click();
    await expect(page.getByText("Informações salvas.")).toBeVisible();

    // The tablist works from the keyboard: arrows move and select, the panel follows.
    await tab(page, "Informações de contato").focus();
    await page.keyboard.press("ArrowDown");
    await expect(tab(page, "Foto")).toBeFocused();
    await expect(tab(page, "Foto")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(page, "Sessões ativas")).toBeFocused();

    await tab(page, "Fuso horário").click();
    const zones = page.getByRole("combobox", { name: "Fuso horário" });
    expect(await zones.locator("option").count()).toBeGreaterThan(300);
    await zones.selectOption("America/Manaus");
    await page.getByRole("button", { name: "Salvar fuso horário" }).click();
    await expect(page.getByText("Fuso horário salvo.")).toBeVisible();

    await tab(page, "Acessibilidade").click();
    await page.getByLabel(/avatar de Libras/).check();
    await page.getByRole("button", { name: "Salvar acessibilidade" }).click();
    await expect(page.getByText("Preferência de acessibilidade salva.")).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Marina Tavares Lopes ·")).toBeVisible();
    await expect(page.getByLabel("Celular")).toHaveValue("11912345678");
    await tab(page, "Fuso horário").click();
    await expect(page.getByText(/Fuso atual: America\/Manaus \(UTC-04:00\)/)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Fuso horário" })).toHaveValue("America/Manaus");
    await tab(page, "Acessibilidade").click();
    await expect(page.getByLabel(/avatar de Libras/)).toBeChecked();
  });

  test("a refused field is named: an invalid cellphone", async ({ page, request }) => {
    await openMyAccount(page, request);
    await page.getByLabel("Celular").fill("123");
    await page.getByRole("button", { name: "Salvar informações" }).click();
    await expect(page.getByLabel("Celular")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Celular")).toHaveAccessibleDescription(/Informações inválidas/);
    // Nothing half-written: after a reload the account keeps its cellphone.
    await page.reload();
    await expect(page.getByLabel("Celular")).toHaveValue("11987654321");
  });

  test("language and theme apply at once and on every later visit", async ({ page, request }) => {
    await openMyAccount(page, request);
    await tab(page, "Tema").click();
    await page.getByLabel("Escuro", { exact: true }).check();
    await page.getByRole("button", { name: "Salvar tema" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    await tab(page, "Idioma").click();
    await page.getByLabel("English").check();
    await page.getByRole("button", { name: "Salvar idioma" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Everything turns at once (issue 28): the toast speaks the new language, and so does the side menu.
    await expect(page.getByText("Language saved.")).toBeVisible();
    const sideMenu = page.getByRole("navigation", { name: "Main menu" });
    await expect(sideMenu.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(sideMenu.getByLabel("Filter the menu")).toBeVisible();

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();

    // A new browser (no preference cookies) signs in: the account's language and theme win over the browser's.
    await page.context().clearCookies();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // The same on the storefront: a signed-in person's home page takes the account's language and theme.
    await page.context().clearCookies();
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("photo: each refusal has its message; a fitting photo becomes the avatar", async ({
    page,
    request,
  }) => {
    await openMyAccount(page, request);
    await tab(page, "Foto").click();
    const choose = page.getByLabel("Escolher nova foto");
    const send = page.getByRole("button", { name: "Enviar foto" });
    const cases = [
      {
        name: "grande.png",
        mimeType: "image/png",
        buffer: pngImage(700, 800, { noisy: true }),
        message: /A foto tem mais de 1 MB/,
      },
      {
        name: "pequena.png",
        mimeType: "image/png",
        buffer: pngImage(600, 600),
        message: /A foto é pequena demais/,
      },
      {
        name: "baixa.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp({ create: { width: 683, height: 700, channels: 3, background: "#888" } })
          .jpeg()
          .toBuffer(),
        message: /A foto é pequena demais/,
      },
      // A JPEG header with nothing after it, and a PNG signature followed by a script: neither decodes (issue 25).
      {
        name: "cabecalho.jpg",
        mimeType: "image/jpeg",
        buffer: jpegHeaderBytes(683, 800),
        message: /Não conseguimos ler esta imagem/,
      },
      {
        name: "script.png",
        mimeType: "image/png",
        buffer: Buffer.concat([pngImage(700, 800).subarray(0, 33), Buffer.from("<script>alert(1)</script>")]),
        message: /Não conseguimos ler esta imagem/,
      },
      {
        name: "foto.gif",
        mimeType: "image/gif",
        buffer: Buffer.from("GIF89a......"),
        message: /A foto deve ser uma imagem PNG ou JPG/,
      },
      // Named and typed as a PNG but not one: the server reads the header and refuses it.
      {
        name: "falsa.png",
        mimeType: "image/png",
        buffer: Buffer.from("not really a png at all"),
        message: /A foto deve ser uma imagem PNG ou JPG/,
      },
    ];
    for (const { message, ...file } of cases) {
      await choose.setInputFiles(file);
      await send.click();
      await expect(choose).toHaveAttribute("aria-invalid", "true");
      await expect(choose).toHaveAccessibleDescription(message);
    }
    await choose.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: pngImage(700, 800) });
    await send.click();
    await expect(page.getByText("Foto atualizada.")).toBeVisible();
    const avatar = page.getByRole("img", { name: /^Foto de / }).first();
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(700);
    await page.reload();
    await expect(page.getByRole("img", { name: /^Foto de / }).first()).toBeVisible();

    // Removing it asks first (the dialog kit's delete kind): confirm stays off until the box is ticked, focus
    // stays inside, Escape does not close it, and focus goes back to the button that opened it.
    await tab(page, "Foto").click();
    const remove = page.getByRole("button", { name: "Remover foto" });
    await remove.click();
    const dialog = page.getByRole("alertdialog", { name: "Remover sua foto?" });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBe(440);
    const confirm = dialog.getByRole("button", { name: "Remover", exact: true });
    await expect(confirm).toBeDisabled();
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();

    await remove.click();
    await dialog.getByRole("checkbox").check();
    await expect(confirm).toBeEnabled();
    await expectNoAxeViolations(page);
    await confirm.click();
    await expect(page.getByText("Você ainda não tem foto.")).toBeVisible();
    await page.reload();
    await tab(page, "Foto").click();
    await expect(page.getByText("Você ainda não tem foto.")).toBeVisible();
  });

  test("axe finds nothing on My Account in any of the four themes", async ({ page, request }) => {
    await openMyAccount(page, request);
    await expectNoAxeViolationsInEveryTheme(page);
    await tab(page, "Tema").click();
    await expectNoAxeViolationsInEveryTheme(page);
    await page.getByRole("button", { name: "Salvar tema" }).click();
    await expect(snackbar(page)).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });
});

test.describe("cross-tab dialogs on the storefront (issue 14, spec §4 Other tabs)", () => {
  test("signing out in My Account shows the logged-out dialog on a storefront tab: 440 px, focus kept, Escape ignored", async ({
    context,
    request,
  }) => {
    const first = await context.newPage();
    await openMyAccount(first, request);
    const second = await context.newPage();
    await second.goto("/");
    await waitForHydration(second);
    await expect(second.getByRole("button", { name: /Menu do usuário/ })).toBeVisible();

    await first.getByRole("button", { name: "Menu da conta" }).click();
    await first.getByRole("button", { name: "Sair", exact: true }).click();

    const dialog = second.getByRole("dialog", { name: "Sessão encerrada" });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBe(440);
    const ok = dialog.getByRole("button", { name: "OK" });
    await expect(ok).toBeFocused();
    for (const key of ["Tab", "Shift+Tab", "Tab"]) {
      await second.keyboard.press(key);
      await expect(ok).toBeFocused();
    }
    await second.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(second);
    await ok.click();
    await expect(second).toHaveURL(/\/auth\/signin/);
  });
});

test.describe("online/offline notice and snackbars (issue 14, spec §4 Shell)", () => {
  test("going offline shows the notice; coming back announces it in a snackbar", async ({
    page,
    context,
    request,
  }) => {
    await openMyAccount(page, request);
    const offline = page.getByRole("status").filter({ hasText: "Você está sem conexão" });
    // The notices load just after hydration: wait for their live region before cutting the network.
    await expect(page.getByRole("status", { name: "Avisos" })).toBeAttached();
    await context.setOffline(true);
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    const back = page.getByRole("status", { name: "Avisos" });
    await expect(back).toContainText("Conexão restabelecida.");
    await back.getByRole("button", { name: "Fechar aviso" }).click();
    await expect(back).not.toContainText("Conexão restabelecida.");
  });
});

test.describe("My Account layout (issue 14)", () => {
  for (const width of [1280, 375]) {
    test(`fits ${width} px without sideways scrolling; screenshots to look at`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openMyAccount(page, request);
      await page.getByLabel("Celular").fill("11912345678");
      await page.getByRole("button", { name: "Salvar informações" }).click();
      await expect(page.getByText("Informações salvas.")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`my-account-contact-${width}.png`), fullPage: true });
      await tab(page, "Tema").click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`my-account-theme-${width}.png`), fullPage: true });
    });
  }
});
