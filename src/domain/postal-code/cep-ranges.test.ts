import { describe, expect, it } from "vitest";
import { normalizePostalCode, stateOfPostalCode } from "./cep-ranges.ts";

describe("CEP ranges", () => {
  it.each([
    ["01310-100", "SP"],
    ["20040020", "RJ"],
    ["29000-000", "ES"],
    ["30130-010", "MG"],
    ["69300-000", "RR"],
    ["69900-000", "AC"],
    ["70040-010", "DF"],
    ["73000-000", "DF"],
    ["72800-000", "GO"],
    ["76800-000", "RO"],
    ["90010-000", "RS"],
    ["99999-999", "RS"],
  ])("%s is in %s", (cep, state) => expect(stateOfPostalCode(cep)).toBe(state));

  it("rejects what is not a CEP and prefixes no range holds", () => {
    expect(normalizePostalCode("1234")).toBeNull();
    expect(stateOfPostalCode("00000-000")).toBeNull();
    expect(stateOfPostalCode("abcde-fgh")).toBeNull();
  });
});
