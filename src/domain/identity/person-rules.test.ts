import { generateCpf } from "@brazilian-utils/brazilian-utils";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isValidCellphone,
  isValidDocument,
  isValidEmailAddress,
  isValidPersonName,
  isValidUsername,
  isWellFormedAuthenticationCode,
} from "./person-rules.ts";

describe("person rules (spec §5)", () => {
  it("accepts CPFs with real check digits, masked or not, and rejects others", () => {
    expect(isValidDocument("529.982.247-25")).toBe(true);
    expect(isValidDocument("52998224725")).toBe(true);
    expect(isValidDocument("529.982.247-24")).toBe(false);
    expect(isValidDocument("111.111.111-11")).toBe(false);
  });

  it("every generated CPF is valid", () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const cpf = generateCpf();
        expect(isValidDocument(cpf)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("accepts Brazilian mobile numbers only", () => {
    expect(isValidCellphone("(11) 98765-4321")).toBe(true);
    expect(isValidCellphone("(11) 3876-5432")).toBe(false);
  });

  it("validates e-mail, name without special characters and username without spaces", () => {
    expect(isValidEmailAddress("aluno@sabia.dev")).toBe(true);
    expect(isValidEmailAddress("aluno@")).toBe(false);
    expect(isValidPersonName("Maria da Conceição D'Ávila")).toBe(true);
    expect(isValidPersonName("Maria <script>")).toBe(false);
    expect(isValidPersonName("R2-D2")).toBe(false);
    expect(isValidUsername("maria.silva")).toBe(true);
    expect(isValidUsername("maria silva")).toBe(false);
  });

  it("two-factor codes have exactly 6 digits", () => {
    expect(isWellFormedAuthenticationCode("012345")).toBe(true);
    expect(isWellFormedAuthenticationCode("12345")).toBe(false);
    expect(isWellFormedAuthenticationCode("12345a")).toBe(false);
  });
});
