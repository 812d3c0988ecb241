import { describe, expect, it } from "vitest";
import { passwordProblems } from "#src/domain/identity/password-rules.ts";
import { temporaryPassword } from "./fast-buy.ts";

describe("temporaryPassword (issue 28)", () => {
  it("meets the password rules and shows plainly in an e-mail: no %, no HTML-escaped symbol", () => {
    for (let round = 0; round < 200; round++) {
      const password = temporaryPassword();
      expect(passwordProblems(password)).toEqual([]);
      expect(password).toMatch(/^[A-Za-z0-9#?!@$*-]{12}$/);
      expect(decodeURIComponent(password)).toBe(password);
    }
  });
});
