import type { SignUpField, SignUpForm, SignUpProblems } from "./sign-up-fields.ts";
import { passwordRuleProblem, refusalOf, type FormRefusal } from "./form-problems.ts";
import {
  isValidCellphone,
  isValidDocument,
  isValidEmailAddress,
  isValidPersonName,
  isValidUsername,
} from "./person-rules.ts";

/** The rules of spec §5 on the sign-up form; only the machine (loaded after hydration) needs them. */
export function signUpProblems(form: SignUpForm): SignUpProblems {
  const problems: SignUpProblems = {};
  if (form.cpf.trim() === "") problems.cpf = "fields.required";
  else if (!isValidDocument(form.cpf)) problems.cpf = "fields.cpfInvalid";
  if (form.name.trim() === "") problems.name = "fields.required";
  else if (!isValidPersonName(form.name)) problems.name = "fields.nameInvalid";
  if (form.email.trim() === "") problems.email = "fields.required";
  else if (!isValidEmailAddress(form.email)) problems.email = "failures.emailInvalid";
  if (form.username.trim() === "") problems.username = "fields.required";
  else if (!isValidUsername(form.username)) problems.username = "fields.usernameInvalid";
  const passwordRule = form.password === "" ? "fields.required" : passwordRuleProblem(form.password, form);
  if (passwordRule) problems.password = passwordRule;
  if (form.passwordConfirmation !== form.password)
    problems.passwordConfirmation = "failures.passwordsDoNotMatch";
  if (form.cellphone.trim() === "") problems.cellphone = "fields.cellphoneRequired";
  else if (!isValidCellphone(form.cellphone)) problems.cellphone = "fields.cellphoneInvalid";
  if (!form.privacyAccepted) problems.privacyAccepted = "fields.privacyRequired";
  return problems;
}

const signUpFields: Partial<Record<string, SignUpField>> = {
  cpf: "cpf",
  name: "name",
  email: "email",
  username: "username",
  password: "password",
  cellphone: "cellphone",
};

/**
 * A refused sign-up on the field the API names (or the one the failure belongs to); a taken e-mail is §8's
 * 'user already registered', a taken username 'user already exists'.
 */
export const signUpRefusal = (error: unknown): FormRefusal<SignUpField | "captcha"> =>
  refusalOf<SignUpField | "captcha">(error, {
    fields: signUpFields,
    byFailure: {
      cpfAlreadyRegistered: "cpf",
      userAlreadyExists: "username",
      emailInvalid: "email",
      weakPassword: "password",
      captchaRequired: "captcha",
    },
    messageOn: (failure, field) =>
      failure === "userAlreadyExists" && field === "email" ? "failures.userAlreadyRegistered" : null,
  });
