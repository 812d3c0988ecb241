import { expect, type Page } from "./recorded-test.ts";
import { notificationsModel } from "#model-tests/models/notifications.model.ts";
import { generatePaths } from "#model-tests/paths.ts";
import { connectNotifications } from "#src/machines/notifications/notifications.connect.ts";
import type { notificationsMachine } from "#src/machines/notifications/notifications.machine.ts";
import type { NotificationsEvent } from "#src/machines/notifications/notifications.types.ts";
import type { Notification, NotificationList } from "#src/services/api/notifications-api.ts";
import type { HeldCalls } from "./identity-replay.ts";
import { createAccount, newPerson, signInFromPage } from "./identity-support.ts";
import {
  answering,
  coverageLine,
  coverageOf,
  coveringPaths,
  replayablePaths,
  replaySteps,
  signedInOncePerWorker,
  type ReplayStep,
} from "./model-replay.ts";
import {
  bell,
  detailDialog,
  expectNotificationsUi,
  externalHost,
  holdNotificationCalls,
  internalTarget,
  menu,
  notificationsText as t,
  openMenu,
  pageEventOf,
  rows,
  withPlatformTarget,
  type NotificationsSnapshot as Snapshot,
} from "./notifications-replay.ts";
import { gestoraOnThePortal } from "./notifications-role-change.ts";
import { waitForHydration } from "./support.ts";

/*
 * The notifications machine's model paths replayed on the platform header's bell (issue 30), as
 * my-account-paths.spec.ts does for My Account: a person of the worker's own signs up and in on the sign-in page
 * once, then each path opens /home with the notification calls (list page, mark one read, mark all) held from
 * before the page loads, opens the bell's menu and answers each held call as the path's done/error step says
 * (notifications-replay.ts); after every step the bell, its menu and a notification's dialog must show what
 * connect() of the machine's expected snapshot says. Notification 1 opens a site in a new window (routed to a page
 * of the replay's own, then closed); notification 2's target is rewritten from the store's /meus-cursos to
 * /my-account, a platform page, so the header and its machine stay while the page navigates.
 *
 * ROLE.CHANGED: the header sends it when the session's role changes without a reload. A role change in the tab
 * itself reloads it (a new machine); the one way in place is a tab on the Portal do Aluno (independent tabs)
 * keeping the token of a role changed in another tab, then navigating in-app (notifications-role-change.ts). The
 * paths with that step are replayed so (Back to the portal, the role changed in the other tab, Forward: a
 * notification's dialog may stay open meanwhile), as the seed's gestora (a new person has one role and no portal).
 *
 * What the page cannot reach: "mark all" with nothing unread (the button is disabled) and the next page when there
 * is none (the list has no end to scroll to then). Those two guards' false outcomes are the machine's own defence,
 * reached by the model only; the first test prints this and fails on any other gap.
 */
const model = notificationsModel;
const allPaths = generatePaths(model).map(withPlatformTarget);
const { replayable, notOnThePage } = await replayablePaths(model, allPaths, pageEventOf);
const replayed = await coveringPaths(model, replayable);

/** What no control of the page sends (above), as the coverage report names it. */
const notOnThePageGuards = [
  "notifications.list.ready.idle --LIST.END_VISIBLE#0=false",
  "notifications.list.ready.idle --MARK_ALL#0=false",
];

/** The current test's way to change the role in place (only the role-change tests have one). */
const noRoleChange = (): Promise<unknown> => {
  throw new Error("this test's page cannot change the role in place");
};
const roleChange = { current: noRoleChange };

type Executor = (page: Page, calls: HeldCalls, step: ReplayStep, before: Snapshot) => Promise<unknown>;
/** The machine's invoked actors, by name (the keys `provide()` takes). */
type ActorId = keyof NonNullable<Parameters<(typeof notificationsMachine)["provide"]>[0]["actors"]>;

/** Clicks a notification in the menu and follows where it leads: a new window, a page, or its dialog. */
async function click(page: Page, _calls: HeldCalls, step: ReplayStep, before: Snapshot) {
  const { id } = step as Extract<NotificationsEvent, { type: "NOTIFICATION.CLICK" }> & ReplayStep;
  const row = connectNotifications(before, () => {}).rows.find((candidate) => candidate.id === id)!;
  await openMenu(page);
  const here = page.url();
  const button = rows(page).filter({ has: page.getByText(row.title, { exact: true }) });
  if (row.opens === "window") {
    const popup = page.waitForEvent("popup");
    await button.click();
    const opened = await popup;
    await expect(opened).toHaveURL(`${externalHost}/x`);
    await opened.close();
  } else await button.click();
  if (row.opens === "page") await expect(page).toHaveURL(new RegExp(`${internalTarget}$`));
  else await expect(page).toHaveURL(here);
}

/** The list's end: "Tentar de novo" after a page failed, else the sentinel scrolled into view. */
async function listEnd(page: Page, _calls: HeldCalls, step: ReplayStep, before: Snapshot) {
  await openMenu(page);
  const api = connectNotifications(before, () => {});
  const retry = menu(page)
    .getByRole("list")
    .getByRole("button", { name: t("retry") });
  const sentinel = menu(page).getByRole("img", { name: t("loadingMore") });
  if (!pageEventOf(step, before)) {
    await expect(retry).toHaveCount(0);
    return expect(sentinel).toHaveCount(0);
  }
  if (api.loadFailed) return retry.click();
  // The sentinel spins (never "stable" for Playwright's own scrolling): the list scrolls to its end, as a person does.
  await expect(sentinel).toHaveCount(1);
  return menu(page)
    .getByRole("list")
    .evaluate((list) => list.scrollTo(0, list.scrollHeight));
}

/** "Marcar todas como lidas", or where the page sends nothing (pageEventOf) its being disabled or absent. */
async function markAll(page: Page, _calls: HeldCalls, step: ReplayStep, before: Snapshot) {
  await openMenu(page);
  const button = menu(page).getByRole("button", { name: t("markAll") });
  if (pageEventOf(step, before)) return button.click();
  if (connectNotifications(before, () => {}).rows.length > 0) return expect(button).toBeDisabled();
  return expect(button).toHaveCount(0);
}

/**
 * One executor per event of the notifications model, doing what the person does on the page or answering the call
 * the page made; a new event or actor without one fails to compile.
 */
const executors = {
  "NOTIFICATION.CLICK": click,
  "LIST.END_VISIBLE": listEnd,
  MARK_ALL: markAll,
  "DETAIL.CLOSE": (page, _calls, _step, before) =>
    detailDialog(page, before.context.detail!.title)
      .getByRole("button", { name: t("close") })
      .click(),
  RETRY: async (page) => {
    await openMenu(page);
    await menu(page)
      .getByRole("button", { name: t("retry") })
      .click();
  },
  "ROLE.CHANGED": () => roleChange.current(),
  ...answering("loadPage", (list: NotificationList) => list),
  ...answering("markRead", (notification: Notification) => notification),
  ...answering("markAllRead", (answer: { updated: number; totalUnread: number }) => answer),
} satisfies Record<NotificationsEvent["type"] | `xstate.${"done" | "error"}.actor.${ActorId}`, Executor>;

// ---------------------------------------------------------------- the tests

async function signUpAndIn(page: Page, request: Parameters<typeof createAccount>[0]) {
  const person = newPerson("notif");
  await createAccount(request, person);
  await signInFromPage(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
}

const test = signedInOncePerWorker(signUpAndIn);

/** A step in a test's title: the event, the notification clicked, and what a page of the list holds. */
function describe(event: ReplayStep | { type: string }) {
  const { id, output } = event as { id?: number; output?: { results?: unknown[] } };
  const detail = id ?? (output?.results ? `${output.results.length} notifications` : undefined);
  return `${event.type.replace(/^xstate\.(done|error)\.actor\./, "$1 ")}${detail === undefined ? "" : ` (${detail})`}`;
}

test.describe("notifications model paths in Chromium (issue 30)", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover what the page can reach`, async () => {
    const paths = replayed.map(({ path }) => path);
    const wholeModel = await coverageOf(model, allPaths);
    const modelCoverage = await coverageOf(model, paths);
    const pageCoverage = await coverageOf(model, paths, pageEventOf);
    const steps = paths.reduce((sum, path) => sum + path.steps.length, 0);
    const blocked = [
      ...new Set(notOnThePage.map(({ state, event }) => `${event.type} in ${JSON.stringify(state)}`)),
    ];
    console.log(
      [
        `notifications: replaying paths ${replayed.map(({ index }) => index + 1).join(", ")} of the ${replayable.length} the page can follow (${steps} steps)`,
        `  all ${allPaths.length} model paths:  ${coverageLine(wholeModel)}`,
        `  replayed paths:       ${coverageLine(modelCoverage)}`,
        `  events the page sent: ${coverageLine(pageCoverage)}`,
        `  not replayed: ${notOnThePage.length} paths with a step the page cannot send but the machine acts on${blocked.length ? ` (${blocked.join("; ")})` : ""}`,
        ...[
          ...pageCoverage.states.missing,
          ...pageCoverage.transitions.missing,
          ...pageCoverage.guardOutcomes.missing,
        ].map((key) => `    not reached on the page: ${key}`),
      ].join("\n"),
    );
    expect([
      wholeModel.states.missing,
      wholeModel.transitions.missing,
      wholeModel.guardOutcomes.missing,
    ]).toEqual([[], [], []]);
    expect(notOnThePage).toEqual([]);
    expect([
      pageCoverage.states.missing,
      pageCoverage.transitions.missing,
      pageCoverage.guardOutcomes.missing,
    ]).toEqual([[], [], notOnThePageGuards]);
  });

  for (const { index, path } of replayed) {
    const last = path.steps.at(-1);
    const title = `path ${index + 1}: ${path.steps.map(({ event }) => describe(event)).join(" → ")}${last ? ` → ${JSON.stringify(last.expected)}` : ""}`;
    const changesRole = path.steps.some(({ event }) => event.type === "ROLE.CHANGED");
    test(title, async ({ page: own, browser, baseURL }) => {
      let held: Awaited<ReturnType<typeof holdNotificationCalls>> | null = null;
      const prepare = async (page: Page) => {
        await page
          .context()
          .route(`${externalHost}/**`, (route) =>
            route.fulfill({ contentType: "text/html", body: "<title>Relatório</title><h1>Relatório</h1>" }),
          );
        held = await holdNotificationCalls(page);
      };
      let page = own;
      let gestora: Awaited<ReturnType<typeof gestoraOnThePortal>> | null = null;
      if (changesRole) {
        test.slow();
        gestora = await gestoraOnThePortal(browser, baseURL!, prepare);
        page = gestora.page;
        roleChange.current = gestora.changeRole;
      } else {
        await prepare(page);
        await page.goto("/home");
        await waitForHydration(page);
        await expect(bell(page)).toBeEnabled();
      }
      const { calls, unexpected } = held!;
      try {
        await replaySteps<Snapshot>(
          model,
          path,
          (step, before) => executors[step.type as keyof typeof executors](page, calls, step, before),
          (snapshot) => expectNotificationsUi(page, snapshot),
        );
        expect(unexpected, "notification calls the replay did not hold").toEqual([]);
      } finally {
        roleChange.current = noRoleChange;
        await gestora?.context.close();
      }
    });
  }
});
