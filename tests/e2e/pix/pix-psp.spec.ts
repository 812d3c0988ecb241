import { test as base, expect, type APIRequestContext, type Page } from "../recorded-test.ts";
import { freePort } from "#scripts/free-port.ts";
import { fetchPspLog, startPixPspProcess, type PixPspProcess } from "#scripts/pix-psp-process.ts";
import { startServer, type RunningServer } from "#scripts/server-process.ts";
import { checkExchanges, pixApiStandardVersion } from "#simulators/pix-psp/contract.ts";
import { storageKeys } from "#src/services/config.ts";
import { signInFromPage } from "../identity-support.ts";
import { control, operationsCalled, pspState } from "./pix-support.ts";
import {
  choosePlan,
  openCheckoutFromCoursePage,
  openFromUserMenu,
  signInToCheckout,
} from "../checkout-support.ts";

/**
 * Real Pix (issue 24) in Chromium: a production server (NODE_ENV=production, PAYMENT_PROVIDER=pix) speaking the
 * Central Bank's Pix API to the PSP simulator, a separate process with mutual TLS and OAuth enforced. The only
 * development setting is DEV_MAILBOX=loopback, for what a person at the PSP or at support would do: move the
 * server's clock past 3 minutes and 7 days, read e-mails, confirm a cancellation. The sandbox's own payment
 * control is off under a real provider. Every flow starts on the course page's buy button or the sign-in page.
 */
const webhookSecret = "e2e-pix-webhook-secret-0123456789abcdef";
/** Lost webhooks are found by the reconciliation within PIX_RECONCILE_SECONDS (ADR 048). */
const reconcileSeconds = 2;

interface PixWorld {
  psp: PixPspProcess;
  server: RunningServer;
}

/** One simulator process and one production server for the whole file, and every page and request aimed at it. */
const test = base.extend<{ world: PixWorld }, { pixWorld: PixWorld }>({
  pixWorld: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const psp = await startPixPspProcess();
      const port = await freePort();
      // A server that fails to start must not leave the simulator process behind.
      const server = await startServer({
        PORT: String(port),
        PAYMENT_PROVIDER: "pix",
        PIX_API_URL: psp.apiUrl,
        PIX_TOKEN_URL: psp.tokenUrl,
        PIX_CLIENT_ID: psp.clientId,
        PIX_CLIENT_SECRET: psp.clientSecret,
        PIX_CERT_FILE: psp.clientCertFile,
        PIX_KEY_FILE: psp.clientKeyFile,
        PIX_CA_FILE: psp.caFile,
        PIX_RECEIVER_KEY: psp.receiverKey,
        PIX_WEBHOOK_SECRET: webhookSecret,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PIX_RECONCILE_SECONDS: String(reconcileSeconds),
      }).catch(async (error: unknown) => {
        await psp.stop();
        throw error;
      });
      await use({ psp, server });
      await server.stop();
      await psp.stop();
    },
    { scope: "worker", timeout: 300_000 },
  ],
  // After each test, every exchange Sabiá had with the PSP during it is checked against the standard's schemas
  // (requests and answers, simulators/pix-psp/contract.ts): 0 mismatches, or the test fails.
  world: async ({ pixWorld }, use, testInfo) => {
    await use(pixWorld);
    const log = await fetchPspLog(pixWorld.psp.controlUrl);
    await fetch(`${pixWorld.psp.controlUrl}/log`, { method: "DELETE" });
    const { checked, mismatches } = checkExchanges(log);
    testInfo.annotations.push({
      type: "contract",
      description: `${checked} exchanges checked against the Pix API ${pixApiStandardVersion} schemas`,
    });
    expect(checked).toBe(log.length);
    expect(mismatches, `exchanges that break the Pix API ${pixApiStandardVersion}`).toEqual([]);
  },
  baseURL: async ({ pixWorld }, use) => use(pixWorld.server.baseUrl),
});

// In file order, one worker (the project is not fully parallel): the later flows move the server's clock.
test.describe.configure({ timeout: 120_000 });

/** The charge behind the code the page shows (its txid is ours; the simulator knows it by its code). */
async function chargeShown(page: Page, psp: PixPspProcess) {
  const code = await page.getByLabel("Pix copia e cola").inputValue();
  const cob = (await pspState(psp)).cobs.find((candidate) => candidate.pixCopiaECola === code);
  expect(cob, "the page shows the code of a charge the PSP made").toBeDefined();
  return { code, txid: cob!.txid };
}

/** From the course page's buy button to the PSP's dynamic code, as a new customer. */
async function toPixCode(page: Page, psp: PixPspProcess, slug: string, tag: string) {
  const person = await signInToCheckout(page, page.request, slug, tag);
  await expect(page.getByText(/demonstração/i)).toHaveCount(0);
  await choosePlan(page, "cash");
  // Only Pix is real until a card and boleto gateway exists: nothing else is offered, so nothing is asked.
  await expect(page.getByRole("radio")).toHaveCount(0);
  await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
  return { ...(await chargeShown(page, psp)), person };
}

const confirmed = (page: Page, timeout = 15_000) =>
  expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout });

async function confirmationMails(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { subject: string }[] | { results: { subject: string }[] };
  const list = Array.isArray(messages) ? messages : messages.results;
  return list.filter((message) => message.subject.startsWith("Pagamento confirmado")).length;
}

/** "R$ 1.234,56" → 1234.56 */
const reais = (text: string) =>
  Number(/R\$\s*([\d.]+,\d{2})/.exec(text)![1]!.replace(/\./g, "").replace(",", "."));
const brl = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value).replace(/\s/g, " ");

/** Pays the code on the page at the PSP and waits for the confirmation the webhook brings. */
async function payAtPsp(page: Page, psp: PixPspProcess) {
  // Pix is the only method this store takes: the step has no choice to make.
  await expect(page.getByRole("radio")).toHaveCount(0);
  await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
  const { txid } = await chargeShown(page, psp);
  expect((await control(psp, `/cob/${txid}/pay`, { webhook: "once" })).status).toBe(201);
  await confirmed(page);
}

/**
 * A new customer pays by Pix (the PSP's webhook confirms it) and cancels within the 7 days from the purchase's
 * page: the refund goes back by Pix, in processing.
 */
async function paidByPixThenCancelled(page: Page, psp: PixPspProcess, tag: string) {
  const { txid } = await toPixCode(page, psp, "manejo-do-risco-de-suicidio", tag);
  expect((await control(psp, `/cob/${txid}/pay`, { webhook: "once" })).status).toBe(201);
  await confirmed(page);
  await page.getByRole("link", { name: "Ver Minhas compras" }).click();
  await page
    .getByRole("link", { name: /^Ver detalhes: / })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Detalhes da compra" })).toBeVisible();
  await page.getByRole("button", { name: "Cancelar compra" }).click();
  await expect(page.getByRole("row", { name: /^Reembolso por Pix/ })).toBeVisible();
  await expect(page.getByText(/^O valor volta por Pix para a conta que pagou/)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
  await expect(page.getByText(/^Reembolso de R\$\s[\d.,]+ por Pix: em processamento\.$/)).toBeVisible();
}

test.describe(`checkout against a PSP that speaks the Pix API ${pixApiStandardVersion} (simulator)`, () => {
  test("the page shows the PSP's dynamic code and the PSP's webhook confirms the purchase", async ({
    page,
    world,
  }) => {
    const { code, txid } = await toPixCode(page, world.psp, "sepse-e-choque-septico", "pixpaid");
    // A dynamic BR Code: the PSP's location (26/25) instead of a key, with the standard's CRC.
    expect(code).toMatch(/^000201010212/);
    expect(code).toContain("br.gov.bcb.pix25");
    expect(code).toContain(new URL(world.psp.apiUrl).host);
    expect((await control(world.psp, `/cob/${txid}/pay`, { webhook: "once" })).status).toBe(201);
    await confirmed(page);
  });

  test("a webhook delivered twice gives access once", async ({ page, world }) => {
    const { txid, person } = await toPixCode(page, world.psp, "neonatologia-essencial", "pixtwice");
    const paid = await control(world.psp, `/cob/${txid}/pay`, { webhook: "twice" });
    expect(paid.status).toBe(201);
    await confirmed(page);
    const endToEndId = String(paid.json["endToEndId"]);
    await expect
      .poll(async () =>
        (await pspState(world.psp)).webhookDeliveries.filter(
          (delivery) => delivery.endToEndIds.includes(endToEndId) && delivery.status === 200,
        ),
      )
      .toHaveLength(2);
    await expect.poll(() => confirmationMails(page.request, person.email)).toBe(1);
    await page.getByRole("link", { name: "Ver Minhas compras" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Minhas compras" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Ver detalhes: Neonatologia/ })).toHaveCount(1);
  });

  test("a wrong amount gives no access; the purchase keeps waiting for its payment", async ({
    page,
    world,
  }) => {
    const { txid } = await toPixCode(page, world.psp, "ventilacao-mecanica-na-pratica", "pixwrong");
    expect((await control(world.psp, `/cob/${txid}/pay`, { webhook: "once", amount: "1.00" })).status).toBe(
      201,
    );
    // Two reconciliation passes find the same Pix at the PSP: still no access.
    await page.waitForTimeout(reconcileSeconds * 2 * 1000 + 500);
    await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toHaveCount(0);
  });

  test(`a lost webhook still gives access through reconciliation (within ${reconcileSeconds} s here)`, async ({
    page,
    world,
  }) => {
    const { txid } = await toPixCode(page, world.psp, "leitura-critica-de-artigos", "pixlost");
    expect((await control(world.psp, `/cob/${txid}/pay`, { webhook: "none" })).status).toBe(201);
    await confirmed(page, (reconcileSeconds + 10) * 1000);
    expect(await operationsCalled(world.psp)).toEqual(
      expect.arrayContaining(["GET /v2/cob/{id}", "GET /v2/pix"]),
    );
  });

  test("after 180 s the PSP refuses the code, and renewing makes a new charge the PSP accepts", async ({
    page,
    world,
  }) => {
    const first = await toPixCode(page, world.psp, "treinamento-funcional-para-idosos", "pixrenew");
    expect((await control(world.psp, "/clock/advance", { seconds: 181 })).status).toBe(200);
    const refused = await control(world.psp, `/cob/${first.txid}/pay`, { webhook: "once" });
    expect(refused.status).toBe(409);
    // The server's clock passes the 3 minutes too: the page offers a new code.
    expect((await page.request.post("/api/dev/sandbox/advance", { data: { minutes: 4 } })).status()).toBe(
      200,
    );
    await expect(page.getByText("O código Pix expirou: ele vale 3 minutos.")).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole("button", { name: "Gerar novo código Pix" }).click();
    await expect(page.getByLabel("Pix copia e cola")).not.toHaveValue(first.code);
    const second = await chargeShown(page, world.psp);
    expect(second.txid).not.toBe(first.txid);
    const removed = (await pspState(world.psp)).cobs.find((cob) => cob.txid === first.txid);
    expect(removed?.status).toBe("REMOVIDA_PELO_USUARIO_RECEBEDOR");
    expect(await operationsCalled(world.psp)).toEqual(
      expect.arrayContaining(["PUT /v2/cob/{id}", "PATCH /v2/cob/{id}"]),
    );
    expect((await control(world.psp, `/cob/${second.txid}/pay`, { webhook: "once" })).status).toBe(201);
    await confirmed(page);
  });

  test("a cancellation within 7 days shows the money returned once the PSP settles the devolução", async ({
    page,
    world,
  }) => {
    await paidByPixThenCancelled(page, world.psp, "pixrefund");
    // The PSP received the devolução (the server's loop asks for it); its bank returns the money.
    let refund: { endToEndId: string; id: string } | undefined;
    await expect
      .poll(async () => {
        const state = (await pspState(world.psp)) as { devolucoes?: { endToEndId: string; id: string }[] };
        refund = state.devolucoes?.[0];
        return refund !== undefined;
      })
      .toBe(true);
    expect(
      (
        await control(world.psp, `/devolucao/${refund!.endToEndId}/${refund!.id}/settle`, {
          status: "DEVOLVIDO",
        })
      ).status,
    ).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^Reembolso de R\$\s[\d.,]+ por Pix: devolvido em /)).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(/^Situação:/)).toContainText("Cancelamento confirmado");
    expect(await operationsCalled(world.psp)).toEqual(
      expect.arrayContaining(["PUT /v2/pix/{e2eid}/devolucao/{id}", "GET /v2/pix/{e2eid}/devolucao/{id}"]),
    );
  });

  test("a devolução the PSP refuses is retried from the support queue; the second one returns the money", async ({
    page,
    world,
    browser,
  }) => {
    await paidByPixThenCancelled(page, world.psp, "pixrefused");
    const devolucoes = async () =>
      ((await pspState(world.psp)) as { devolucoes?: { endToEndId: string; id: string }[] }).devolucoes ?? [];
    const settle = async (refund: { endToEndId: string; id: string }, outcome: Record<string, string>) =>
      expect(
        (await control(world.psp, `/devolucao/${refund.endToEndId}/${refund.id}/settle`, outcome)).status,
      ).toBe(200);
    const before = (await devolucoes()).length;
    await expect.poll(async () => (await devolucoes()).length).toBe(before + 1);
    await settle((await devolucoes()).at(-1)!, { status: "NAO_REALIZADO", motivo: "Conta encerrada" });

    // The operator, on the operation portal, finds it in the queue's failed refunds and retries it.
    const operator = await (await browser.newContext()).newPage();
    const operation = new URL(world.server.baseUrl);
    operation.hostname = "operacao.localhost";
    await signInFromPage(operator, "operador", "Sabia@2026", `${operation.origin}/auth/signin`);
    await expect(operator).toHaveURL(/\/home$/);
    await operator
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Fila de suporte" })
      .click();
    const failed = operator.getByRole("region", { name: /^Reembolsos com falha/ });
    await expect(async () => {
      await operator.getByRole("button", { name: "Atualizar a fila" }).click();
      await expect(failed.getByRole("article").filter({ hasText: "Conta encerrada" })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    await failed
      .getByRole("article")
      .filter({ hasText: "Conta encerrada" })
      .getByRole("button", { name: "Tentar reembolso de novo" })
      .click();
    await expect(operator.getByText("Reembolso pedido de novo.")).toBeVisible();

    // A new devolução (a new id) reaches the PSP; this time the bank returns the money.
    await expect.poll(async () => (await devolucoes()).length).toBe(before + 2);
    await settle((await devolucoes()).at(-1)!, { status: "DEVOLVIDO" });
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(/^Situação:/)).toContainText("Cancelamento confirmado", { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  });

  // Moves the server's clock past 7 days: the last flow of the file.
  test("a later proportional refund becomes credit; it pays part of another course (Pix the rest), then all of a third", async ({
    page,
    world,
    browser,
  }) => {
    test.setTimeout(240_000);
    const dripCourse = "acls-suporte-avancado-de-vida-em-cardiologia";
    const person = await signInToCheckout(page, page.request, dripCourse, "pixcredit");
    await choosePlan(page, "cash");
    await payAtPsp(page, world.psp);
    const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
    const auth = { authorization: `Bearer ${token}` };
    const bought = (
      (await (
        await page.request.post("/api/subscription/subscriptions/create-or-recover-to-ecommerce", {
          headers: auth,
          data: { friendlyUrl: dripCourse },
        })
      ).json()) as { subscriptionId: number }
    ).subscriptionId;
    expect(
      (await page.request.post("/api/dev/sandbox/advance", { data: { businessDays: 6 } })).status(),
    ).toBe(200);
    const cancelled = await page.request.post(`/api/candidate/purchases/${bought}/cancellation`, {
      headers: auth,
    });
    expect(((await cancelled.json()) as { cancellation: { kind: string } }).cancellation.kind).toBe(
      "proportional",
    );
    // Support confirms it (a development stand-in for the staff console): the refund becomes credit.
    expect(
      (await page.request.post(`/api/dev/sandbox/purchases/${bought}/confirm-cancellation`)).status(),
    ).toBe(200);

    const context = await browser.newContext({ locale: "pt-BR", baseURL: world.server.baseUrl });
    const buyer = await context.newPage();
    await openFromUserMenu(buyer, "Minhas compras", person);
    const note = buyer.getByText(/^Seu crédito de reembolso: R\$/);
    await expect(note).toBeVisible();
    const balance = reais((await note.textContent()) ?? "");
    expect(balance).toBeGreaterThan(190);

    await openCheckoutFromCoursePage(buyer, "via-aerea-dificil");
    // The box reflects the server's answer (the credit reserved), so it turns checked once that arrives.
    const useCredit = buyer.getByRole("checkbox", { name: /^Usar meu crédito de R\$/ });
    await useCredit.click();
    await expect(useCredit).toBeChecked();
    const part = Math.round((balance - 190) * 100) / 100;
    await buyer.getByLabel("Valor do crédito a usar").fill(part.toFixed(2).replace(".", ","));
    await buyer.getByRole("button", { name: "Usar este valor" }).click();
    await choosePlan(buyer, "cash");
    await payAtPsp(buyer, world.psp);

    await openCheckoutFromCoursePage(buyer, "comunicacao-de-mas-noticias");
    await buyer.getByRole("checkbox", { name: `Usar meu crédito de ${brl(190)}` }).click();
    await confirmed(buyer);
    await buyer.goto("/minhas-compras");
    await expect(buyer.getByText("Crédito usado").first()).toBeVisible();
    await expect(note).toHaveCount(0);
    await context.close();
  });
});
