import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { connectImpersonation, idleImpersonation } from "./impersonation.connect.ts";
import { impersonationMachine } from "./impersonation.machine.ts";

const started = (
  impersonate: () => Promise<{ token: string; redirect: string }>,
  record = null as { originPath: string; redirect: string } | null,
) => {
  const begun: string[] = [];
  const actor = createActor(
    impersonationMachine.provide({
      actors: { impersonate: fromPromise(impersonate) },
      actions: { beginImpersonation: (_, params) => void begun.push(params.record.redirect) },
    }),
    { input: { record, currentPath: "/impersonate?from=menu" } },
  ).start();
  return { actor, begun, api: () => connectImpersonation(actor.getSnapshot(), actor.send) };
};

describe("impersonation view API (connect)", () => {
  it("offers the form, refuses missing fields with their message, and keeps the origin path", async () => {
    const { actor, api, begun } = started(async () => ({ token: "t", redirect: "/home" }));
    expect(api()).toMatchObject({ canStart: true, isSubmitting: false, isActive: false, failureKey: null });
    api().start(" ", "aluno");
    expect(api().failureKey).toBe("auth:failures.fieldsRequired");
    api().start("aluno", "aluno");
    await waitFor(actor, (snapshot) => snapshot.matches("active"));
    expect(api()).toMatchObject({ isActive: true, canStart: false, failureKey: null });
    expect(begun).toEqual(["/home"]);
    api().leave();
    expect(actor.getSnapshot().output).toEqual({ navigateTo: "/impersonate?from=menu" });
  });

  it("shows a refusal's message and lets the operator try again", async () => {
    const { actor, api } = started(() => Promise.reject({ failure: "userNotFound" }));
    api().start("ninguem", "aluno");
    expect(api().isSubmitting).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    expect(api()).toMatchObject({ canStart: true, failureKey: "auth:failures.userNotFound" });
  });

  it("resumes an impersonation in progress, and queues events before the machine has loaded", () => {
    const { api } = started(async () => ({ token: "t", redirect: "/home" }), {
      originPath: "/impersonate",
      redirect: "/home",
    });
    expect(api().isActive).toBe(true);
    const sent: unknown[] = [];
    const idle = idleImpersonation((event) => sent.push(event), true);
    expect(idle).toMatchObject({ canStart: false, isActive: true });
    idle.leave();
    idle.start("aluno", "aluno");
    expect(sent).toEqual([{ type: "LEAVE" }, { type: "START", username: "aluno", roleAlias: "aluno" }]);
  });
});
