import { describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise } from "xstate";
import { fastBuyProblems } from "#src/domain/identity/fast-buy-form.ts";
import { fastBuyRefusal } from "./fast-buy.actors.ts";
import { fastBuyMachine } from "./fast-buy.machine.ts";

const form = {
  name: "Maria da Silva",
  email: "maria@example.com",
  cpf: "529.982.247-25",
  cellphone: "(11) 98765-4321",
  privacyAccepted: true,
};

describe("quick purchase form (spec §5)", () => {
  it("names every missing or wrong field, and the captcha", () => {
    expect(
      fastBuyProblems(
        { name: "", email: "x", cpf: "111.111.111-11", cellphone: "", privacyAccepted: false },
        null,
      ),
    ).toEqual({
      name: "fields.required",
      email: "failures.emailInvalid",
      cpf: "fields.cpfInvalid",
      cellphone: "fields.cellphoneRequired",
      privacyAccepted: "fields.privacyRequired",
      captcha: "failures.captchaRequired",
    });
    expect(fastBuyProblems(form, "solved")).toEqual({});
  });
});

describe("what the API's refusal means for the form", () => {
  it("sends an existing e-mail to sign in, puts a taken CPF and a refused captcha on their fields", () => {
    expect(fastBuyRefusal({ status: 409, code: "emailExists" })).toEqual({ reason: "emailExists" });
    expect(fastBuyRefusal({ status: 409, code: "cpfExists" })).toEqual({
      reason: "field",
      field: "cpf",
      messageKey: "failures.cpfAlreadyRegistered",
    });
    expect(fastBuyRefusal({ status: 403 })).toMatchObject({ field: "captcha" });
    expect(fastBuyRefusal({ status: 400, field: "cellphone" })).toMatchObject({ field: "cellphone" });
    expect(fastBuyRefusal({ status: 503 })).toEqual({ reason: "failed" });
  });
});

describe("fast-buy machine", () => {
  const run = (outcome: () => Promise<{ token: string }>) => {
    const stored: string[] = [];
    const actor = createActor(
      fastBuyMachine.provide({
        actors: { createAccount: fromPromise(outcome) },
        actions: { storeToken: (_, params) => void stored.push(params.token) },
      }),
    ).start();
    actor.send({ type: "SUBMIT", form, captcha: "solved" });
    return { actor, stored };
  };

  it("stores the new account's token and ends created", async () => {
    const { actor, stored } = run(async () => ({ token: "t-1" }));
    expect(await toPromise(actor)).toEqual({ outcome: "created" });
    expect(stored).toEqual(["t-1"]);
  });

  it("ends in sign-in for an e-mail that has an account, storing nothing", async () => {
    const { actor, stored } = run(() => Promise.reject({ reason: "emailExists" }));
    expect(await toPromise(actor)).toEqual({ outcome: "emailExists" });
    expect(stored).toEqual([]);
  });

  it("goes back to the form with spec §8's failure when the call fails", async () => {
    const { actor } = run(() => Promise.reject({ reason: "failed" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.failure).toBe("fastBuy.failed");
  });
});
