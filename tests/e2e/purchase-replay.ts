import { expect, type Page } from "./recorded-test.ts";
import type { EventObject, SnapshotFrom } from "xstate";
import purchases from "#src/i18n/locales/pt-BR/purchases.json" with { type: "json" };
import { connectPurchase } from "#src/machines/purchase/purchase.connect.ts";
import type { purchaseMachine } from "#src/machines/purchase/purchase.machine.ts";
import { openFromUserMenu } from "./checkout-support.ts";
import { HeldCalls } from "./identity-replay.ts";
import { ptBrText } from "./model-replay.ts";
import { waitForHydration } from "./support.ts";

/**
 * Replays purchase model paths against the real details page /minhas-compras/detalhes?compra={id} (ADR 003),
 * as checkout-replay.ts does for the checkout: the purchase's API calls are held by `page.route` until the path's
 * `xstate.done/error.actor.<id>` step answers them (the page's first read of the purchase is answered with the
 * path's input); a shadow actor of the machine says what the snapshot is after each step, and connect() of it is
 * what the page must show. Nothing reaches the real purchase: it is only opened, never read or cancelled.
 */

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

/** pt-BR text of a `purchases:` i18n key, with the page's own translator. */
export const purchaseText = ptBrText("purchases", purchases);

/** The calls behind each invoked actor (the route's first read of the purchase is loadPurchase's call too). */
const heldCalls = {
  loadPurchase: ["GET", "**/api/candidate/purchases/*"],
  loadQuote: ["GET", "**/api/candidate/purchases/*/cancellation"],
  requestCancellation: ["POST", "**/api/candidate/purchases/*/cancellation"],
} as const;

/**
 * The purchase's calls, answered as the model says but with the id of the real purchase the page opened (the
 * model's fixtures say 77), so the page's links and its next calls stay those of the purchase it shows.
 */
export class PurchaseCalls extends HeldCalls {
  subscriptionId = 0;

  override answer(id: string, response: { status: number; body: unknown }) {
    const { body } = response;
    const isPurchase =
      response.status === 200 && typeof body === "object" && body && "subscriptionId" in body;
    return super.answer(
      id,
      isPurchase ? { ...response, body: { ...body, subscriptionId: this.subscriptionId } } : response,
    );
  }
}

/**
 * Holds the purchase's calls. Any other call under /api/candidate/purchases would reach the real purchase, so it
 * is recorded in `unexpected` (and answered 404) for the test to fail on.
 */
export async function holdPurchaseCalls(page: Page) {
  const calls = new PurchaseCalls();
  const unexpected: string[] = [];
  await page.route("**/api/candidate/purchases/**", (route) => {
    unexpected.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    return route.fulfill({ status: 404, json: { status: 404, detail: "not held by the replay" } });
  });
  for (const [id, [method, pattern]] of Object.entries(heldCalls))
    await calls.hold(page, id, pattern, method);
  return { calls, unexpected };
}

/**
 * The event the page's own machine receives when the person does what a step says, or null when the page sends
 * nothing: "Cancelar compra" and "Atualizar situação" are offered only where connect() says so (a purchase being
 * cancelled or already cancelled offers no cancel; a paid or closed one no update).
 */
export function pageEventOf(event: EventObject, before: PurchaseSnapshot): EventObject | null {
  const api = connectPurchase(before, () => {});
  switch (event.type) {
    case "CANCEL":
      return api.canCancel ? event : null;
    case "REFRESH":
      return api.canRefresh ? event : null;
    default:
      return event;
  }
}

/** aluno signs in on the sign-in page and opens My Purchases from the user menu, as a customer does. */
export async function signInAsAluno(page: Page) {
  await openFromUserMenu(page, "Minhas compras");
  await expect(
    page.getByRole("heading", { level: 1, name: purchaseText("myPurchases.title") }),
  ).toBeVisible();
}

/**
 * A signed-in person opens My Purchases from the user menu and the details of its first purchase (any will do:
 * the page's first read of it is held and answered with the path's purchase); the real purchase's id is kept
 * for the answers.
 */
export async function openPurchaseDetails(page: Page, calls: PurchaseCalls) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Menu do usuário: / }).click();
  await page.getByRole("link", { name: purchaseText("myPurchases.title") }).click();
  await page
    .getByRole("link", { name: new RegExp(`^${purchaseText("myPurchases.details")}: `) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/minhas-compras\/detalhes\?compra=\d+$/);
  calls.subscriptionId = Number(new URL(page.url()).searchParams.get("compra"));
}
