import { describe, expect, it } from "vitest";
import { personLookupOf } from "./person-lookup.ts";

describe("personLookupOf", () => {
  it("picks the call from the text's shape", () => {
    expect(personLookupOf("  ")).toBeNull();
    expect(personLookupOf("529.982.247-25")).toEqual({ kind: "cpf", value: "52998224725" });
    expect(personLookupOf("52998224725")).toEqual({ kind: "cpf", value: "52998224725" });
    expect(personLookupOf(" Aluno@Sabia.dev ")).toEqual({ kind: "email", value: "Aluno@Sabia.dev" });
    expect(personLookupOf("0F8FAD5B-D9CB-469F-A165-70867728950E")).toEqual({
      kind: "uuid",
      value: "0f8fad5b-d9cb-469f-a165-70867728950e",
    });
    expect(personLookupOf("ana.moreira")).toEqual({ kind: "username", value: "ana.moreira" });
    expect(personLookupOf("1234")).toEqual({ kind: "username", value: "1234" });
  });
});

describe("person format", () => {
  it("masks a CPF and a cellphone, and leaves anything else as it is", async () => {
    const { formatCellphone, formatCpf } = await import("./person-format.ts");
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCellphone("51999887766")).toBe("(51) 99988-7766");
    expect(formatCellphone("5133334444")).toBe("(51) 3333-4444");
    expect(formatCpf("123")).toBe("123");
  });
});
