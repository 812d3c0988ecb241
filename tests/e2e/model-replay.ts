import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "./recorded-test.ts";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import {
  CoverageRecorder,
  percent,
  type CoverageCounts,
  type MachineCoverage,
} from "#model-tests/coverage.ts";
import { executePath } from "#model-tests/execute.ts";
import type { MachineModel } from "#model-tests/model.ts";
import { generatePaths, type ModelPath } from "#model-tests/paths.ts";
import { formatBrl } from "#src/domain/catalog/money.ts";
import { createTranslator, type Translate } from "#src/i18n/translator.ts";
import { shadowOf, type HeldCalls } from "./identity-replay.ts";

/**
 * What every replay of model paths in Chromium shares (ADR 003; checkout-replay.ts, purchase-replay.ts): which
 * paths to replay, what they cover, the problem+json of a failing call, the answer of a held call, and the walk
 * of one path's steps against the page with a shadow actor saying what the snapshot must be after each.
 */

/** pt-BR text of one i18n namespace's keys, with the page's own translator. */
export function ptBrText(namespace: string, resources: Record<string, unknown>): Translate {
  return createTranslator("pt-BR", { [namespace]: resources }, namespace).getFixedT("pt-BR", namespace);
}
export const money = (value: number) => formatBrl(value, "pt-BR");

/** The event the page sends when the person does what a step says, or null where no control of the page sends it. */
export type PageEventOf<Snapshot> = (event: EventObject, before: Snapshot) => EventObject | null;

/** A step of a path as its executor receives it. */
export type ReplayStep = { type: string; output?: unknown; error?: unknown } & Record<string, unknown>;

const problemTypes: Record<string, { slug: string; title: string }> = {
  NotFound: { slug: "not-found", title: "Not Found" },
  ServiceUnavailable: { slug: "service-unavailable", title: "Service Unavailable" },
  InvalidInput: { slug: "invalid-input", title: "Bad Request" },
};

/** The problem+json the API answers for one of a model's failures (`{ _tag, status, detail }`). */
export function problemOf(error: unknown): { status: number; body: unknown } {
  const { _tag: tag, status, ...fields } = error as { _tag: string; status: number; detail: string };
  const problem = problemTypes[tag];
  if (!problem) throw new Error(`no problem+json for ${tag}`);
  return {
    status,
    body: { type: `https://sabia.dev/problems/${problem.slug}`, status, title: problem.title, ...fields },
  };
}

type Answer = (page: Page, calls: HeldCalls, step: ReplayStep) => Promise<void>;

/**
 * Executors of actor `id`'s completion: done answers the held call with `body(output)`, error with its problem
 * (`problem`: the API's answer for one of the model's failures; problem+json of a tagged failure by default).
 */
export function answering<Id extends string>(
  id: Id,
  body: (output: never) => unknown,
  problem: (error: unknown) => { status: number; body: unknown } = problemOf,
) {
  return {
    [`xstate.done.actor.${id}`]: (_page: Page, calls: HeldCalls, step: ReplayStep) =>
      calls.answer(id, { status: 200, body: body(step.output as never) }),
    [`xstate.error.actor.${id}`]: (_page: Page, calls: HeldCalls, step: ReplayStep) =>
      calls.answer(id, problem(step.error)),
  } as Record<`xstate.${"done" | "error"}.actor.${Id}`, Answer>;
}

const coverageItems = (coverage: CoverageRecorder) => [
  ...[...coverage.visitedStates].map((id) => `state ${id}`),
  ...[...coverage.takenTransitions].map((key) => `transition ${key}`),
  ...[...coverage.guardOutcomes].map((key) => `guard ${key}`),
];

/** What each path visits and takes, as the model runner's own executor and coverage recorder measure it. */
async function itemsOf(model: MachineModel, paths: ModelPath[], alsoCover: (path: ModelPath) => string[]) {
  const reached: Set<string>[] = [];
  for (const [index, path] of paths.entries()) {
    const coverage = new CoverageRecorder(model.machine);
    const result = await executePath(model, path, coverage);
    if (!result.ok) throw new Error(`${model.name} path ${index + 1}: ${result.failure}`);
    reached.push(new Set([...coverageItems(coverage), ...alsoCover(path)]));
  }
  return reached;
}

/**
 * The paths to replay: fewest that together visit every state and take every transition and guard outcome the
 * whole set reaches, and every item `alsoCover` names for them (an input, an answer worth seeing on the page)
 * (greedy set cover: most new items first, then fewer steps; then any path the others cover is dropped). Each
 * path is measured with the model runner's own executor and coverage recorder.
 */
export async function coveringPaths(
  model: MachineModel,
  paths: ModelPath[],
  alsoCover: (path: ModelPath) => string[] = () => [],
) {
  const reached = await itemsOf(model, paths, alsoCover);
  const left = new Set(reached.flatMap((items) => [...items]));
  const gainOf = (index: number) => [...reached[index]!].filter((item) => left.has(item)).length;
  let chosen: number[] = [];
  while (left.size > 0) {
    const best = paths
      .map((_, index) => index)
      .reduce((a, b) =>
        gainOf(b) > gainOf(a) || (gainOf(b) === gainOf(a) && paths[b]!.steps.length < paths[a]!.steps.length)
          ? b
          : a,
      );
    chosen.push(best);
    for (const item of reached[best]!) left.delete(item);
  }
  for (const index of chosen.toSorted((a, b) => paths[b]!.steps.length - paths[a]!.steps.length)) {
    const others = chosen.filter((other) => other !== index);
    const covered = new Set(others.flatMap((other) => [...reached[other]!]));
    if ([...reached[index]!].every((item) => covered.has(item))) chosen = others;
  }
  return chosen.toSorted((a, b) => a - b).map((index) => ({ index, path: paths[index]! }));
}

/**
 * Splits a model's paths into those the page can follow and those it cannot: a step no control of the page
 * sends (`pageEventOf` null) is replayed as nothing happening, which is faithful only where the machine ignores
 * the event too. A path with a step the machine would act on but the page cannot send is left out, with that step.
 */
export async function replayablePaths<Snapshot>(
  model: MachineModel,
  paths: ModelPath[],
  pageEventOf: PageEventOf<Snapshot>,
) {
  const replayable: ModelPath[] = [];
  const notOnThePage: { path: ModelPath; state: unknown; event: EventObject }[] = [];
  for (const path of paths) {
    const shadow = shadowOf(model.machine, path.input);
    let blocked: { state: unknown; event: EventObject } | null = null;
    for (const step of path.steps) {
      const before = shadow.actor.getSnapshot() as AnyMachineSnapshot;
      if (!pageEventOf(step.event, before as Snapshot) && before.can(step.event)) {
        blocked = { state: before.value, event: step.event };
        break;
      }
      await shadow.step(step.event);
    }
    shadow.actor.stop();
    if (blocked) notOnThePage.push({ path, ...blocked });
    else replayable.push(path);
  }
  return { replayable, notOnThePage };
}

/** Coverage of `paths` as the model runner measures it; given `pageEventOf`, of the events the page sends. */
export async function coverageOf<Snapshot>(
  model: MachineModel,
  paths: ModelPath[],
  pageEventOf?: PageEventOf<Snapshot>,
): Promise<MachineCoverage> {
  const coverage = new CoverageRecorder(model.machine);
  for (const path of paths) {
    let steps = path.steps;
    if (pageEventOf) {
      const shadow = shadowOf(model.machine, path.input);
      steps = [];
      for (const step of path.steps) {
        const event = pageEventOf(step.event, shadow.actor.getSnapshot() as Snapshot);
        if (event) steps.push({ event, expected: step.expected });
        await shadow.step(step.event);
      }
      shadow.actor.stop();
    }
    const result = await executePath(model, { input: path.input, steps }, coverage);
    if (!result.ok) throw new Error(`as the page does it, ${result.failure}`);
  }
  return coverage.report();
}

export const formatCoverage = (counts: CoverageCounts) =>
  `${counts.covered}/${counts.total} (${percent(counts).toFixed(0)} %)`;

/** One line of a coverage report: states, transitions and guard outcomes. */
export const coverageLine = (coverage: MachineCoverage) =>
  `states ${formatCoverage(coverage.states)}, transitions ${formatCoverage(coverage.transitions)}, guard outcomes ${formatCoverage(coverage.guardOutcomes)}`;

/**
 * The replay's first check, for a machine whose every event the page can send: the chosen paths, as the page sends
 * them, reach every state, transition and guard outcome (expectPageCoverage with nothing out of the page's reach).
 */
export const expectReplayCoversMachine = (
  model: MachineModel,
  allPaths: ModelPath[],
  replayed: { index: number; path: ModelPath }[],
) =>
  expectPageCoverage(
    model,
    { allPaths, replayable: allPaths, notOnThePage: [], replayed },
    (event) => event,
    [],
    describeStep,
  );

/** A step in a test's title: the event, its actor named plainly ("done loadMe"). */
export const describeStep = (event: { type: string }) =>
  event.type.replace(/^xstate\.(done|error)\.actor\./, "$1 ");

/**
 * Replays one path: each step is done on the page (`perform`, given the snapshot before it), the shadow actor
 * takes the same step and must land in the state the path expects, and the page must then show what
 * connect() of that snapshot says (`expectUi`).
 */
export async function replaySteps<Snapshot>(
  model: MachineModel,
  path: ModelPath,
  perform: (step: ReplayStep, before: Snapshot) => Promise<unknown>,
  expectUi: (snapshot: Snapshot) => Promise<void>,
) {
  const shadow = shadowOf(model.machine, path.input);
  await expectUi(shadow.actor.getSnapshot() as Snapshot);
  for (const step of path.steps) {
    const event = step.event as ReplayStep;
    await perform(event, shadow.actor.getSnapshot() as Snapshot);
    const snapshot = (await shadow.step(event)) as AnyMachineSnapshot;
    expect(JSON.stringify(snapshot.value)).toBe(JSON.stringify(step.expected));
    await expectUi(snapshot as Snapshot);
  }
  shadow.actor.stop();
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Tests whose pages start signed in: `signIn` runs once per worker, as a person does it, and its session is kept. */
export const signedInOncePerWorker = (signIn: (page: Page, request: APIRequestContext) => Promise<unknown>) =>
  test.extend<{}, { signedInState: StorageState }>({
    signedInState: [
      async ({ browser }, use, workerInfo) => {
        const { baseURL, locale } = workerInfo.project.use;
        const context = await browser.newContext({ baseURL, locale });
        await signIn(await context.newPage(), context.request);
        await use(await context.storageState());
        await context.close();
      },
      { scope: "worker" },
    ],
    storageState: ({ signedInState }, use) => use(signedInState),
  });

/**
 * What a page replays of a model: all its paths, those the page can follow, and the fewest that cover them (and
 * every item `alsoCover` names for them, as coveringPaths takes it).
 */
export async function replayPlan<Snapshot>(
  model: MachineModel,
  pageEventOf: PageEventOf<Snapshot>,
  alsoCover?: (path: ModelPath) => string[],
) {
  const allPaths = generatePaths(model);
  const { replayable, notOnThePage } = await replayablePaths(model, allPaths, pageEventOf);
  return { allPaths, replayable, notOnThePage, replayed: await coveringPaths(model, replayable, alsoCover) };
}

/**
 * The first test of a replay whose page has no control for some events the machine acts on or guards: prints what
 * the replayed paths cover as the page sends them, and asserts the whole model is covered and that the page
 * reaches every state and every transition and guard outcome but `notFromThePage` (those only such events take).
 */
export async function expectPageCoverage<Snapshot>(
  model: MachineModel,
  plan: Awaited<ReturnType<typeof replayPlan>>,
  pageEventOf: PageEventOf<Snapshot>,
  notFromThePage: string[],
  describe: (event: ReplayStep) => string,
) {
  const { allPaths, replayable, notOnThePage, replayed } = plan;
  const paths = replayed.map(({ path }) => path);
  const wholeModel = await coverageOf(model, allPaths);
  const pageCoverage = await coverageOf(model, paths, pageEventOf);
  const steps = paths.reduce((sum, path) => sum + path.steps.length, 0);
  const missing = [...pageCoverage.transitions.missing, ...pageCoverage.guardOutcomes.missing];
  const blocked = [
    ...new Set(
      notOnThePage.map(({ state, event }) => `${describe(event as ReplayStep)} in ${String(state)}`),
    ),
  ];
  console.log(
    [
      `${model.name}: replaying paths ${replayed.map(({ index }) => index + 1).join(", ")} of the ${replayable.length} the page can follow (${steps} steps)`,
      `  all ${allPaths.length} model paths:  ${coverageLine(wholeModel)}`,
      `  events the page sent: ${coverageLine(pageCoverage)}`,
      `  not replayed: ${notOnThePage.length} paths with a step the page cannot send but the machine acts on${blocked.length ? ` (${blocked.join("; ")})` : ""}`,
      ...missing.map((key) => `    not reachable from the page (no control sends it): ${key}`),
    ].join("\n"),
  );
  expect(wholeModel.transitions.missing).toEqual([]);
  expect([pageCoverage.states.missing, missing]).toEqual([[], notFromThePage]);
}

/** A replayed path's test title: where it starts, each step, and the state it ends in. */
export function pathTitle(
  index: number,
  path: ModelPath,
  start: string,
  describe: (event: ReplayStep) => string,
) {
  const last = path.steps.at(-1);
  const steps = path.steps.map(({ event }) => describe(event as ReplayStep));
  return `path ${index + 1}: ${[start, ...steps].join(" → ")}${last ? ` → ${JSON.stringify(last.expected)}` : ""}`;
}
