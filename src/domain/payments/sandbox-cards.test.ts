import { describe, expect, it } from "vitest";
import { cardBrand, luhnValid } from "./card.ts";
import { sandboxCardOutcome, sandboxCards } from "./sandbox-cards.ts";

describe("sandbox cards", () => {
  it("are all Luhn-valid cards of the brand they claim", () => {
    for (const number of Object.values(sandboxCards))
      expect([number, luhnValid(number)]).toEqual([number, true]);
    expect(cardBrand(sandboxCards.approve)).toBe("visa");
    expect(cardBrand(sandboxCards.approveMastercard)).toBe("mastercard");
    expect(cardBrand(sandboxCards.approveElo)).toBe("elo");
    expect(cardBrand(sandboxCards.deny)).toBe("visa");
    expect(cardBrand(sandboxCards.pending)).toBe("visa");
  });

  it("decide the outcome by number, however it is typed", () => {
    expect(sandboxCardOutcome(sandboxCards.approve)).toBe("approved");
    expect(sandboxCardOutcome(sandboxCards.approveMastercard)).toBe("approved");
    expect(sandboxCardOutcome(sandboxCards.approveElo)).toBe("approved");
    expect(sandboxCardOutcome(sandboxCards.deny)).toBe("denied");
    expect(sandboxCardOutcome("4000 0000 0000 0002")).toBe("denied");
    expect(sandboxCardOutcome(sandboxCards.pending)).toBe("pending");
    expect(sandboxCardOutcome("4000 0000 0000 0077")).toBe("pending");
  });

  it("approve any other Luhn-valid number and deny one that fails Luhn", () => {
    expect(sandboxCardOutcome("378282246310005")).toBe("approved");
    expect(sandboxCardOutcome("4111111111111112")).toBe("denied");
  });
});
