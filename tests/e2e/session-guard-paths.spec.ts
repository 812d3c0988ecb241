import { expect, type Browser, type Page } from "./recorded-test.ts";
import type { SnapshotFrom } from "xstate";
import session from "#src/i18n/locales/pt-BR/session.json" with { type: "json" };
import { sessionGuardModel } from "#model-tests/models/session-guard.model.ts";
import { generatePaths } from "#model-tests/paths.ts";
import { appConfig, storageKeys } from "#src/services/config.ts";
import type { sessionGuardMachine } from "#src/machines/session-guard/session-guard.machine.ts";
import type {
  GuardDecision,
  SessionFacts,
  SessionGuardInput,
} from "#src/machines/session-guard/session-guard.types.ts";
import { HeldCalls } from "./identity-replay.ts";
import { createAccount, newPerson, signInFromPage } from "./identity-support.ts";
import {
  describeStep,
  expectReplayCoversMachine,
  pathTitle,
  coveringPaths,
  ptBrText,
  replaySteps,
  signedInOncePerWorker,
  type ReplayStep,
} from "./model-replay.ts";

/*
 * The session guard's model paths replayed on real pages (issue 30), as purchase-paths.spec.ts does for a
 * purchase. The guard runs as a page of the authenticated layout loads, so each path starts by opening its input's
 * page the way a person arrives there: signed in (a person of the worker's own, signed in once on the sign-in page),
 * anonymous (a new browser context), or through a real hand-off code in the address (app start takes it, as a link
 * from another host of the platform does). The guard's calls — GET /api/auth/session and the role assumption — are
 * held and answered as the path's steps say (the session with the model's facts, the person's own name); after
 * each step the page shows what the machine's snapshot says: the spinner while it decides, then the decision
 * carried out (the page itself, a redirect, the IdP, or "try again").
 *
 * The SAML input's IdP address is the host's: its sign-in context is answered with the model's address, and the
 * page goes there with the page as relay state (host-saml.ts).
 */
type Snapshot = SnapshotFrom<typeof sessionGuardMachine>;

const t = ptBrText("session", session);
const model = sessionGuardModel;
const allPaths = generatePaths(model);
const replayed = await coveringPaths(model, allPaths);

interface Worker {
  token: string;
  user: { id: number; uuid: string; username: string; name: string; email: string };
}
let worker: Worker | null = null;

/** A person of the worker's own, signed in on the sign-in page once; the guard's answers carry their name. */
async function signUpAndIn(page: Page, request: Parameters<typeof createAccount>[0]) {
  const person = newPerson("guard");
  await createAccount(request, person);
  await signInFromPage(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("button", { name: "Menu da conta" })).toBeVisible();
}

async function workerOf(page: Page): Promise<Worker> {
  if (worker) return worker;
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  const answer = await page.request.get(`/api/auth/session?applicationAlias=${appConfig.applicationAlias}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { user } = (await answer.json()) as { user: Worker["user"] };
  worker = { token: token!, user };
  return worker;
}

/** The session call's answer: the model's facts for the worker's own person. */
const sessionInfo = (facts: SessionFacts) => ({
  user: worker!.user,
  temporaryPassword: facts.temporaryPassword,
  impersonatedBy: facts.impersonated ? "operador" : null,
  rights: facts.rights,
  currentRole: facts.currentRole,
  lastAccess: facts.lastAccess,
  independentTabsEnabled: false,
});

const problem = (status: number) => ({
  status,
  body: { type: "https://sabia.dev/problems/unauthorized", status, title: "x", detail: "x" },
});

class GuardCalls extends HeldCalls {
  /** The facts the last session answer gave (the role assumption reads the session again afterwards). */
  facts: SessionFacts | null = null;
}

type Executor = (page: Page, calls: GuardCalls, step: ReplayStep) => Promise<unknown>;

/** One executor per completion of the guard's actors: the held call answered as the step says. */
const executors = {
  "xstate.done.actor.loadSession": async (_page, calls, step) => {
    calls.facts = step.output as SessionFacts;
    await calls.answer("loadSession", { status: 200, body: sessionInfo(calls.facts) });
  },
  "xstate.error.actor.loadSession": async (_page, calls, step) => {
    const { status } = step.error as { status: number | null };
    // No status: no answer at all (offline, or the page was left), which the page sees as a failed fetch.
    if (status === null) await calls.fail("loadSession");
    else await calls.answer("loadSession", problem(status));
  },
  "xstate.done.actor.assumeRole": async (_page, calls) => {
    const assumed = {
      accessToken: worker!.token,
      theme: { primaryColor: "#3FB1B4", accentColor: "#F6A313", secondaryColor: "#1B4F72" },
      features: [],
    };
    await calls.answer("assumeRole", { status: 200, body: assumed });
    // Then the guard reads the session again, so the shell shows the role.
    await calls.answer("loadSession", { status: 200, body: sessionInfo(calls.facts!) });
  },
  "xstate.error.actor.assumeRole": (_page, calls) => calls.answer("assumeRole", problem(403)),
} satisfies Record<`xstate.${"done" | "error"}.actor.${"loadSession" | "assumeRole"}`, Executor>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the page shows once the guard decided (the decision carried out), or the spinner while it decides. */
async function expectGuardUi(page: Page, snapshot: Snapshot, input: SessionGuardInput) {
  if (snapshot.status !== "done") {
    await expect(page.getByRole("status").filter({ hasText: "Carregando" }).first()).toBeAttached();
    return;
  }
  const decision = snapshot.output as GuardDecision;
  const origin = new URL(page.url()).origin;
  const tokenStored = () =>
    page.evaluate((key) => localStorage.getItem(key) !== null, storageKeys.accessToken);
  switch (decision.kind) {
    case "allow":
      await expect(page).toHaveURL(`${origin}${input.page.pathname}${input.page.search}`);
      await expect(page.getByRole("button", { name: "Menu da conta" })).toBeVisible();
      return;
    case "redirect":
      await expect(page).toHaveURL(`${origin}${decision.to}`);
      // A refused session (the only redirect to sign-in of a page opened with a token) leaves no token behind.
      if (decision.to.startsWith("/auth/signin") && input.hasToken) expect(await tokenStored()).toBe(false);
      return;
    case "external":
      await expect(page).toHaveURL(
        new RegExp(`^${escape(decision.to)}&RelayState=${escape(encodeURIComponent(input.page.pathname))}$`),
      );
      return;
    case "unreachable":
      await expect(page.getByRole("alert").filter({ hasText: t("unreachable.title") })).toBeVisible();
      await expect(page.getByRole("button", { name: t("unreachable.retry") })).toBeVisible();
      expect(await tokenStored()).toBe(true);
      return;
  }
}

/** Opens the input's page as a person arrives there; the guard's calls are held before it loads. */
async function openGuardedPage(page: Page, browser: Browser, input: SessionGuardInput) {
  const { token } = await workerOf(page);
  const anonymous = !input.hasToken || input.handedOff;
  const tab = anonymous
    ? await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage()
    : page;
  const calls = new GuardCalls();
  await calls.hold(tab, "loadSession", "**/api/auth/session?*", "GET");
  await calls.hold(tab, "assumeRole", "**/api/auth/role/assume/**", "PUT");
  if (input.saml.enabled) {
    await tab
      .context()
      .route("https://idp.example/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>IdP</title>" }),
      );
    await tab.route("**/api/settings/sign-in-context?*", async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { authenticationModes: object };
      const authenticationModes = {
        ...body.authenticationModes,
        hasAuthBySaml: true,
        samlRequest: { url: input.saml.requestUrl },
      };
      await route.fulfill({ response: answer, json: { ...body, authenticationModes } });
    });
  }
  let address = `${input.page.pathname}${input.page.search}`;
  if (input.handedOff) {
    const handOff = await page.request.post("/api/auth/token/hand-off", {
      headers: { authorization: `Bearer ${token}` },
    });
    const { tokenId } = (await handOff.json()) as { tokenId: string };
    address = `${input.page.pathname}?tokenId=${tokenId}${input.page.search.replace(/^\?/, "&")}`;
  }
  await tab.goto(address);
  return { tab, calls };
}

const test = signedInOncePerWorker(signUpAndIn);

const describeInput = (input: SessionGuardInput) =>
  `${input.hasToken ? "signed in" : "anonymous"}${input.handedOff ? ", handed off" : ""}${input.saml.enabled ? ", SAML host" : ""} on ${input.page.pathname}${input.page.search}`;

test.describe("session guard model paths in Chromium (issue 30)", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover the whole machine`, () =>
    expectReplayCoversMachine(model, allPaths, replayed));

  for (const { index, path } of replayed) {
    const input = path.input as SessionGuardInput;
    test(pathTitle(index, path, describeInput(input), describeStep), async ({ page, browser }) => {
      await page.goto("/politica-de-privacidade");
      const { tab, calls } = await openGuardedPage(page, browser, input);
      await replaySteps<Snapshot>(
        model,
        path,
        (step) => executors[step.type as keyof typeof executors](tab, calls, step),
        (snapshot) => expectGuardUi(tab, snapshot, input),
      );
      if (tab !== page) await tab.context().close();
    });
  }
});
