import { describe, expect, it } from "vitest";
import {
  choosePasswordProblems,
  passwordChangeProblems,
  recoveryProblems,
  refusalOf,
  resetRequestProblems,
  signInProblems,
} from "./form-problems.ts";

describe("identity form problems (spec §5, §8)", () => {
  it("sign-in: login, password and captcha each on their field", () => {
    expect(signInProblems({ username: " ", password: "", captcha: null })).toEqual({
      username: "fields.loginRequired",
      password: "fields.required",
      captcha: "failures.captchaRequired",
    });
    expect(signInProblems({ username: "aluno", password: "x", captcha: "solved" })).toEqual({});
  });

  it("username recovery: e-mail required, then valid", () => {
    expect(recoveryProblems({ email: "", captcha: "solved" })).toEqual({ email: "fields.required" });
    expect(recoveryProblems({ email: "nao-e-email", captcha: null })).toEqual({
      email: "failures.emailInvalid",
      captcha: "failures.captchaRequired",
    });
    expect(recoveryProblems({ email: "aluno@sabia.dev", captcha: "solved" })).toEqual({});
  });

  it("reset request: the login or e-mail", () => {
    expect(resetRequestProblems({ user: "", captcha: "solved" })).toEqual({ user: "fields.loginRequired" });
  });

  it("new password: rules, blocklist ('weak password'), confirmation", () => {
    expect(choosePasswordProblems({ password: "", confirmation: "" })).toEqual({
      password: "fields.required",
      confirmation: "fields.required",
    });
    expect(choosePasswordProblems({ password: "fraca", confirmation: "fraca" })).toEqual({
      password: "failures.weakPassword",
    });
    expect(choosePasswordProblems({ password: "Senha@123", confirmation: "Senha@123" })).toEqual({
      password: "fields.commonPassword",
    });
    expect(choosePasswordProblems({ password: "Nova@2026x", confirmation: "Nova@2026y" })).toEqual({
      confirmation: "failures.passwordsDoNotMatch",
    });
  });

  it("password change: current required, the new one must differ", () => {
    expect(passwordChangeProblems({ currentPassword: "", newPassword: "", confirmation: "" })).toEqual({
      currentPassword: "fields.required",
      newPassword: "fields.required",
      confirmation: "fields.required",
    });
    expect(
      passwordChangeProblems({
        currentPassword: "Temp@2026",
        newPassword: "Temp@2026",
        confirmation: "Temp@2026",
      }),
    ).toEqual({ newPassword: "failures.sameAsPrevious" });
  });

  it("a refusal goes to the field the API names, else the failure's field, else the form", () => {
    const routes = {
      fields: { newPassword: "password" as const },
      byFailure: { captchaRequired: "captcha" as const },
      messageOn: (failure: string) => (failure === "invalidCredentials" ? "failures.invalidPassword" : null),
    };
    expect(refusalOf({ failure: "weakPassword", field: "newPassword" }, routes)).toEqual({
      problems: { password: "failures.weakPassword" },
      failure: null,
    });
    expect(refusalOf({ failure: "invalidCredentials", field: "newPassword" }, routes).problems).toEqual({
      password: "failures.invalidPassword",
    });
    expect(refusalOf({ failure: "captchaRequired", field: null }, routes).problems).toEqual({
      captcha: "failures.captchaRequired",
    });
    expect(refusalOf({ failure: "tooManyAttempts", field: "somethingElse" }, routes)).toEqual({
      problems: {},
      failure: "tooManyAttempts",
    });
    expect(refusalOf(new Error("network"), routes)).toEqual({ problems: {}, failure: "unexpected" });
  });
});
