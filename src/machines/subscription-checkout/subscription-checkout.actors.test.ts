import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { CheckoutService, type CheckoutServiceApi } from "#src/services/checkout/checkout.service.ts";
import {
  checkoutFixture,
  paidCheckFixture,
  pixPaymentFixture,
  priceLineFixture,
} from "#src/services/checkout/checkout.fixtures.ts";
import { NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import type { CheckoutEnvironment } from "#src/services/checkout/checkout-calls.ts";
import { checkoutEffects, provideSubscriptionCheckout } from "./subscription-checkout.actors.ts";
import { connectSubscriptionCheckout } from "./subscription-checkout.connect.ts";

const unavailable = () => new ServiceUnavailable({ detail: "down" });

function environment(calls: Partial<CheckoutServiceApi>) {
  const logs: string[] = [];
  const env: CheckoutEnvironment = {
    options: { baseUrl: "http://test", language: "pt-BR", tenantAlias: "sabia" },
    storage: () => ({ getItem: () => null, setItem: () => {}, removeItem: () => {} }),
    pollIntervalMs: 5,
    layer: CheckoutService.layerTest(calls),
    log: (entry) => logs.push(entry.call),
  };
  return { env, logs };
}

describe("subscription-checkout actors", () => {
  it("watches the paid check until it is no longer pending, through passing failures", async () => {
    const answers = [
      Effect.fail(unavailable()),
      Effect.succeed(paidCheckFixture(pixPaymentFixture, false)),
      Effect.succeed(paidCheckFixture({ ...pixPaymentFixture, status: "paid" })),
    ];
    let calls = 0;
    const { env, logs } = environment({ isPaid: () => answers[calls++]! });
    const { run, watch } = checkoutEffects(env);
    expect(await run(watch(41))).toMatchObject({ paid: true });
    expect(calls).toBe(3);
    expect(logs).toEqual(["isPaid"]);
  });

  it("stops watching on a 404 (the subscription is not this person's)", async () => {
    const { env } = environment({ isPaid: () => Effect.fail(new NotFound({ detail: "no" })) });
    const { run, watch } = checkoutEffects(env);
    await expect(run(watch(41))).rejects.toMatchObject({ status: 404 });
  });

  it("prices a checkout with the first price line; a failing price call is logged and gives none", async () => {
    const withPlan = {
      ...checkoutFixture,
      plan: {
        priceListValueId: 703,
        installments: 3,
        installmentValue: 930.67,
        paymentCondition: 1 as const,
      },
    };
    const good = environment({ coursePrice: () => Effect.succeed(priceLineFixture) });
    expect(await checkoutEffects(good.env).run(checkoutEffects(good.env).priced(withPlan))).toEqual({
      checkout: withPlan,
      price: priceLineFixture,
    });
    const bad = environment({ coursePrice: () => Effect.fail(unavailable()) });
    expect(await checkoutEffects(bad.env).run(checkoutEffects(bad.env).priced(withPlan))).toEqual({
      checkout: withPlan,
      price: null,
    });
    expect(bad.logs).toEqual(["price"]);
  });

  it("runs a Pix purchase end to end: create-or-recover failures logged, CRM failure logged, paid after the watch", async () => {
    let created = 0;
    const pixCheckout = {
      ...checkoutFixture,
      plan: { priceListValueId: 700, installments: 1, installmentValue: 2792, paymentCondition: 2 as const },
    };
    const { env, logs } = environment({
      createOrRecover: () =>
        created++ === 0 ? Effect.fail(unavailable()) : Effect.succeed({ subscriptionId: 41 }),
      getToEcommerce: () => Effect.succeed(checkoutFixture),
      reassociateDiscounts: () => Effect.fail(unavailable()),
      campaignDiscount: () => Effect.succeed({ campaign: { name: "Semana da Saúde", percent: 5 } }),
      coursePrice: () => Effect.succeed(null),
      createInstallments: () => Effect.succeed(pixCheckout),
      updateHubspotDeal: () => Effect.fail(unavailable()),
      paymentCaptcha: () => Effect.succeed({ required: false, challengePath: "/api/captcha/challenge" }),
      payByPix: () => Effect.succeed({ ...pixCheckout, payment: pixPaymentFixture }),
      isPaid: () => Effect.succeed(paidCheckFixture({ ...pixPaymentFixture, status: "paid" })),
    });
    const actor = createActor(provideSubscriptionCheckout(env), {
      input: { product: "uti-online-2-edicao", signedIn: true },
    }).start();
    const api = () => connectSubscriptionCheckout(actor.getSnapshot(), actor.send);
    await waitFor(actor, (snapshot) => snapshot.matches("loadFailed"));
    api().retry();
    await waitFor(actor, (snapshot) => snapshot.matches({ course: "idle" }));
    expect(api().summary?.campaign).toEqual({ name: "Semana da Saúde", percent: 5 });
    api().courseStep!.choosePlan(700);
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ course: "idle" }) && snapshot.context.checkout?.plan !== null,
    );
    api().courseStep!.continue();
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: "choosing" }));
    expect(api().paymentStep?.method).toBe("pix");
    api().paymentStep!.pay();
    await waitFor(actor, (snapshot) => snapshot.matches({ confirmation: "paid" }));
    expect(logs).toEqual(
      expect.arrayContaining(["createOrRecover", "reassociateDiscounts", "updateHubspotDeal"]),
    );
    actor.stop();
  });
});
