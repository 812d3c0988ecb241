import { expect, test } from "../recorded-test.ts";
import {
  choosePlan,
  courseOnSale,
  sandbox,
  signInToCheckout,
  subscriptionIdOf,
} from "../checkout-support.ts";
import { expectNoAxeViolations } from "../support.ts";

// These tests move the payments sandbox's clock, which every purchase of the server shares: they run one at a
// time, in their own Playwright project, after all the others (playwright.config.ts).
test.describe.configure({ mode: "serial" });

test.describe("checkout over sandbox time (issue 12, spec §9)", () => {
  test("Pix: after its 3 minutes the code expires on the page, a new one can be generated and paid", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "pixrenew");
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Pix" }).check();
    await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
    const first = await page.getByLabel("Pix copia e cola").inputValue();

    expect((await sandbox.advance(request, { minutes: 4 })).status()).toBe(200);
    await expect(page.getByText("O código Pix expirou: ele vale 3 minutos.")).toBeVisible({
      timeout: 15_000,
    });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Gerar novo código Pix" }).click();
    await expect(page.getByLabel("Pix copia e cola")).not.toHaveValue(first);
    await expect(page.getByLabel("Pix copia e cola")).not.toHaveValue("");

    expect((await sandbox.pay(request, await subscriptionIdOf(page, courseOnSale))).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout: 15_000 });
  });

  test("boleto: paid at the bank it waits; two banking business days later the purchase is confirmed", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "slip");
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Boleto bancário" }).check();
    await page.getByRole("button", { name: /^Gerar boleto de R\$/ }).click();
    await expect(page.getByRole("heading", { name: "Boleto gerado" })).toBeVisible();
    await expect(page.getByText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    const id = await subscriptionIdOf(page, courseOnSale);
    expect((await sandbox.pay(request, id)).status()).toBe(200);
    expect((await sandbox.advance(request, { businessDays: 1 })).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Boleto gerado" })).toBeVisible();

    const cleared = await sandbox.advance(request, { businessDays: 1 });
    expect(((await cleared.json()) as { clearedSubscriptionIds: number[] }).clearedSubscriptionIds).toContain(
      id,
    );
    await page.reload();
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible();
    await expect(page.getByText("Pago com boleto")).toBeVisible();
  });
});
