import type { Page } from "@playwright/test";
import { choosePlan, signInToCheckout, subscriptionIdOf } from "../checkout-support.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "../support.ts";
import {
  expect,
  gatewayControl,
  gatewayLog,
  gatewayPayments,
  slipBeneficiary,
  test,
  type MercadoPagoWorld,
} from "./mercadopago-world.ts";

/**
 * The registered boleto through Mercado Pago (issue 26), from the course page's buy button: the payer's address
 * filled from the CEP, the gateway's line, barcode and due date on Sabiá's slip page with the fields a boleto
 * carries, the slip e-mailed; the gateway's `pay` gives access, its `expire` offers a new slip, and a cancellation
 * within 7 days is refunded (estornado) through the gateway.
 */
test.describe.configure({ timeout: 120_000 });

const shots = "/tmp/mp-boleto-shots";

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** From the buy button to the boleto registered at the gateway, the address filled from the CEP. */
async function toRegisteredBoleto(
  page: Page,
  world: MercadoPagoWorld,
  slug: string,
  tag: string,
  shoot = false,
) {
  const person = await signInToCheckout(page, page.request, slug, tag);
  await choosePlan(page, "cash");
  await page.getByRole("radio", { name: "Boleto bancário" }).check();
  await expect(page.getByRole("heading", { name: "Endereço de quem paga o boleto" })).toBeVisible();
  // Nothing typed: every field says what it needs, and nothing reaches the gateway.
  await page.getByRole("button", { name: /^Gerar boleto de R\$/ }).click();
  await expect(page.getByText("Informe um CEP com 8 dígitos.")).toBeVisible();
  await expect(page.getByText("Informe o número.")).toBeVisible();
  await page.getByRole("textbox", { name: "CEP", exact: true }).fill("01310100");
  await expect(page.getByRole("textbox", { name: "Rua", exact: true })).toHaveValue("Avenida Paulista");
  await expect(page.getByRole("textbox", { name: "Bairro", exact: true })).toHaveValue("Bela Vista");
  await expect(page.getByRole("textbox", { name: "Cidade", exact: true })).toHaveValue("São Paulo");
  await expect(page.getByRole("textbox", { name: "UF", exact: true })).toHaveValue("SP");
  // A screen reader hears the lookup's outcome, not only the hint under the field.
  await expect(page.getByRole("status").filter({ hasText: "Endereço preenchido pelo CEP." })).toBeAttached();
  // Still editable after the CEP filled it.
  await page.getByRole("textbox", { name: "Bairro", exact: true }).fill("Bela Vista (Jardins)");
  await page.getByRole("textbox", { name: "Número", exact: true }).fill("1578");
  if (shoot) {
    await expectNoAxeViolationsInEveryTheme(page);
    await screenshots(page, "slip-step");
  }
  await page.getByRole("button", { name: /^Gerar boleto de R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Boleto gerado" })).toBeVisible();
  const registered = (await gatewayPayments(world.gateway)).at(-1)!;
  expect(registered).toMatchObject({ payment_method_id: "bolbradesco", status: "pending" });
  return { person, gatewayId: registered.id, id: await subscriptionIdOf(page, slug) };
}

test.describe("boleto registered at Mercado Pago (simulator)", () => {
  test("address from the CEP, the slip page with every field, the e-mail, and the gateway's pay gives access", async ({
    page,
    world,
  }) => {
    const slug = "sepse-e-choque-septico";
    const { person, gatewayId, id } = await toRegisteredBoleto(page, world, slug, "mpslip", true);
    // The payer's address went to the gateway as typed and filled.
    const sent = (await gatewayLog(world.gateway)).find(
      (entry) => entry.method === "POST" && entry.path === "/v1/payments",
    );
    expect(JSON.stringify(sent?.body)).toContain("01310100");
    expect(JSON.stringify(sent?.body)).toContain("Bela Vista (Jardins)");

    await page.goto(`/boleto/${id}`);
    await waitForHydration(page);
    const slip = page.getByRole("article");
    await expect(slip.getByRole("heading", { name: "Boleto bancário" })).toBeVisible();
    await expect(slip.getByLabel("Linha digitável")).toHaveText(
      /^237\d{2}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    );
    await expect(slip.getByRole("img", { name: "Código de barras do boleto" })).toBeVisible();
    await expect(slip.getByLabel("Banco")).toHaveText("237-2");
    for (const field of ["Local de pagamento", "Beneficiário", "Pagador", "Data do documento", "Vencimento"])
      await expect(slip.getByText(field, { exact: true })).toBeVisible();
    // The nosso número is read from the gateway's barcode (Bradesco's layout: carteira 09, the payment's number).
    await expect(slip.getByText("Nosso número", { exact: true })).toBeVisible();
    await expect(
      slip.getByText(new RegExp(`^09/${String(gatewayId).padStart(11, "0")}-[0-9P]$`)),
    ).toBeVisible();
    await expect(
      slip.getByText(`CPF ${person.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4")}`, {
        exact: false,
      }),
    ).toBeVisible();
    // The beneficiário the store's gateway registers the slips for, with its CNPJ (BOLETO_BENEFICIARY_*).
    await expect(slip.getByText(`${slipBeneficiary.name} — CNPJ 11.222.333/0001-81`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Abrir o boleto registrado (PDF)" })).toHaveAttribute(
      "href",
      new RegExp(`/boletos/${gatewayId}$`),
    );
    await expectNoAxeViolationsInEveryTheme(page);
    await screenshots(page, "slip-page");

    // The slip e-mail arrives.
    await expect
      .poll(async () => {
        const response = await page.request.get(
          `/api/dev/outbox?recipient=${encodeURIComponent(person.email)}`,
        );
        const body = (await response.json()) as { subject: string }[] | { results: { subject: string }[] };
        return (Array.isArray(body) ? body : body.results).map((message) => message.subject);
      })
      .toContain("Seu boleto: Sepse e Choque Séptico");

    expect((await gatewayControl(world.gateway, gatewayId, "pay")).status).toBe(200);
    await page.goto("/meus-cursos");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: /Sepse e Choque Séptico/ }).first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test("a boleto the gateway expired: the slip page says so and offers a new slip", async ({
    page,
    world,
  }) => {
    const { gatewayId, id } = await toRegisteredBoleto(page, world, "neonatologia-essencial", "mpexpire");
    expect((await gatewayControl(world.gateway, gatewayId, "expire")).status).toBe(200);
    await page.goto(`/boleto/${id}`);
    await waitForHydration(page);
    await expect(page.getByText(/venceu ou foi cancelado e não pode mais ser pago/)).toBeVisible();
    await expect(page.getByLabel("Linha digitável")).toHaveCount(0);
    await expectNoAxeViolationsInEveryTheme(page);
    await screenshots(page, "slip-expired");
    await page.getByRole("link", { name: "Gerar um novo boleto" }).click();
    await expect(page).toHaveURL(/\/checkout\/neonatologia-essencial$/);
    await expect(page.getByRole("heading", { name: "Escolha como pagar" })).toBeVisible();
  });

  test("a cancellation within 7 days of a paid boleto is refunded through the gateway: estornado", async ({
    page,
    world,
  }) => {
    const { gatewayId, id } = await toRegisteredBoleto(
      page,
      world,
      "ventilacao-mecanica-na-pratica",
      "mprefund",
    );
    expect((await gatewayControl(world.gateway, gatewayId, "pay")).status).toBe(200);
    await page.goto(`/minhas-compras/detalhes?compra=${id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    await expect(page.getByText("Estorno do boleto")).toBeVisible();
    await expect(
      page.getByText(/estornado pela intermediadora de pagamento para a conta de quem pagou o boleto/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
    await expect(page.getByText(/^Estornado: R\$/)).toBeVisible();
    await screenshots(page, "purchase-refunded");
    await expect
      .poll(async () => (await gatewayPayments(world.gateway)).find((p) => p.id === gatewayId)?.status)
      .toBe("refunded");
  });
});
