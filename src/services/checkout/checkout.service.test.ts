import { Effect, Exit, Layer, ManagedRuntime } from "effect";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TokenStorage } from "../session/token-storage.ts";
import { checkoutFixture, pixPaymentFixture, priceLineFixture } from "./checkout.fixtures.ts";
import { CheckoutService } from "./checkout.service.ts";

const origin = "http://checkout.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let keyCounter = 0;
const layerWith = (token: string | null) =>
  CheckoutService.layer({
    baseUrl: origin,
    language: "es",
    tenantAlias: "sabia",
    newIdempotencyKey: () => `key-${String(++keyCounter).padStart(4, "0")}`,
  }).pipe(Layer.provide(TokenStorage.memory(token)));

const run = <A>(
  program: (service: CheckoutService["Service"]) => Effect.Effect<A, unknown>,
  layer = layerWith("tok-1"),
) => Effect.runPromiseExit(Effect.provide(Effect.flatMap(CheckoutService, program), layer));

/** One built service for several calls, as the page's runtime keeps it (its intentions live in it). */
const runtimeWith = (token: string | null) => {
  const runtime = ManagedRuntime.make(layerWith(token));
  return <A>(program: (service: CheckoutService["Service"]) => Effect.Effect<A, unknown>) =>
    runtime.runPromiseExit(Effect.flatMap(CheckoutService, program));
};

const failureOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? (exit.cause.reasons[0] as { error?: unknown } | undefined)?.error : undefined;

const problem = (status: number, slug: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { type: `https://sabia.dev/problems/${slug}`, status, title: "x", detail: `${slug} detail`, ...extra },
    { status, headers: { "Content-Type": "application/problem+json" } },
  );

describe("CheckoutService (MSW)", () => {
  it("sends the bearer token, Accept-Language and tenant, and decodes the checkout", async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      http.post(`${origin}/api/subscription/subscriptions/get-to-ecommerce/:id`, ({ request, params }) => {
        seen = {
          id: String(params["id"]),
          authorization: request.headers.get("authorization"),
          language: request.headers.get("accept-language"),
          tenant: request.headers.get("x-tenant-alias"),
        };
        return HttpResponse.json(checkoutFixture);
      }),
    );
    const exit = await run((service) => service.getToEcommerce(41));
    expect(exit).toEqual(Exit.succeed(checkoutFixture));
    expect(seen).toEqual({ id: "41", authorization: "Bearer tok-1", language: "es", tenant: "sabia" });
  });

  it("uses the first element of course-price and discount-calculator, null for an empty list", async () => {
    const second = { ...priceLineFixture, installments: 1 };
    server.use(
      http.post(`${origin}/api/subscription/subscriptions/course-price`, () =>
        HttpResponse.json([priceLineFixture, second]),
      ),
      http.post(`${origin}/api/subscription/subscriptions/discount-calculator`, () => HttpResponse.json([])),
    );
    expect(await run((service) => service.coursePrice({ subscriptionId: 41 }))).toEqual(
      Exit.succeed(priceLineFixture),
    );
    expect(
      await run((service) =>
        service.discountCalculator({ subscriptionId: 41, priceListValueId: 703, tag: "X1" }),
      ),
    ).toEqual(Exit.succeed(null));
  });

  it.each([
    [400, "invalid-input", { field: "tag" }],
    [404, "not-found", {}],
    [503, "service-unavailable", {}],
  ])("passes %i through as itself", async (status, slug, extra) => {
    server.use(
      http.post(`${origin}/api/subscription/subscriptions/associate-item-to-discount/:id`, () =>
        problem(status, slug, extra),
      ),
    );
    const error = failureOf(await run((service) => service.associateVoucher(41, "NOPE")));
    expect(error).toMatchObject({ status, ...extra });
  });

  it("turns any other failure into the with-token named error carrying message and URL", async () => {
    server.use(
      http.get(`${origin}/api/candidate/subscriptions/:id/is-subscription-paid`, () =>
        problem(401, "unauthorized"),
      ),
      http.post(
        `${origin}/api/subscription/subscriptions/remove-voucher/:id`,
        () => new HttpResponse("boom", { status: 500 }),
      ),
    );
    expect(failureOf(await run((service) => service.isPaid(41)))).toMatchObject({
      _tag: "CandidateErrorWithToken",
      url: `${origin}/api/candidate/subscriptions/41/is-subscription-paid`,
    });
    const removal = failureOf(await run((service) => service.removeVoucher(41)));
    expect(removal).toMatchObject({
      _tag: "SubscriptionErrorWithToken",
      url: `${origin}/api/subscription/subscriptions/remove-voucher/41`,
    });
    expect((removal as { message: string }).message).toMatch(/\S/);
  });

  it("sends nothing without a token: the tokenless named error", async () => {
    const exit = await run((service) => service.checkout(41), layerWith(null));
    expect(failureOf(exit)).toMatchObject({
      _tag: "CandidateError",
      url: `${origin}/api/candidate/checkout/41`,
    });
    const subscription = await run(
      (service) => service.createOrRecover("uti-online-2-edicao"),
      layerWith(null),
    );
    expect(failureOf(subscription)).toMatchObject({ _tag: "SubscriptionError" });
  });

  it("answers the fast-buy refusals a caller acts on as themselves (409 e-mail taken)", async () => {
    server.use(
      http.post(`${origin}/api/subscription/users/fast-buy`, () =>
        problem(409, "conflict", { code: "emailExists", field: "email" }),
      ),
    );
    const payload = {
      name: "Ana",
      email: "aluno@sabia.dev",
      cpf: "52998224725",
      cellphone: "11987654321",
      friendlyUrl: "uti-online-2-edicao",
    };
    const error = failureOf(await run((service) => service.fastBuyAccount(payload, null), layerWith(null)));
    expect(error).toMatchObject({ _tag: "Conflict", code: "emailExists" });
  });
});

describe("CheckoutService idempotency keys", () => {
  const pixAnswers = (statuses: number[]) => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${origin}/api/candidate/pix/generate-pix-ecommerce`, ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        const status = statuses.shift() ?? 200;
        if (status === 200) return HttpResponse.json({ ...checkoutFixture, payment: pixPaymentFixture });
        return status === 503
          ? problem(503, "service-unavailable")
          : problem(409, "conflict", { code: "paymentInProgress" });
      }),
    );
    return keys;
  };

  it("reuses the key when the same intention is retried after a 503 or a 409, then starts a new one", async () => {
    const keys = pixAnswers([503, 409, 200, 200]);
    const call = runtimeWith("tok-1");
    for (let attempt = 0; attempt < 4; attempt++) await call((service) => service.payByPix(41));
    expect(keys[0]).toMatch(/^key-\d{4}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("gives another body (another card) its own key, and a 400 ends the intention", async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${origin}/api/candidate/creditCard/:id/creditcard-payment-ecommerce`, ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        return problem(400, "invalid-input", { field: "cardNumber" });
      }),
    );
    const card = {
      cardNumber: "4111111111111111",
      holderName: "ANA",
      expiryMonth: 12,
      expiryYear: 2030,
      cvv: "123",
      installments: 3,
    };
    const call = runtimeWith("tok-1");
    await call((service) => service.payByCard(41, card, "captcha-1"));
    await call((service) => service.payByCard(41, card, "captcha-2"));
    await call((service) => service.payByCard(41, { ...card, cardNumber: "5555555555554444" }, null));
    expect(new Set(keys).size).toBe(3);
  });

  it("posts only the sandbox tokenizer's token, never the number or CVV, and the same token on a retry (ADR 059)", async () => {
    const bodies: string[] = [];
    const statuses = [503, 200];
    server.use(
      http.post(
        `${origin}/api/candidate/creditCard/:id/creditcard-payment-ecommerce`,
        async ({ request }) => {
          bodies.push(await request.text());
          return statuses.shift() === 503
            ? problem(503, "service-unavailable")
            : HttpResponse.json(checkoutFixture);
        },
      ),
    );
    const card = {
      cardNumber: "4111111111111111",
      holderName: "ANA",
      expiryMonth: 12,
      expiryYear: 2030,
      cvv: "123",
      installments: 3,
    };
    const call = runtimeWith("tok-1");
    await call((service) => service.payByCard(41, card, null));
    await call((service) => service.payByCard(41, card, null));
    expect(bodies).toHaveLength(2);
    const first = JSON.parse(bodies[0]!) as Record<string, unknown>;
    expect(Object.keys(first).toSorted()).toEqual(["installments", "paymentMethodId", "token"]);
    expect(first).toMatchObject({ paymentMethodId: "visa", installments: 3 });
    expect(first["token"]).toMatch(/^sbx1_approved_visa_1111_[A-Za-z0-9]{16}$/);
    expect(bodies[1]).toBe(bodies[0]);
    for (const body of bodies) {
      expect(body).not.toContain("4111111111111111");
      expect(body).not.toMatch(/cvv|cardNumber|holderName|ANA/);
    }
  });

  it("posts only the contract's fields of a tokenizer that answers more (the endpoint refuses unknown keys)", async () => {
    const bodies: string[] = [];
    server.use(
      http.post(
        `${origin}/api/candidate/creditCard/:id/creditcard-payment-ecommerce`,
        async ({ request }) => {
          bodies.push(await request.text());
          return HttpResponse.json(checkoutFixture);
        },
      ),
    );
    const layer = CheckoutService.layer({
      baseUrl: origin,
      language: "es",
      tenantAlias: "sabia",
      newIdempotencyKey: () => `key-${String(++keyCounter).padStart(4, "0")}`,
      // What Mercado Pago's createCardToken answers beside the id: the card's first six and last four digits.
      tokenizeCard: async () =>
        Object.assign(
          { token: "ff8080814c11e237014c1ff593b57b4d", paymentMethodId: "master", issuerId: "24" },
          { first_six_digits: "503143", last_four_digits: "6351" },
        ),
    }).pipe(Layer.provide(TokenStorage.memory("tok-1")));
    const card = {
      cardNumber: "5031433215406351",
      holderName: "APRO",
      expiryMonth: 11,
      expiryYear: 2030,
      cvv: "123",
      installments: 2,
    };
    const exit = await run((service) => service.payByCard(42, card, null), layer);
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(JSON.parse(bodies[0]!)).toEqual({
      token: "ff8080814c11e237014c1ff593b57b4d",
      paymentMethodId: "master",
      issuerId: "24",
      installments: 2,
    });
  });

  it("sends the captcha header with a card payment when there is one", async () => {
    let captcha: string | null = null;
    server.use(
      http.post(`${origin}/api/candidate/creditCard/:id/creditcard-payment-ecommerce`, ({ request }) => {
        captcha = request.headers.get("captcha");
        return HttpResponse.json(checkoutFixture);
      }),
    );
    const card = {
      cardNumber: "4111111111111111",
      holderName: "ANA",
      expiryMonth: 12,
      expiryYear: 2030,
      cvv: "123",
      installments: 1,
    };
    expect(Exit.isSuccess(await run((service) => service.payByCard(41, card, "solved")))).toBe(true);
    expect(captcha).toBe("solved");
  });
});
