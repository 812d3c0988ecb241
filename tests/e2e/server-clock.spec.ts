import { expect, test } from "./recorded-test.ts";
import { choosePlan, courseOnSale, signInToCheckout } from "./checkout-support.ts";

/** Spec §3 systemDate: the Pix countdown runs on the platform's time, not on a device clock that is wrong. */
test("with the device's clock 7 minutes behind, the Pix countdown still shows the server's 3 minutes", async ({
  page,
  request,
}) => {
  // The whole visit runs on a clock 7 minutes slow: by it alone the code would seem to have 10 minutes left.
  await page.clock.install({ time: Date.now() - 7 * 60_000 });
  await signInToCheckout(page, request, courseOnSale, "skewed-clock");
  await choosePlan(page, "cash");
  await page.getByRole("radio", { name: "Pix" }).check();
  await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
  const countdown = page.getByText("O código vale por").locator("span");
  await expect(countdown).toHaveText(/^[23]:\d\d$/);
  const [minutes = 0, seconds = 0] = (await countdown.innerText()).split(":").map(Number);
  expect(minutes * 60 + seconds).toBeGreaterThan(120);
  expect(minutes * 60 + seconds).toBeLessThanOrEqual(180);
  await expect(page.getByText(/^Restam [23] minutos para pagar o Pix\.$/)).toBeAttached();
});
