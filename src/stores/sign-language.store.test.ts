import { describe, expect, it } from "vitest";
import { createSignLanguageStore } from "./sign-language.store.ts";

describe("sign-language store", () => {
  it("stays idle until the visitor's choice is read, then loads and settles", () => {
    const store = createSignLanguageStore();
    expect(store.status()).toBe("idle");
    store.choose(true);
    expect(store.status()).toBe("loading");
    store.settle(true);
    expect(store.status()).toBe("on");
  });
  it("an unreachable plugin leaves it unavailable; turning it off clears that", () => {
    const store = createSignLanguageStore();
    store.choose(true);
    store.settle(false);
    expect(store.status()).toBe("unavailable");
    store.choose(false);
    expect(store.status()).toBe("off");
  });
  it("a late outcome after turning off changes nothing", () => {
    const store = createSignLanguageStore();
    store.choose(true);
    store.choose(false);
    store.settle(true);
    expect(store.status()).toBe("off");
  });
  it("choosing what is already in force keeps the state (no second load)", () => {
    const store = createSignLanguageStore();
    store.choose(true);
    store.settle(true);
    store.choose(true);
    expect(store.status()).toBe("on");
    store.choose(false);
    store.choose(false);
    expect(store.status()).toBe("off");
  });
});
