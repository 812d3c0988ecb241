import { OpenApi } from "effect/http-api";
import { describe, expect, it } from "vitest";
import {
  choosePasswordProblems,
  passwordChangeProblems,
  recoveryProblems,
  resetRequestProblems,
  signInProblems,
} from "../domain/identity/form-problems.ts";
import { supportedLanguages } from "../domain/language.ts";
import { PlatformApi } from "../services/api/platform-api-definition.ts";

type Messages = Record<string, Record<string, string> | string>;
const locales = import.meta.glob<{ default: Messages }>("./locales/*/auth.json", { eager: true });
const auth = (language: string) => locales[`./locales/${language}/auth.json`]!.default;
const text = (language: string, key: string) => {
  const [group, name] = key.replace(/^auth:/, "").split(".");
  const section = auth(language)[group!];
  return typeof section === "object" ? section[name!] : undefined;
};

/** Every `code` the identity problems of the published contract (OpenAPI) may carry. */
function contractCodes(): string[] {
  const schemas = (OpenApi.fromApi(PlatformApi) as { components: { schemas: Record<string, unknown> } })
    .components.schemas;
  const codes = new Set<string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!name.startsWith("Identity")) continue;
    const code = (schema as { properties?: { code?: { enum?: string[] } } }).properties?.code;
    for (const value of code?.enum ?? []) codes.add(value);
  }
  return [...codes];
}

/** Spec §8's user messages that the identity flows produce (and §5's), and the key that says each. */
const specMessages: Record<string, string> = {
  "invalid username or password": "failures.invalidCredentials",
  "login attempts exceeded, try later": "failures.tooManyAttempts",
  "login error": "failures.loginError",
  "login or e-mail required": "failures.loginRequired",
  "login or e-mail required (on the field)": "fields.loginRequired",
  "unable to process request": "failures.signUpDisabled",
  "user already exists": "failures.userAlreadyExists",
  "login service error": "failures.loginServiceError",
  "weak password": "fields.commonPassword",
  "invalid information": "failures.invalidInformation",
  "invalid language": "failures.invalidLanguage",
  "invalid timezone": "failures.invalidTimezone",
  "invalid theme": "failures.invalidTheme",
  "invalid password": "failures.invalidPassword",
  "password does not meet requirements": "failures.weakPassword",
  "passwords do not match": "failures.passwordsDoNotMatch",
  "expired reset link": "failures.resetLinkExpired",
  "used token": "failures.resetTokenUsed",
  "error sending confirmation e-mail": "failures.emailSendFailed",
  "unexpected error": "failures.unexpected",
  "user not found": "failures.userNotFound",
  "CPF already in the system": "failures.cpfAlreadyRegistered",
  "e-mail not found": "failures.emailNotFound",
  "cellphone number not found": "failures.cellphoneNotFound",
  "incorrect code, try again": "failures.incorrectCode",
  "user already registered": "failures.userAlreadyRegistered",
  "Solve the challenge before proceeding": "failures.captchaRequired",
  "Cellphone number is a required field.": "fields.cellphoneRequired",
  "The e-mail is invalid": "failures.emailInvalid",
  "to proceed you must agree with the privacy policy": "fields.privacyRequired",
};

describe("identity messages (spec §8)", () => {
  const codes = contractCodes();

  it("reads the contract's identity error codes", () => {
    expect(codes).toEqual(
      expect.arrayContaining(["invalidCredentials", "tooManyAttempts", "emailSendFailed"]),
    );
  });

  it.each(supportedLanguages)("every identity error code of the contract has a message in %s", (language) => {
    for (const code of codes) expect(text(language, `failures.${code}`), code).toMatch(/\S/);
  });

  it.each(supportedLanguages)("every §8 message of the identity flows has its text in %s", (language) => {
    for (const [message, key] of Object.entries(specMessages))
      expect(text(language, key), message).toMatch(/\S/);
  });

  it("the English texts say what the spec quotes", () => {
    for (const quoted of [
      "Solve the challenge before proceeding",
      "Cellphone number is a required field.",
      "The e-mail is invalid",
      "to proceed you must agree with the privacy policy",
      "passwords do not match",
      "incorrect code, try again",
    ])
      expect(text("en", specMessages[quoted]!)?.toLowerCase()).toContain(quoted.toLowerCase());
  });

  it.each(supportedLanguages)(
    "every field problem the identity forms can show has a text in %s",
    (language) => {
      const keys = [
        signInProblems({ username: "", password: "", captcha: null }),
        recoveryProblems({ email: "", captcha: null }),
        recoveryProblems({ email: "not-an-address", captcha: "solved" }),
        resetRequestProblems({ user: "", captcha: null }),
        choosePasswordProblems({ password: "", confirmation: "" }),
        choosePasswordProblems({ password: "fraca", confirmation: "outra" }),
        choosePasswordProblems({ password: "Senha@123", confirmation: "Senha@123" }),
        passwordChangeProblems({ currentPassword: "", newPassword: "Temp@2026", confirmation: "" }),
        passwordChangeProblems({
          currentPassword: "Temp@2026",
          newPassword: "Temp@2026",
          confirmation: "Temp@2026",
        }),
      ].flatMap((problems) => Object.values(problems));
      expect(keys.length).toBeGreaterThan(10);
      for (const key of keys) expect(text(language, key), key).toMatch(/\S/);
    },
  );
});
