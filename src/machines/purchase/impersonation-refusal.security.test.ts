import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "#src/domain/language.ts";
import {
  moneyMovingWhileImpersonating,
  staffNotImpersonable,
} from "#src/domain/session/impersonation-refusals.ts";
import { createTranslator } from "#src/i18n/translator.ts";
import { resourcesFor } from "#src/i18n/resources.server.ts";
import { Forbidden } from "#src/services/api/session-api.ts";
import { toFailure } from "#src/services/checkout/checkout-failures.ts";
import { purchaseFixture, quoteFixtures } from "#src/services/checkout/purchase.fixtures.ts";
import type { CancellationQuote, PurchaseItem } from "#src/services/api/purchases-api.ts";
import { connectImpersonation } from "../impersonation/impersonation.connect.ts";
import { impersonationMachine } from "../impersonation/impersonation.machine.ts";
import { connectPurchase } from "./purchase.connect.ts";
import { purchaseMachine } from "./purchase.machine.ts";

/**
 * Issue 25 (ADR 050), the page's side: a money-moving call refused while impersonating is said in words (pt-BR,
 * en, es), not as the generic failure, and so is the refusal to access a staff account.
 */
const refusal = new Forbidden({ detail: "Not while impersonating.", code: moneyMovingWhileImpersonating });

const translated = (key: string) =>
  supportedLanguages.map((language) =>
    createTranslator(language, resourcesFor(language)).getFixedT(language, "purchases")(key),
  );

describe("the money refusal reaches the page", () => {
  it("the candidate client keeps the problem's code on its named error", () => {
    const failure = toFailure("candidate", "/api/candidate/purchases/77/cancellation", true)(refusal);
    expect(failure).toMatchObject({ _tag: "CandidateErrorWithToken", code: moneyMovingWhileImpersonating });
  });

  it("My Purchases' cancellation says why in every language, not 'could not cancel'", async () => {
    const candidateError = toFailure("candidate", "/api/candidate/purchases/77/cancellation", true)(refusal);
    const machine = purchaseMachine.provide({
      actors: {
        loadQuote: fromPromise<CancellationQuote, { subscriptionId: number }>(async () => quoteFixtures.full),
        requestCancellation: fromPromise<PurchaseItem, { subscriptionId: number }>(async () => {
          throw candidateError;
        }),
        loadPurchase: fromPromise<PurchaseItem, { subscriptionId: number }>(async () =>
          purchaseFixture("payment-confirmed"),
        ),
      },
    });
    const actor = createActor(machine, { input: { purchase: purchaseFixture("payment-confirmed") } }).start();
    actor.send({ type: "CANCEL" });
    await waitFor(actor, (snapshot) => snapshot.matches("reviewingCancellation"));
    actor.send({ type: "CONFIRM" });
    await waitFor(actor, (snapshot) => snapshot.context.failed);
    const api = connectPurchase(actor.getSnapshot(), actor.send);
    const messages = translated(api.failureKey ?? "");
    const generic = translated("cancel.failed");
    for (const [index, message] of messages.entries()) {
      expect(message).toMatch(/\S/);
      expect(message).not.toBe(api.failureKey);
      expect(message).not.toBe(generic[index]);
    }
    expect(new Set(messages).size).toBe(supportedLanguages.length);
  });
});

describe("the staff refusal reaches the impersonation page", () => {
  it("says that staff cannot be accessed as, in every language", async () => {
    const machine = impersonationMachine.provide({
      actors: {
        impersonate: fromPromise<
          { token: string; redirect: string },
          { username: string; roleAlias: string }
        >(async () => {
          throw { failure: staffNotImpersonable };
        }),
      },
    });
    const actor = createActor(machine, { input: { record: null, currentPath: "/impersonate" } }).start();
    actor.send({ type: "START", username: "operador", roleAlias: "operador" });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== null);
    const api = connectImpersonation(actor.getSnapshot(), actor.send);
    const generic = [
      ...translated("auth:failures.unexpected"),
      ...translated("auth:failures.invalidInformation"),
    ];
    for (const message of translated(api.failureKey ?? "")) {
      expect(message).toMatch(/\S/);
      expect(message).not.toBe(api.failureKey);
      expect(generic).not.toContain(message);
    }
  });
});
