import type { AuthFailure } from "./auth-failures.ts";
import type { SignUpField, SignUpForm, SignUpProblems } from "./sign-up-fields.ts";
import { passwordProblems } from "./password-rules.ts";
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
  if (form.password === "") problems.password = "fields.required";
  else if (passwordProblems(form.password).length > 0) problems.password = "failures.weakPassword";
  if (form.passwordConfirmation !== form.password) problems.passwordConfirmation = "failures.passwordsDoNotMatch";
  if (form.cellphone.trim() === "") problems.cellphone = "fields.cellphoneRequired";
  else if (!isValidCellphone(form.cellphone)) problems.cellphone = "fields.cellphoneInvalid";
  if (!form.privacyAccepted) problems.privacyAccepted = "fields.privacyRequired";
  return problems;
}

/** Server answers that belong to one field. */
export function fieldOfFailure(failure: AuthFailure): SignUpField | null {
  switch (failure) {
    case "cpfAlreadyRegistered":
      return "cpf";
    case "userAlreadyExists":
      return "username";
    case "emailInvalid":
      return "email";
    case "weakPassword":
      return "password";
    default:
      return null;
  }
}
