import { describe, expect, it } from "vitest";
import { maskedEmail } from "./masked-email.ts";

describe("maskedEmail", () => {
  it("keeps the first letters and the last domain label only", () => {
    expect(maskedEmail("aluno@sabia.dev")).toBe("a***@s***.dev");
    expect(maskedEmail("Maria.Silva@Empresa.com.br")).toBe("m***@e***.br");
    expect(maskedEmail("x@gmail.com")).toBe("x***@g***.com");
  });

  it("never gives back more than it was given, even for odd input", () => {
    expect(maskedEmail("éclair@ñandu.es")).toBe("é***@ñ***.es");
    expect(maskedEmail("no-at-sign")).toBe("n***@***");
    expect(maskedEmail("a@localhost")).toBe("a***@l***");
  });
});
