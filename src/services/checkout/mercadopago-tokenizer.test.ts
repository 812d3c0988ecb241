import { describe, expect, it } from "vitest";
import type { CardInBrowser } from "#src/domain/payments/card-token.ts";
import { CardTokenizerSlot } from "./card-tokenizer-slot.ts";
import { mercadoPagoTokenizer, type MercadoPagoSdk } from "./mercadopago-tokenizer.ts";

const card: CardInBrowser = {
  cardNumber: "5031 4332 1540 6351",
  holderName: " APRO ",
  expiryMonth: 5,
  expiryYear: 2030,
  cvv: "123",
};
const token = "0123456789abcdef0123456789abcdef";

/** A stand-in for MercadoPago.js: records what it was given. */
function fakeSdk(answers: Partial<MercadoPagoSdk> = {}) {
  const seen: { created: unknown[]; bins: string[] } = { created: [], bins: [] };
  const sdk: MercadoPagoSdk = {
    createCardToken: async (data) => (seen.created.push(data), { id: token }),
    getPaymentMethods: async ({ bin }) => (
      seen.bins.push(bin),
      { results: [{ id: "master", issuer: { id: 24 } }] }
    ),
    ...answers,
  };
  return { sdk, seen };
}

describe("Mercado Pago's tokenizer (ADR 059)", () => {
  it("gives the card to createCardToken as MercadoPago.js takes it, and the method and issuer by BIN", async () => {
    const { sdk, seen } = fakeSdk();
    expect(await mercadoPagoTokenizer(sdk)(card)).toEqual({
      token,
      paymentMethodId: "master",
      issuerId: "24",
    });
    expect(seen.bins).toEqual(["503143"]);
    expect(seen.created).toEqual([
      {
        cardNumber: "5031433215406351",
        cardholderName: "APRO",
        cardExpirationMonth: "05",
        cardExpirationYear: "2030",
        securityCode: "123",
      },
    ]);
  });

  it("without getPaymentMethods, or with an answer it cannot use, the brand names the method", async () => {
    const visa = { ...card, cardNumber: "4235 6477 2802 5682" };
    const withoutLookup = fakeSdk({ getPaymentMethods: undefined } as Partial<MercadoPagoSdk>);
    delete (withoutLookup.sdk as { getPaymentMethods?: unknown }).getPaymentMethods;
    expect(await mercadoPagoTokenizer(withoutLookup.sdk)(visa)).toEqual({ token, paymentMethodId: "visa" });
    const failing = fakeSdk({ getPaymentMethods: async () => Promise.reject(new Error("offline")) });
    expect(await mercadoPagoTokenizer(failing.sdk)(visa)).toEqual({ token, paymentMethodId: "visa" });
    const odd = fakeSdk({ getPaymentMethods: async () => ({ results: [{ id: "<script>" }] }) });
    expect(await mercadoPagoTokenizer(odd.sdk)(visa)).toEqual({ token, paymentMethodId: "visa" });
  });

  it("a refusal by the gateway's tokenizer, an answer that is no token, or no brand gives no token", async () => {
    const refused = fakeSdk({ createCardToken: async () => Promise.reject({ status: 400, cause: [] }) });
    expect(await mercadoPagoTokenizer(refused.sdk)(card)).toBeNull();
    const odd = fakeSdk({ createCardToken: async () => ({ id: "short" }) });
    expect(await mercadoPagoTokenizer(odd.sdk)(card)).toBeNull();
    const unknownBrand = fakeSdk({ getPaymentMethods: async () => ({ results: [] }) });
    expect(
      await mercadoPagoTokenizer(unknownBrand.sdk)({ ...card, cardNumber: "9999 9999 9999 9999" }),
    ).toBeNull();
    expect(unknownBrand.seen.created).toEqual([]);
  });
});

describe("the card step's tokenizer slot", () => {
  it("waits for the form's choice, tokenizes with the sandbox or the gateway once its script loads", async () => {
    const slot = new CardTokenizerSlot();
    // Pay pressed before the card form said which gateway: the card waits for the choice.
    const early = slot.tokenize({ ...card, cardNumber: "4111 1111 1111 1111" });
    slot.use(null);
    expect((await early)?.token).toMatch(/^sbx1_/);
    const { sdk } = fakeSdk();
    slot.use(Promise.resolve(mercadoPagoTokenizer(sdk)));
    expect(await slot.tokenize(card)).toEqual({ token, paymentMethodId: "master", issuerId: "24" });
    slot.use(null);
    expect((await slot.tokenize({ ...card, cardNumber: "4111 1111 1111 1111" }))?.token).toMatch(/^sbx1_/);
  });

  it("a card paid before a Mercado Pago form's script was chosen goes to Mercado Pago, never the sandbox", async () => {
    const slot = new CardTokenizerSlot();
    const early = slot.tokenize(card);
    const { sdk } = fakeSdk();
    slot.use(Promise.resolve(mercadoPagoTokenizer(sdk)));
    expect(await early).toEqual({ token, paymentMethodId: "master", issuerId: "24" });
  });

  it("with no choice in time, or after the form left, no token at all", async () => {
    const slot = new CardTokenizerSlot(20);
    expect(await slot.tokenize(card)).toBeNull();
    slot.use(null);
    slot.reset();
    expect(await slot.tokenize({ ...card, cardNumber: "4111 1111 1111 1111" })).toBeNull();
  });

  it("a gateway script that did not load gives no token, never the sandbox's", async () => {
    const slot = new CardTokenizerSlot();
    slot.use(Promise.reject(new Error("unreachable")));
    expect(await slot.tokenize(card)).toBeNull();
  });
});
