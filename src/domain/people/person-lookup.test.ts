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
