import { describe, expect, it } from "vitest";
import { cartCapacity } from "../api/cart-api.ts";
import {
  addToLocalCart,
  clearLocalCart,
  localCartKey,
  readLocalCart,
  removeFromLocalCart,
} from "./local-cart.ts";

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe("the anonymous cart in the browser (ADR 067)", () => {
  it("adds courses once, oldest first, and takes one out", () => {
    const storage = memory();
    addToLocalCart(storage, "uti-adulto");
    addToLocalCart(storage, "psiquiatria");
    expect(addToLocalCart(storage, "uti-adulto")).toEqual(["uti-adulto", "psiquiatria"]);
    expect(removeFromLocalCart(storage, "uti-adulto")).toEqual(["psiquiatria"]);
    expect(readLocalCart(storage)).toEqual(["psiquiatria"]);
    clearLocalCart(storage);
    expect(readLocalCart(storage)).toEqual([]);
  });

  it("reads anything unreadable as an empty cart, and drops entries that are not course addresses", () => {
    for (const stored of ["not json", "{}", '"uti"', '["Uti Adulto"]', "[1,2]"])
      expect(readLocalCart(memory({ [localCartKey]: stored })), stored).toEqual([]);
  });

  it("keeps its oldest courses when full", () => {
    const storage = memory();
    for (let index = 0; index <= cartCapacity; index++) addToLocalCart(storage, `curso-${index}`);
    const held = readLocalCart(storage);
    expect(held).toHaveLength(cartCapacity);
    expect(held.at(-1)).toBe(`curso-${cartCapacity - 1}`);
  });
});
