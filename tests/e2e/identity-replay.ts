import { expect, type Locator, type Page, type Request, type Route } from "./recorded-test.ts";
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine, type EventObject } from "xstate";
import auth from "#src/i18n/locales/pt-BR/auth.json" with { type: "json" };
import { doneEventPrefix, errorEventPrefix } from "#model-tests/model.ts";

/**
 * Replays model paths (model-tests/paths.ts) against the real UI (ADR 003): the page runs the real machine,
 * hooks, adapter and views; the identity API calls the path decides the outcome of are held by
 * `page.route` until the path's `xstate.done/error.actor.<id>` step answers them. A shadow actor of the same
 * machine (actors gated the same way) says what the snapshot is after each step, and `connect()` of that
 * snapshot is what the UI must show.
 */
export class HeldCalls {
  private readonly held = new Map<string, Route[]>();
  /** The latest call held for each actor, for a test to check what the page asked. */
  readonly lastCall = new Map<string, Request>();

  /** Holds the page's calls to `pattern` (only those of `method` if given) as calls of actor `id`. */
  async hold(page: Page, id: string, pattern: string, method?: string) {
    await page.route(pattern, (route) => {
      if (method && route.request().method() !== method) return route.fallback();
      const queue = this.held.get(id) ?? [];
      queue.push(route);
      this.held.set(id, queue);
      this.lastCall.set(id, route.request());
    });
  }

  /**
   * Waits for the page's call of actor `id`. When the page called it more than once, the latest call is the one
   * its flow waits for (a newer choice re-ran the actor); the older ones are dropped.
   */
  private async latest(id: string): Promise<Route> {
    await expect
      .poll(() => this.held.get(id)?.length ?? 0, { message: `the page never called ${id}` })
      .toBeGreaterThan(0);
    const queue = this.held.get(id)!;
    const route = queue.pop()!;
    for (const superseded of queue.splice(0)) await superseded.abort().catch(() => {});
    return route;
  }

  /** Answers the page's (latest) call of actor `id`. */
  async answer(id: string, response: { status: number; body: unknown }) {
    const route = await this.latest(id);
    const problem = response.status >= 400;
    await route.fulfill({
      status: response.status,
      contentType: problem ? "application/problem+json" : "application/json",
      body: JSON.stringify(response.body),
    });
  }

  /** Lets the page's (latest) call of actor `id` fail with no answer at all (a network error). */
  async fail(id: string) {
    await (await this.latest(id)).abort("failed");
  }
}

const problem = (status: number, slug: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { type: `https://sabia.dev/problems/${slug}`, status, title: "x", detail: "x", ...extra },
});

/** The problem the API answers for an AuthFailure code (as server/api/identity-handlers.ts maps them). */
export function problemFor(failure: string): { status: number; body: unknown } {
  switch (failure) {
    case "invalidCredentials":
    case "incorrectCode":
      return problem(401, "identity-unauthorized", { code: failure });
    case "resetLinkExpired":
    case "resetTokenUsed":
    case "codeExpired":
      return problem(410, "identity-gone", { code: failure });
    case "cellphoneNotFound":
    case "emailNotFound":
      return problem(400, "identity-invalid", { code: failure, field: "channel" });
    case "emailSendFailed":
      return problem(502, "identity-bad-gateway", { code: failure });
    case "serviceUnavailable":
      return problem(503, "service-unavailable");
    default:
      return { status: 500, body: { unexpected: true } };
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A shadow actor of the machine whose invoked actors wait for the path's completion steps. */
export function shadowOf(machine: AnyStateMachine, input: unknown) {
  const gates = new Map<string, { resolve(value: unknown): void; reject(error: unknown): void }>();
  const names = Object.keys(machine.implementations.actors ?? {});
  const provided = machine.provide({
    actors: Object.fromEntries(
      names.map((name) => [
        name,
        fromPromise(() => new Promise((resolve, reject) => gates.set(name, { resolve, reject }))),
      ]),
    ),
  }) as AnyStateMachine;
  const actor: AnyActorRef = createActor(provided, { input }).start();
  return {
    actor,
    async step(event: EventObject & { output?: unknown; error?: unknown }) {
      if (event.type.startsWith(doneEventPrefix))
        gates.get(event.type.slice(doneEventPrefix.length))!.resolve(event.output);
      else if (event.type.startsWith(errorEventPrefix))
        gates.get(event.type.slice(errorEventPrefix.length))!.reject(event.error);
      else actor.send(event);
      for (let i = 0; i < 5; i++) await settle();
      return actor.getSnapshot();
    },
  };
}

/** pt-BR text of an `auth:` i18n key. */
export function authText(key: string): string {
  const path = key.replace(/^auth:/, "").split(".");
  let value: unknown = auth;
  for (const part of path) value = (value as Record<string, unknown>)[part];
  if (typeof value !== "string") throw new Error(`no pt-BR text for ${key}`);
  return value;
}

/** Submits a form with or without a captcha solution, as the path says. */
export async function withCaptcha(page: Page, wanted: boolean, submit: () => Promise<void>) {
  const box = page.getByRole("checkbox", { name: "Não sou um robô" });
  await expect(page.getByText("Verificando…")).toHaveCount(0, { timeout: 20_000 });
  if (wanted) {
    if (!(await box.isChecked())) await box.click();
    await expect(box).toBeChecked({ timeout: 20_000 });
    await submit();
    return;
  }
  if (!(await box.isChecked())) return submit();
  // A solution is already there (re-solved after an earlier submission): send the form without it, then
  // put it back — a form refused before any call did not spend it.
  const hidden = page.locator('input[type="hidden"][name="captcha"]');
  const solution = await hidden.inputValue();
  await hidden.evaluate((input: HTMLInputElement) => (input.value = ""));
  await submit();
  await hidden.evaluate((input: HTMLInputElement, value: string) => (input.value = value), solution);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What connect() says about the form's fields is what the page shows: a field with a problem is invalid and
 * its problem is part of its accessible description; a field without one is not invalid. `text` gives a key's
 * pt-BR text (the auth namespace unless told).
 */
export async function expectFieldProblems(
  scope: Locator,
  problems: Partial<Record<string, string>>,
  labels: Record<string, string>,
  text: (key: string) => string = authText,
) {
  for (const [field, label] of Object.entries(labels)) {
    const control = scope.getByLabel(label, { exact: true });
    const key = problems[field];
    if (key) {
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(escaped(text(key))));
    } else await expect(control).not.toHaveAttribute("aria-invalid", "true");
  }
}
