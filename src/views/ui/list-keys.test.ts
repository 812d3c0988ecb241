import { describe, expect, it } from "vitest";
import { listKeyTarget } from "./list-keys.ts";

describe("listKeyTarget", () => {
  it("moves down and up one item, stopping at the ends", () => {
    expect(listKeyTarget("ArrowDown", 0, 3)).toBe(1);
    expect(listKeyTarget("ArrowDown", 2, 3)).toBe(2);
    expect(listKeyTarget("ArrowUp", 2, 3)).toBe(1);
    expect(listKeyTarget("ArrowUp", 0, 3)).toBe(0);
  });

  it("Home and End go to the first and last item", () => {
    expect(listKeyTarget("Home", 2, 5)).toBe(0);
    expect(listKeyTarget("End", 1, 5)).toBe(4);
  });

  it("leaves other keys and empty lists alone", () => {
    expect(listKeyTarget("ArrowRight", 1, 3)).toBeNull();
    expect(listKeyTarget("Tab", 1, 3)).toBeNull();
    expect(listKeyTarget("ArrowDown", 0, 0)).toBeNull();
  });
});
