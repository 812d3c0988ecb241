import { describe, expect, it } from "vitest";
import { subscriptionOf } from "./portal-address.ts";

describe("subscriptionOf", () => {
  it("reads ?curso= as a subscription id; anything else names no course", () => {
    expect(subscriptionOf("?curso=41")).toBe(41);
    expect(subscriptionOf("?tokenId=abc&curso=7")).toBe(7);
    for (const search of [
      "",
      "?curso=",
      "?curso=0",
      "?curso=-3",
      "?curso=4.5",
      "?curso=abc",
      "?curso=99999999999",
    ])
      expect(subscriptionOf(search)).toBeNull();
  });
});
