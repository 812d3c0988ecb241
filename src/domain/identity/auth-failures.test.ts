import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../language.ts";
import { authFailureOf, authFailures } from "./auth-failures.ts";

const locales = import.meta.glob<{ default: { failures: Record<string, string> } }>(
  "../../i18n/locales/*/auth.json",
  { eager: true },
);

describe("auth failures", () => {
  it.each(supportedLanguages)("every failure has a message in %s", (language) => {
    const messages = locales[`../../i18n/locales/${language}/auth.json`]!.default.failures;
    for (const failure of authFailures) expect(messages[failure], failure).toMatch(/\S/);
  });

  it("reads the failure from problem bodies and tagged errors, else 'unexpected'", () => {
    expect(authFailureOf({ code: "tooManyAttempts" })).toBe("tooManyAttempts");
    expect(authFailureOf({ failure: "incorrectCode" })).toBe("incorrectCode");
    expect(authFailureOf(new Error("boom"))).toBe("unexpected");
    expect(authFailureOf({ code: "notAFailure" })).toBe("unexpected");
  });
});
