import { purchaseStatusKey } from "#src/domain/purchases/purchase-status.ts";
import { expect, type Locator, type Page } from "./recorded-test.ts";
import { purchaseModel } from "#model-tests/models/purchase.model.ts";
import { generatePaths, type ModelPath } from "#model-tests/paths.ts";
import { connectPurchase, type PurchaseApi } from "#src/machines/purchase/purchase.connect.ts";
import type { purchaseMachine } from "#src/machines/purchase/purchase.machine.ts";
import type { PurchaseEvent, PurchaseInput } from "#src/machines/purchase/purchase.types.ts";
import type { CancellationQuote, PurchaseItem } from "#src/services/api/purchases-api.ts";
import type { HeldCalls } from "./identity-replay.ts";
import {
  answering,
  coverageLine,
  money,
  coverageOf,
  coveringPaths,
  replayablePaths,
  replaySteps,
  signedInOncePerWorker,
  type ReplayStep,
} from "./model-replay.ts";
import {
  holdPurchaseCalls,
  openPurchaseDetails,
  pageEventOf,
  purchaseText as t,
  signInAsAluno,
  type PurchaseSnapshot as Snapshot,
} from "./purchase-replay.ts";

/*
 * The purchase machine's model paths replayed on the real purchase details page, as checkout-paths.spec.ts does
 * for the checkout: aluno, signed in once per worker on the sign-in page, opens My Purchases from the user menu
 * and the details of their first purchase; the page's first read of it is answered with the path's input (the
 * model's purchase in one of the seven states, with the real purchase's id), and the purchase's calls (read,
 * quote, request) are held (purchase-replay.ts) and answered as each path's done/error step says; after every
 * step the page must show what connect() of the machine's expected snapshot says.
 *
 * Which paths: the model has 94 (`npm run test:model purchase` runs them all against the machine in under a
 * second); in Chromium each opens two pages (home, My Purchases) before the details, 3–5 s a path. The replay
 * takes the fewest that together reach every state, transition and guard outcome the page can reach, open the
 * purchase in each of the seven states and show each quote the model gives (coveringPaths), about a dozen, and
 * the first test prints that coverage. Two kinds of model step have no control on the page: "Cancelar compra" where
 * the state offers no cancel and "Atualizar situação" where it offers no update. The machine ignores those events
 * too, so such a step is replayed as nothing happening (the control's absence is checked, and the page must not
 * change); the replay reaches every state, transition and guard outcome, and the first test prints that coverage.
 */
const model = purchaseModel;
const allPaths = generatePaths(model);
const { replayable, notOnThePage } = await replayablePaths(model, allPaths, pageEventOf);
/** Besides the machine's items: the purchase opened in each of the seven states, and each quote the model gives. */
const seenOnThePage = (path: ModelPath) => [
  `opened ${(path.input as PurchaseInput).purchase.status}`,
  ...path.steps.flatMap(({ event }) =>
    event.type === "xstate.done.actor.loadQuote"
      ? [`quote ${(event as ReplayStep as { output: CancellationQuote }).output.kind}`]
      : [],
  ),
];
const replayed = await coveringPaths(model, replayable, seenOnThePage);

type Executor = (page: Page, calls: HeldCalls, step: ReplayStep, before: Snapshot) => Promise<unknown>;
/** The machine's invoked actors, by name (the keys `provide()` takes). */
type ActorId = keyof NonNullable<Parameters<(typeof purchaseMachine)["provide"]>[0]["actors"]>;

const noop = () => {};
const cancellation = (page: Page) => page.getByRole("region", { name: t("cancel.title") });

/** Clicks the control of a step, or where the page sends nothing (pageEventOf) checks it is not offered. */
async function press(page: Page, step: ReplayStep, before: Snapshot, name: string) {
  const button = page.getByRole("main").getByRole("button", { name, exact: true });
  if (pageEventOf(step, before)) return button.click();
  await expect(button).toHaveCount(0);
}

/**
 * One executor per event of the purchase model, doing what the person does on the page or answering the call
 * the page made; a new event or actor without one fails to compile.
 */
const executors = {
  CANCEL: (page, _calls, step, before) => press(page, step, before, t("cancel.start")),
  REFRESH: (page, _calls, step, before) => press(page, step, before, t("details.refresh")),
  CONFIRM: (page, _calls, step, before) => press(page, step, before, t("cancel.confirm")),
  DISMISS: (page, _calls, step, before) =>
    press(page, step, before, t(before.matches("cancellationRefused") ? "cancel.understood" : "cancel.keep")),
  ...answering("loadPurchase", (purchase: PurchaseItem) => purchase),
  ...answering("loadQuote", (quote: CancellationQuote) => quote),
  ...answering("requestCancellation", (purchase: PurchaseItem) => purchase),
} satisfies Record<PurchaseEvent["type"] | `xstate.${"done" | "error"}.actor.${ActorId}`, Executor>;

const shown = (locator: Locator, isShown: boolean) =>
  isShown ? expect(locator).toBeVisible() : expect(locator).toHaveCount(0);

/** A button that says what it is doing while its action runs, and cannot be pressed then. */
const busy = (isBusy: boolean, label: string, busyLabel: string) => ({
  name: t(isBusy ? busyLabel : label),
  enabled: !isBusy,
});

/** The buttons the page offers, in page order, with whether each can be pressed. */
function buttonsOf(api: PurchaseApi): { name: string; enabled: boolean }[] {
  const reviewing = api.isReviewing && api.quote !== null;
  return [
    ...(api.canRefresh || api.isRefreshing
      ? [busy(api.isRefreshing, "details.refresh", "details.refreshing")]
      : []),
    ...(api.isRefused && api.quote?.reason ? [{ name: t("cancel.understood"), enabled: true }] : []),
    ...(reviewing
      ? [
          busy(api.isRequesting, "cancel.confirm", "cancel.requesting"),
          { name: t("cancel.keep"), enabled: !api.isRequesting },
        ]
      : []),
    ...(api.canCancel || api.isQuoting ? [busy(api.isQuoting, "cancel.start", "cancel.quoting")] : []),
  ];
}

const calendarDay = (day: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** What each kind of quote says (spec §9): the why, and the table of what was paid, the fine and the refund. */
function quoteShown(quote: CancellationQuote) {
  const paid: [string, string] = [t("cancel.paid"), money(quote.price)];
  const refund: [string, string] = [t("cancel.refund"), money(quote.refund)];
  const days = { days: quote.daysSincePayment ?? 0 };
  const lessons = { unavailable: quote.lessonsTotal - quote.lessonsAvailable, total: quote.lessonsTotal };
  const byKind: Record<CancellationQuote["kind"], { says: string | null; rows: [string, string][] }> = {
    unpaid: { says: t("cancel.unpaid"), rows: [] },
    "in-flight": { says: t("cancel.inFlight", { amount: money(quote.refund) }), rows: [] },
    full: { says: t("cancel.full", days), rows: [paid, refund] },
    proportional: {
      says: t("cancel.proportional", days),
      rows: [
        paid,
        [t("cancel.lessons", lessons), money(quote.unavailableValue)],
        [t("cancel.fine"), `− ${money(quote.fine)}`],
        refund,
      ],
    },
    refused: { says: null, rows: [] },
  };
  return byKind[quote.kind];
}

/** The quote as the page shows it before the person confirms: what is refunded, the fine, the credit. */
async function expectQuote(region: Locator, quote: CancellationQuote) {
  await expect(region.getByRole("heading", { name: t("cancel.reviewTitle") })).toBeVisible();
  const { says, rows } = quoteShown(quote);
  if (says) await expect(region.getByText(says)).toBeVisible();
  await expect(region.getByRole("rowheader")).toHaveText(rows.map(([label]) => label));
  await expect(region.getByRole("cell")).toHaveText(rows.map(([, value]) => value));
  const credit = quote.creditValidUntil;
  await shown(
    region.getByText(
      credit ? t("cancel.creditUntil", { date: calendarDay(credit) }) : /^O crédito vale até /,
    ),
    credit !== null,
  );
  await shown(region.getByText(t("cancel.accessWarning")), quote.kind !== "unpaid");
}

/** What connect() says of the snapshot is what the page shows. */
async function expectPurchaseUi(page: Page, snapshot: Snapshot) {
  const api = connectPurchase(snapshot, noop);
  const { purchase, quote } = api;
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: purchase.course.name })).toBeVisible();
  await expect(main.getByText(/^Situação:/)).toHaveText(
    `${t("details.status")}: ${t(purchaseStatusKey(purchase))}`,
  );

  const buttons = buttonsOf(api);
  await expect(main.getByRole("button")).toHaveText(buttons.map(({ name }) => name));
  for (const { name, enabled } of buttons)
    await expect(main.getByRole("button", { name, exact: true })).toBeEnabled({ enabled });

  // The failure is said once: in the quote while it is on screen, else beside the purchase's state.
  await expect(main.getByRole("alert")).toHaveText(api.failed ? [t("cancel.failed")] : []);
  if (api.failed && api.isReviewing) await expect(cancellation(page).getByRole("alert")).toHaveCount(1);

  await shown(main.getByText(t("details.accessBlocked")), api.access === "blocked");
  await shown(main.getByText(t("details.waitingPayment")), purchase.status === "awaiting-cancellation");
  await shown(main.getByRole("link", { name: t("myPurchases.openSlip") }), api.slipOpen);

  const reviewing = api.isReviewing && quote !== null;
  if (reviewing) await expectQuote(cancellation(page), quote);
  else await expect(main.getByRole("heading", { name: t("cancel.reviewTitle") })).toHaveCount(0);
  const refused = api.isRefused && quote?.reason ? quote.reason : null;
  await shown(main.getByRole("heading", { name: t("cancel.refusedTitle") }), refused !== null);
  if (refused) await expect(cancellation(page).getByText(t(`cancel.refused.${refused}`))).toBeVisible();
}

// ---------------------------------------------------------------- the tests

/** A step in a test's title: the event, and what an answer says (the quote's kind, the purchase's state). */
function describe(event: ReplayStep | { type: string }) {
  const { output } = event as { output?: { kind?: string; status?: string } };
  const answer = output?.kind ?? output?.status;
  return `${event.type.replace(/^xstate\.(done|error)\.actor\./, "$1 ")}${answer ? ` (${answer})` : ""}`;
}

const test = signedInOncePerWorker(signInAsAluno);

test.describe("purchase model paths in Chromium", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover what the page can reach`, async () => {
    const paths = replayed.map(({ path }) => path);
    const wholeModel = await coverageOf(model, allPaths);
    const modelCoverage = await coverageOf(model, paths);
    const pageCoverage = await coverageOf(model, paths, pageEventOf);
    const steps = paths.reduce((sum, path) => sum + path.steps.length, 0);
    const seen = (of: ModelPath[]) => [...new Set(of.flatMap(seenOnThePage))].toSorted();
    const blocked = [...new Set(notOnThePage.map(({ state, event }) => `${event.type} in ${String(state)}`))];
    console.log(
      [
        `purchase: replaying paths ${replayed.map(({ index }) => index + 1).join(", ")} of the ${replayable.length} the page can follow (${steps} steps)`,
        `  all ${allPaths.length} model paths:  ${coverageLine(wholeModel)}`,
        `  replayed paths:       ${coverageLine(modelCoverage)}`,
        `  events the page sent: ${coverageLine(pageCoverage)}`,
        `  and on the page: ${seen(paths).join(", ")}`,
        `  not replayed: ${notOnThePage.length} paths with a step the page cannot send but the machine acts on (${blocked.join("; ")})`,
        ...[...pageCoverage.transitions.missing, ...pageCoverage.guardOutcomes.missing].map(
          (key) => `    not reached on the page: ${key}`,
        ),
      ].join("\n"),
    );
    expect(wholeModel.transitions.missing).toEqual([]);
    expect(seen(paths)).toEqual(seen(allPaths));
    expect([
      pageCoverage.states.missing,
      pageCoverage.transitions.missing,
      pageCoverage.guardOutcomes.missing,
    ]).toEqual([[], [], []]);
  });

  for (const { index, path } of replayed) {
    const { purchase } = path.input as PurchaseInput;
    const last = path.steps.at(-1);
    const title = `path ${index + 1}: ${[purchase.status, ...path.steps.map(({ event }) => describe(event))].join(" → ")}${last ? ` → ${JSON.stringify(last.expected)}` : ""}`;
    test(title, async ({ page }) => {
      const { calls, unexpected } = await holdPurchaseCalls(page);
      await openPurchaseDetails(page, calls);
      await calls.answer("loadPurchase", { status: 200, body: purchase });
      await replaySteps<Snapshot>(
        model,
        path,
        (step, before) => executors[step.type as keyof typeof executors](page, calls, step, before),
        (snapshot) => expectPurchaseUi(page, snapshot),
      );
      expect(unexpected, "purchase calls the replay did not hold").toEqual([]);
    });
  }
});
