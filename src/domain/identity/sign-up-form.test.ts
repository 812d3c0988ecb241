import { describe, expect, it } from "vitest";
import { validSignUpForm } from "./sign-up-form.fixture.ts";
import { signUpProblems, signUpRefusal } from "./sign-up-form.ts";

const valid = validSignUpForm;

describe("sign-up form rules (spec §3, §5)", () => {
  it("accepts a complete, valid form", () => {
    expect(signUpProblems(valid)).toEqual({});
  });

  it("names every problem of an empty form, with the spec's messages", () => {
    expect(
      signUpProblems({
        ...valid,
        cpf: "",
        name: "",
        email: "",
        username: "",
        password: "",
        passwordConfirmation: "x",
        cellphone: "",
        privacyAccepted: false,
      }),
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
      signUpProblems({
        ...valid,
        cpf: "123.456.789-00",
        name: "M@ria",
        email: "maria@",
        username: "maria silva",
        password: "fraca",
        passwordConfirmation: "fraca",
        cellphone: "(11) 3876-5432",
      }),
    ).toEqual({
      cpf: "fields.cpfInvalid",
      name: "fields.nameInvalid",
      email: "failures.emailInvalid",
      username: "fields.usernameInvalid",
      password: "failures.weakPassword",
      cellphone: "fields.cellphoneInvalid",
    });
  });

  it("a password refused only by the blocklist is 'weak password', as on the reset and change forms", () => {
    const common = { ...valid, password: "Senha@123", passwordConfirmation: "Senha@123" };
    expect(signUpProblems(common)).toEqual({ password: "fields.commonPassword" });
    const personal = { ...valid, password: "Maria.Silva#2026", passwordConfirmation: "Maria.Silva#2026" };
    expect(signUpProblems(personal)).toEqual({ password: "fields.commonPassword" });
    // The same characters are fine for someone else; a rule broken as well stays 'does not meet the requirements'.
    expect(
      signUpProblems({ ...personal, name: "Joana Prado", username: "joana", email: "joana@example.com" }),
    ).toEqual({});
    expect(signUpProblems({ ...common, password: "senha123", passwordConfirmation: "senha123" })).toEqual({
      password: "failures.weakPassword",
    });
  });

  it("ties server failures to their field, the one the API names first", () => {
    expect(signUpRefusal({ failure: "cpfAlreadyRegistered", field: "cpf" })).toEqual({
      problems: { cpf: "failures.cpfAlreadyRegistered" },
      failure: null,
    });
    expect(signUpRefusal({ failure: "userAlreadyExists", field: null }).problems).toEqual({
      username: "failures.userAlreadyExists",
    });
    expect(signUpRefusal({ failure: "userAlreadyExists", field: "email" }).problems).toEqual({
      email: "failures.userAlreadyRegistered",
    });
    expect(signUpRefusal({ failure: "captchaRequired", field: null }).problems).toEqual({
      captcha: "failures.captchaRequired",
    });
    expect(signUpRefusal({ failure: "signUpDisabled", field: null })).toEqual({
      problems: {},
      failure: "signUpDisabled",
    });
  });
});
