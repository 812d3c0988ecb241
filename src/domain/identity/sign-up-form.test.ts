import { describe, expect, it } from "vitest";
import { validSignUpForm } from "./sign-up-form.fixture.ts";
import { fieldOfFailure, signUpProblems } from "./sign-up-form.ts";

const valid = validSignUpForm;

describe("sign-up form rules (spec §3, §5)", () => {
  it("accepts a complete, valid form", () => {
    expect(signUpProblems(valid)).toEqual({});
  });

  it("names every problem of an empty form, with the spec's messages", () => {
    expect(
      signUpProblems({ ...valid, cpf: "", name: "", email: "", username: "", password: "", passwordConfirmation: "x", cellphone: "", privacyAccepted: false }),
    ).toEqual({
      cpf: "fields.required",
      name: "fields.required",
      email: "fields.required",
      username: "fields.required",
      password: "fields.required",
      passwordConfirmation: "failures.passwordsDoNotMatch",
      cellphone: "fields.cellphoneRequired",
      privacyAccepted: "fields.privacyRequired",
    });
  });

  it("rejects bad values field by field", () => {
    expect(
      signUpProblems({ ...valid, cpf: "123.456.789-00", name: "M@ria", email: "maria@", username: "maria silva", password: "fraca", passwordConfirmation: "fraca", cellphone: "(11) 3876-5432" }),
    ).toEqual({
      cpf: "fields.cpfInvalid",
      name: "fields.nameInvalid",
      email: "failures.emailInvalid",
      username: "fields.usernameInvalid",
      password: "failures.weakPassword",
      cellphone: "fields.cellphoneInvalid",
    });
  });

  it("ties server failures to their field", () => {
    expect(fieldOfFailure("cpfAlreadyRegistered")).toBe("cpf");
    expect(fieldOfFailure("userAlreadyExists")).toBe("username");
    expect(fieldOfFailure("captchaRequired")).toBeNull();
  });
});
