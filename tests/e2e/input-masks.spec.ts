import { expect, test } from "./recorded-test.ts";
import { waitForHydration } from "./support.ts";

/**
 * Issue 16: the CPF and cellphone masks (spec §5) lost the first digit after a clear-and-retype (4 of 5 tries)
 * and garbled a paste, so a correct CPF read "CPF inválido".
 */
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test.beforeEach(async ({ page }) => {
  await page.goto("/signup");
  await waitForHydration(page);
});

test("clear and retype five times at full speed: every digit lands each time", async ({ page }) => {
  const cpf = page.getByLabel("CPF");
  const cellphone = page.getByLabel("Celular");
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await cpf.click();
    await cpf.press("ControlOrMeta+a");
    await cpf.press("Backspace");
    await cpf.pressSequentially("52998224725");
    await expect(cpf).toHaveValue("529.982.247-25");
    await cellphone.click();
    await cellphone.press("ControlOrMeta+a");
    await cellphone.press("Backspace");
    await cellphone.pressSequentially("51999990000");
    await expect(cellphone).toHaveValue("(51) 99999-0000");
  }
});

test("a paste, formatted or plain, shows the CPF once and right", async ({ page }) => {
  const cpf = page.getByLabel("CPF");
  for (const pasted of ["529.982.247-25", "52998224725", " 529 982 247 25 "]) {
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await cpf.fill("");
    await cpf.focus();
    await page.keyboard.press("ControlOrMeta+v");
    await expect(cpf).toHaveValue("529.982.247-25");
  }
});

test("backspace over a separator removes the digit before it, and typing in the middle keeps the caret", async ({
  page,
}) => {
  const cpf = page.getByLabel("CPF");
  await cpf.pressSequentially("5299");
  await expect(cpf).toHaveValue("529.9");
  await cpf.press("Backspace");
  await expect(cpf).toHaveValue("529");
  await cpf.pressSequentially("98224725");
  await cpf.press("Home");
  for (let step = 0; step < 4; step += 1) await cpf.press("ArrowRight");
  // Caret after "529.": Backspace takes the 9 (the digit before the dot), and the digits after it move up.
  await cpf.press("Backspace");
  await expect(cpf).toHaveValue("529.822.472-5");
});
