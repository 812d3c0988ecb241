import { expect, type Page } from "./recorded-test.ts";
import type { SnapshotFrom } from "xstate";
import account from "#src/i18n/locales/pt-BR/account.json" with { type: "json" };
import auth from "#src/i18n/locales/pt-BR/auth.json" with { type: "json" };
import { myAccountModel } from "#model-tests/models/my-account.model.ts";
import { generatePaths, type ModelPath } from "#model-tests/paths.ts";
import { connectMyAccount } from "#src/machines/my-account/my-account.connect.ts";
import type { myAccountMachine } from "#src/machines/my-account/my-account.machine.ts";
import type { MyAccountEvent } from "#src/machines/my-account/my-account.types.ts";
import type { Me } from "#src/services/api/identity-api.ts";
import { createTranslator } from "#src/i18n/translator.ts";
import { pngImage } from "../fixtures/images.ts";
import { HeldCalls } from "./identity-replay.ts";
import { createAccount, newPerson, signInFromPage } from "./identity-support.ts";
import {
  answering,
  describeStep,
  expectReplayCoversMachine,
  pathTitle,
  coveringPaths,
  replaySteps,
  signedInOncePerWorker,
  type ReplayStep,
} from "./model-replay.ts";
import { waitForHydration } from "./support.ts";

/*
 * My Account's model paths replayed on the real page (issue 30), as purchase-paths.spec.ts does for a purchase:
 * a person of the worker's own signs up and in on the sign-in page once, then each path opens "Minha conta" from
 * the avatar's menu. The account's calls (GET/PATCH me, PATCH/DELETE me/photo) are held from then on and
 * answered as the path's done/error steps say, so nothing reaches the account; after every step the page must
 * show what connect() of the machine's expected snapshot says.
 *
 * The model's account has no photo, so "Remover foto" would never be offered: the replay answers the first read
 * with a photo (the machine's guards never look at it), and the page can then send every event of the model.
 */
type Snapshot = SnapshotFrom<typeof myAccountMachine>;

const t = createTranslator("pt-BR", { account, auth }, "account").getFixedT("pt-BR", "account");
const photoUrl = "/api/users/photos/replay?v=0";

/** The model's paths, with the account read carrying a photo (above). */
const withPhoto = (path: ModelPath): ModelPath => ({
  ...path,
  steps: path.steps.map((step) =>
    step.event.type === "xstate.done.actor.loadMe"
      ? {
          ...step,
          event: {
            ...step.event,
            output: { ...(step.event as unknown as { output: Me }).output, photo: photoUrl },
          },
        }
      : step,
  ),
});

const model = myAccountModel;
const allPaths = generatePaths(model).map(withPhoto);
const replayed = await coveringPaths(model, allPaths);

const heldCalls = {
  loadMe: ["GET", "**/api/users/me"],
  saveMe: ["PATCH", "**/api/users/me"],
  uploadPhoto: ["PATCH", "**/api/users/me/photo"],
  removePhoto: ["DELETE", "**/api/users/me/photo"],
} as const;
type ActorId = keyof typeof heldCalls;

/** The problem+json the API answers for a refusal (`{ failure, field }`), as the identity service reads it back. */
function refusal(error: unknown) {
  const { failure, field } = error as { failure: string; field?: string };
  const status = failure === "serviceUnavailable" ? 503 : 400;
  return {
    status,
    body: {
      type: "https://sabia.dev/problems/identity-invalid",
      status,
      title: "x",
      detail: "x",
      code: failure,
      field,
    },
  };
}

type Executor = (page: Page, calls: HeldCalls, step: ReplayStep) => Promise<unknown>;

const tab = (page: Page, name: string) => page.getByRole("tab", { name: t(`tabs.${name}`) });

/** One executor per event of the model, doing what the person does on the page or answering the held call. */
const executors = {
  RETRY: (page) => page.getByRole("button", { name: t("retry") }).click(),
  SAVE: async (page, _calls, step) => {
    const { patch } = step as Extract<MyAccountEvent, { type: "SAVE" }> & ReplayStep;
    await tab(page, "timezone").click();
    await page.getByRole("combobox", { name: t("timezone.label") }).selectOption(patch.timezone!);
    await page.getByRole("button", { name: t("timezone.save") }).click();
  },
  UPLOAD: async (page, _calls, step) => {
    const { photo } = step as unknown as { photo: { type: string; size: number } };
    await tab(page, "photo").click();
    await page.getByLabel(t("photo.choose")).setInputFiles({
      name: photo.type === "image/gif" ? "foto.gif" : "foto",
      mimeType: photo.type,
      buffer: Buffer.alloc(photo.size),
    });
    await page.getByRole("button", { name: t("photo.save") }).click();
  },
  REMOVE_PHOTO: async (page) => {
    await tab(page, "photo").click();
    await page.getByRole("button", { name: t("photo.remove") }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: t("photo.removeConfirm"), exact: true }).click();
  },
  ...answering("loadMe", (me: Me) => me, refusal),
  ...answering("saveMe", (me: Me) => me, refusal),
  ...answering("uploadPhoto", (saved: { photoUrl: string }) => saved, refusal),
  ...answering("removePhoto", () => ({}), refusal),
} satisfies Record<MyAccountEvent["type"] | `xstate.${"done" | "error"}.actor.${ActorId}`, Executor>;

const shown = (locator: ReturnType<Page["getByText"]>, isShown: boolean) =>
  isShown ? expect(locator).toBeVisible() : expect(locator).toHaveCount(0);

/** What connect() says of the snapshot is what the page shows: loading, failure, the account, busy and refused. */
async function expectAccountUi(page: Page, snapshot: Snapshot, announced: { saves: number }) {
  const api = connectMyAccount(snapshot, () => {});
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: t("title") })).toBeVisible();
  await shown(main.getByText(t("loading")), api.isLoading);
  await shown(main.getByRole("alert").filter({ hasText: t("loadFailed") }), api.loadFailed);
  await shown(main.getByRole("button", { name: t("retry") }), api.loadFailed);
  if (!api.me) return expect(main.getByRole("tablist")).toHaveCount(0);

  await expect(main.getByText(`${api.me.name} · ${api.me.email}`)).toBeVisible();
  // Each successful save is announced once.
  if (api.saves > announced.saves) {
    await expect(page.getByText(t(`saved.${api.lastSection}`))).toBeVisible();
    announced.saves = api.saves;
  }
  const busy = api.savingSection !== null;
  const panel = main.getByRole("tabpanel");
  const refused = api.failure ? `${t(api.failure.key)}` : null;
  if ((await tab(page, "photo").getAttribute("aria-selected")) === "true") {
    await shown(
      panel.getByRole("img", { name: t("photo.alt", { name: api.me.name }) }),
      api.me.photo !== null,
    );
    await shown(main.getByText(t("photo.none")), api.me.photo === null);
    if (api.me.photo)
      await expect(main.getByRole("button", { name: t("photo.remove") })).toBeEnabled({ enabled: !busy });
    const input = page.getByLabel(t("photo.choose"));
    if (api.failure?.section === "photo")
      await expect(input).toHaveAccessibleDescription(
        new RegExp(refused!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
    else await expect(input).not.toHaveAttribute("aria-invalid", "true");
    if (busy) await expect(main.getByRole("button", { name: t("photo.save") })).toBeDisabled();
  }
  if ((await tab(page, "timezone").getAttribute("aria-selected")) === "true") {
    await expect(main.getByRole("button", { name: t("timezone.save") })).toBeEnabled({ enabled: !busy });
    await expect(panel.getByRole("alert").filter({ hasText: /./ })).toHaveText(
      api.failure?.section === "timezone"
        ? [t("fieldError", { message: refused, field: t(`fields.${api.failure.field}`) })]
        : [],
    );
  }
}

async function signUpAndIn(page: Page, request: Parameters<typeof createAccount>[0]) {
  const person = newPerson("replay");
  await createAccount(request, person);
  await signInFromPage(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
}

const test = signedInOncePerWorker(signUpAndIn);

test.describe("My Account model paths in Chromium (issue 30)", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover the whole machine`, () =>
    expectReplayCoversMachine(model, allPaths, replayed));

  for (const { index, path } of replayed) {
    test(pathTitle(index, path, "opened", describeStep), async ({ page }) => {
      await page.route("**/api/users/photos/**", (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: pngImage(8, 8) }),
      );
      // The platform layout reads the account's preferences once (GET me): that read is the layout's, not the page's.
      const layoutRead = page.waitForResponse(
        (response) => response.url().endsWith("/api/users/me") && response.request().method() === "GET",
      );
      await page.goto("/home");
      await waitForHydration(page);
      await layoutRead;
      const calls = new HeldCalls();
      for (const [id, [method, pattern]] of Object.entries(heldCalls))
        await calls.hold(page, id, pattern, method);
      await page.getByRole("button", { name: "Menu da conta" }).click();
      await page.getByRole("link", { name: "Minha conta" }).click();
      const announced = { saves: 0 };
      await replaySteps<Snapshot>(
        model,
        path,
        (step) => executors[step.type as keyof typeof executors](page, calls, step),
        (snapshot) => expectAccountUi(page, snapshot, announced),
      );
    });
  }
});
