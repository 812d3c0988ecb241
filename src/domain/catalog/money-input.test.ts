import { describe, expect, it } from "vitest";
import { amountText, parseReais } from "./money-input.ts";

describe("parseReais", () => {
  it("reads amounts as people type them in pt-BR, en and es", () => {
    expect(parseReais("200")).toBe(200);
    expect(parseReais("200,5")).toBe(200.5);
    expect(parseReais("R$ 1.234,56")).toBe(1234.56);
    expect(parseReais("1,234.56")).toBe(1234.56);
    expect(parseReais("1.234")).toBe(1234);
    expect(parseReais("0,01")).toBe(0.01);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "-5", "abc", "1,2,3a", "R$"]) expect(parseReais(text)).toBeNull();
  });

  it("writes an amount for a field", () => {
    expect(amountText(1234.5, "pt-BR")).toBe("1234,50");
    expect(amountText(1234.5, "en")).toBe("1234.50");
  });
});
